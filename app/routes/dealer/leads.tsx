import { useState } from "react";
import { data } from "react-router";
import { useConsoleLayout } from "~/components/console/console-csrf";
import { LiveInboxStatus } from "~/components/console/live-inbox-status";
import { notifyNewLead, useLiveInbox } from "~/components/console/use-live-inbox";
import { ConsoleError } from "~/components/console/console-error";
import { PageHeader } from "~/components/console/console-shell";
import { InboxFilters } from "~/components/console/inbox-filters";
import { InboxTable } from "~/components/console/inbox-table";
import { loadInbox } from "~/console/load-inbox.server";
import { requireStaff } from "~/console/require-staff.server";
import { can } from "~/domain/console/can";
import { inboxFilterSchema } from "~/domain/console/inbox-filter";
import type { Route } from "./+types/leads";
import { PageLinks } from "~/components/console/page-links";

/** The live inbox's stream (server/live-leads.ts, served before admission control). */
const LIVE_INBOX_PATH = "/dealer/leads/live";

export async function loader({ context, request }: Route.LoaderArgs) {
  const viewer = await requireStaff(context, request, { action: "view", resource: "leads" });
  const url = new URL(request.url);
  const parsed = inboxFilterSchema.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) throw data(parsed.error.issues[0]?.message ?? "Those filters aren't valid.", { status: 400 });
  const inbox = await loadInbox(context, viewer, parsed.data);
  const filtered = [...url.searchParams.keys()].some((k) => k !== "after" && url.searchParams.get(k));
  const rest = new URLSearchParams(url.searchParams);
  rest.delete("after");
  return { ...inbox, filter: parsed.data, filtered, query: rest.toString(), canExport: can(viewer.role, "export", "leads") };
}

export default function Leads({ loaderData }: Route.ComponentProps) {
  const { items, next, filter, filtered, dealerships, staff, query, canExport } = loaderData;
  const { unread, site } = useConsoleLayout();
  const [arrived, setArrived] = useState(0);
  const live = useLiveInbox(LIVE_INBOX_PATH, () => {
    setArrived((n) => n + 1);
    notifyNewLead(site.name);
  });
  const withQuery = (extra: string) => `?${[query, extra].filter(Boolean).join("&")}`;
  return (
    <>
      <title>{`${unread ? `(${unread} new) ` : ""}Leads · Dealer console`}</title>
      <PageHeader title="Leads">
        {canExport ? (
          <a
            href={`/dealer/leads/export.csv${withQuery("")}`}
            className="inline-flex min-h-11 items-center rounded-md border border-slate-400 bg-white px-4 text-sm font-semibold hover:bg-slate-100"
            download
          >
            Export CSV
          </a>
        ) : null}
      </PageHeader>
      <LiveInboxStatus state={live} arrived={arrived} />
      <InboxFilters filter={filter} dealerships={dealerships} staff={staff} />
      <InboxTable items={items} filtered={filtered} />
      <PageLinks previous={null} next={next ? { to: withQuery(`after=${encodeURIComponent(next)}`), label: "Older leads" } : null} />
    </>
  );
}

export const ErrorBoundary = ConsoleError;
