import { z } from "zod";
import { INSIGHT_CHARTS, insightsCsv, loadInsights } from "~/console/insights.server";
import { requireStaff } from "~/console/require-staff.server";
import { insightsFilterSchema } from "~/domain/console/report-filter";
import type { Route } from "./+types/insights-csv";

const chartSchema = z.enum(INSIGHT_CHARTS).catch("summary");

/** GET /dealer/insights.csv?chart=…: one of the dashboard's charts as CSV, for the same period and dealership. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const viewer = await requireStaff(context, request, { action: "export", resource: "insights" });
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const filter = insightsFilterSchema.parse(query);
  const chart = chartSchema.parse(query.chart);
  const page = await loadInsights({ db: context.db, now: context.now }, viewer, filter);
  const name = [viewer.site.slug, page.filter.dealership, chart, `${page.period.from}-to-${page.period.to}`].filter(Boolean).join("-");
  return new Response(insightsCsv(page, chart), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="insights-${name}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
