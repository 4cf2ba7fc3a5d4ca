import { data } from "react-router";
import { exportLeads } from "~/console/export-leads.server";
import { requireStaff } from "~/console/require-staff.server";
import { inboxFilterSchema } from "~/domain/console/inbox-filter";
import type { Route } from "./+types/leads-export";

export async function loader({ context, request }: Route.LoaderArgs) {
  const viewer = await requireStaff(context, request, { action: "export", resource: "leads" });
  const parsed = inboxFilterSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) throw data(parsed.error.issues[0]?.message ?? "Those filters aren't valid.", { status: 400 });
  const csv = await exportLeads(context, viewer, parsed.data);
  const day = context.now.toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${viewer.site.slug}-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
