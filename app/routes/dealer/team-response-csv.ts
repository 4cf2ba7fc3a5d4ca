import { requireStaff } from "~/console/require-staff.server";
import { loadTeamResponse, teamResponseCsv } from "~/console/team-response.server";
import { responseFilterSchema } from "~/domain/console/report-filter";
import type { Route } from "./+types/team-response-csv";

export async function loader({ context, request }: Route.LoaderArgs) {
  const viewer = await requireStaff(context, request, { action: "export", resource: "insights" });
  const filter = responseFilterSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const { report } = await loadTeamResponse({ db: context.db, now: context.now }, viewer, filter);
  const day = context.now.toISOString().slice(0, 10);
  return new Response(teamResponseCsv(report), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="response-times-${viewer.site.slug}-${filter.days}d-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
