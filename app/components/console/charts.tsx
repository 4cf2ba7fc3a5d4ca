import type { ColumnDef } from "@tanstack/react-table";
import { AxisBottom, AxisLeft } from "@visx/axis";
import { GridRows } from "@visx/grid";
import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";
import { useId } from "react";
import type { ChartPoint } from "~/domain/analytics/insights";
import { formatNumber } from "~/domain/format";
import { DataTable } from "./data-table";

// The charts draw in a small box that the page scales to its width: their text stays readable on a 360 px phone.
const WIDTH = 440;
const COLUMN_HEIGHT = 190;
const MARGIN = { top: 10, right: 8, bottom: 26, left: 40 };
const INK = "#334155"; // slate-700: dark on the console's light pages, 10:1 on white
const RULE = "#cbd5e1";
const TEXT = { fill: "#334155", fontSize: 11, fontFamily: "inherit" } as const;

/** Counts over time as columns (visx, rendered on the server as SVG). Labels are thinned to about seven. */
export function ColumnChart({ points, summary }: { points: readonly ChartPoint[]; summary: string }) {
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = COLUMN_HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand({ domain: points.map((p) => p.label), range: [0, innerWidth], padding: 0.2 });
  const y = scaleLinear({ domain: [0, Math.max(1, ...points.map((p) => p.count))], range: [innerHeight, 0], nice: true });
  const every = Math.ceil(points.length / 7);
  return (
    <svg viewBox={`0 0 ${WIDTH} ${COLUMN_HEIGHT}`} role="img" aria-label={summary} className="h-auto w-full max-w-3xl">
      <Group left={MARGIN.left} top={MARGIN.top}>
        <GridRows scale={y} width={innerWidth} numTicks={4} stroke={RULE} />
        {points.map((p) => (
          <Bar key={p.label} x={x(p.label)} y={y(p.count)} width={x.bandwidth()} height={innerHeight - y(p.count)} fill={INK} />
        ))}
        <AxisLeft
          scale={y}
          numTicks={4}
          tickFormat={(v) => formatNumber(Number(v))}
          stroke={RULE}
          tickStroke={RULE}
          tickLabelProps={TEXT}
        />
        <AxisBottom
          top={innerHeight}
          scale={x}
          tickValues={points.filter((_, i) => i % every === 0).map((p) => p.label)}
          stroke={RULE}
          tickStroke={RULE}
          tickLabelProps={{ ...TEXT, textAnchor: "middle" }}
        />
      </Group>
    </svg>
  );
}

const ROW = 34;

/** Counts by category as bars, each labelled above with its name and count (visx, rendered on the server as SVG). */
export function BarChart({ points, summary }: { points: readonly ChartPoint[]; summary: string }) {
  const height = points.length * ROW + 4;
  const x = scaleLinear({ domain: [0, Math.max(1, ...points.map((p) => p.count))], range: [0, WIDTH - 2] });
  return (
    <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-label={summary} className="h-auto w-full max-w-3xl">
      {points.map((p, i) => (
        <Group key={p.label} top={i * ROW}>
          <text x={0} y={12} {...TEXT}>
            {p.label}
          </text>
          <text x={WIDTH - 2} y={12} textAnchor="end" {...TEXT} fontWeight={600}>
            {formatNumber(p.count)}
          </text>
          <Bar x={0} y={17} width={Math.max(2, x(p.count))} height={12} fill={INK} rx={2} />
        </Group>
      ))}
    </svg>
  );
}

/**
 * A chart with what a person who cannot see it needs: a heading, a one-line summary as its accessible name, the
 * numbers as a table (closed until asked for, so a long series does not bury the page) and, for those who may export,
 * the same numbers as CSV.
 */
export function ChartPanel({
  title,
  kind,
  points,
  summary,
  columns,
  csvHref,
  empty,
}: {
  title: string;
  kind: "columns" | "bars";
  points: readonly ChartPoint[];
  summary: string;
  columns: [string, string];
  csvHref: string | null;
  empty: string;
}) {
  const headingId = useId();
  const tableColumns: ColumnDef<ChartPoint>[] = [
    { header: columns[0], accessorKey: "label" },
    { header: columns[1], cell: ({ row }) => formatNumber(row.original.count) },
  ];
  const hasData = points.some((p) => p.count > 0);
  return (
    <section aria-labelledby={headingId} className="min-w-0 rounded-md border border-slate-300 bg-white p-4">
      <h2 id={headingId} className="mb-1 text-lg font-semibold">
        {title}
      </h2>
      {hasData ? (
        <>
          <p className="mb-3 text-sm text-slate-700">{summary}</p>
          {kind === "columns" ? <ColumnChart points={points} summary={summary} /> : <BarChart points={points} summary={summary} />}
          <details className="mt-3">
            <summary className="cursor-pointer text-sm font-medium underline underline-offset-2">Show the numbers</summary>
            <div className="mt-2">
              <DataTable columns={tableColumns} rows={[...points]} caption={title} rowKey={(p) => p.label} empty={empty} />
            </div>
          </details>
          {csvHref ? (
            <p className="mt-2 text-sm">
              <a href={csvHref} download className="underline underline-offset-2">
                Download {title.toLowerCase()} (CSV)
              </a>
            </p>
          ) : null}
        </>
      ) : (
        <p className="text-slate-700">{empty}</p>
      )}
    </section>
  );
}
