// The console's charts (visx) rendered to SVG markup on the server: a chart is a picture of numbers the page also
// gives as a table, so the browser needs none of the charting code (it would add 22 KB to the page's JavaScript).
import { AxisBottom, AxisLeft } from "@visx/axis";
import { GridRows } from "@visx/grid";
import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";
import { renderToStaticMarkup } from "react-dom/server";
import type { ChartPoint, InsightChartData } from "~/domain/analytics/insights";
import { formatNumber } from "~/domain/format";

// The charts draw in a phone-sized box that the page scales to its width: their text stays readable at 360 px.
const WIDTH = 360;
const COLUMN_HEIGHT = 180;
const MARGIN = { top: 10, right: 8, bottom: 26, left: 38 };
const INK = "#334155"; // slate-700: dark on the console's light pages, 10:1 on white
const RULE = "#cbd5e1";
const TEXT = { fill: "#334155", fontSize: 12, fontFamily: "inherit" } as const;

/** Counts over time as columns (visx, rendered on the server as SVG). Labels are thinned to about five. */
function ColumnChart({ points, summary }: { points: readonly ChartPoint[]; summary: string }) {
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = COLUMN_HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand({ domain: points.map((p) => p.label), range: [0, innerWidth], padding: 0.2 });
  const y = scaleLinear({ domain: [0, Math.max(1, ...points.map((p) => p.count))], range: [innerHeight, 0], nice: true });
  const every = Math.ceil(points.length / 5);
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
function BarChart({ points, summary }: { points: readonly ChartPoint[]; summary: string }) {
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

/** A chart's SVG markup, as the page embeds it. */
export function chartSvg(chart: Pick<InsightChartData, "kind" | "points" | "summary">): string {
  const Chart = chart.kind === "columns" ? ColumnChart : BarChart;
  return renderToStaticMarkup(<Chart points={chart.points} summary={chart.summary} />);
}
