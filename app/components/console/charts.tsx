import type { ColumnDef } from "@tanstack/react-table";
import { useId } from "react";
import type { ChartPoint, InsightChartData } from "~/domain/analytics/insights";
import { formatNumber } from "~/domain/format";
import { DataTable } from "./data-table";
import { ReportSection } from "./section";

/**
 * A chart with what a person who cannot see it needs: a heading, a one-line summary as its accessible name, the
 * numbers as a table (closed until asked for, so a long series does not bury the page) and, for those who may export,
 * the same numbers as CSV.
 */
export function ChartPanel({
  chart: { title, points, summary, columns, empty },
  svg,
  csvHref,
}: {
  chart: InsightChartData;
  /** The chart as the server drew it (app/console/chart-svg.server.tsx): markup of our own, its texts escaped. */
  svg: string;
  csvHref: string | null;
}) {
  const headingId = useId();
  const tableColumns: ColumnDef<ChartPoint>[] = [
    { header: columns[0], accessorKey: "label" },
    { header: columns[1], cell: ({ row }) => formatNumber(row.original.count) },
  ];
  const hasData = points.some((p) => p.count > 0);
  return (
    <ReportSection id={headingId} title={title} intro={hasData ? summary : undefined} csvHref={hasData ? csvHref : null}>
      {hasData ? (
        <>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own SVG, rendered by React (texts escaped) */}
          <div className="max-w-3xl" dangerouslySetInnerHTML={{ __html: svg }} />
          <details className="mt-3">
            <summary className="cursor-pointer text-sm font-medium underline underline-offset-2">Show the numbers</summary>
            <div className="mt-2">
              <DataTable columns={tableColumns} rows={[...points]} caption={title} rowKey={(p) => p.label} empty={empty} />
            </div>
          </details>
        </>
      ) : (
        <p className="text-slate-700">{empty}</p>
      )}
    </ReportSection>
  );
}
