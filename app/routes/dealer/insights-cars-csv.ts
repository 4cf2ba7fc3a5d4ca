import { z } from "zod";
import { CAR_REPORTS, carInsightsCsv, loadCarInsights } from "~/console/car-insights.server";
import { requireStaff } from "~/console/require-staff.server";
import { carsFilterSchema } from "~/domain/console/report-filter";
import type { Route } from "./+types/insights-cars-csv";

const reportSchema = z.enum(CAR_REPORTS).catch("viewed");

/** GET /dealer/insights/cars.csv?report=…: one of the cars report's tables as CSV, for the same filters. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const viewer = await requireStaff(context, request, { action: "export", resource: "insights" });
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const filter = carsFilterSchema.parse(query);
  const report = reportSchema.parse(query.report);
  const page = await loadCarInsights({ db: context.db, now: context.now, search: context.search }, viewer, filter);
  const name = [viewer.site.slug, page.filter.dealership, report, page.period.to].filter(Boolean).join("-");
  return new Response(carInsightsCsv(page, report), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="cars-${name}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
