import type { ColumnDef } from "@tanstack/react-table";
import { Link } from "react-router";
import { ConsoleError } from "~/components/console/console-error";
import { PageHeader } from "~/components/console/console-shell";
import { DataTable } from "~/components/console/data-table";
import { Section } from "~/components/console/section";
import { requireStaff } from "~/console/require-staff.server";
import { formatDateTime } from "~/domain/format";
import { loadFeedsPage } from "~/stock-feed/feed-console.server";
import { intervalLabel, PULL_STATUS_LABELS, type RunLine, runLine } from "~/stock-feed/feed-run-view";
import type { Route } from "./+types/feeds";
import { PageLinks } from "~/components/console/page-links";

export async function loader({ context, request }: Route.LoaderArgs) {
  const viewer = await requireStaff(context, request, { action: "view", resource: "feeds" });
  const page = await loadFeedsPage(context.db, viewer.site, Number(new URL(request.url).searchParams.get("page") ?? 1));
  const zone = viewer.site.timeZone;
  return {
    ...page,
    runs: page.runs.map((r) => runLine(r, zone)),
    dealerships: page.dealerships.map((d) => ({
      slug: d.slug,
      name: d.name,
      key: d.key ? `Made ${formatDateTime(d.key.createdAt, zone)}` : "No key",
      pull: d.pull
        ? {
            url: d.pull.url,
            schedule: `${d.pull.enabled ? intervalLabel(d.pull.intervalMinutes) : "Paused"}, ${d.pull.mode} feed`,
            last: d.pull.lastCheckedAt
              ? `${PULL_STATUS_LABELS[d.pull.lastStatus ?? "unchanged"]}, ${formatDateTime(new Date(d.pull.lastCheckedAt), zone)}`
              : "Not pulled yet",
            message: d.pull.lastStatus === "failed" ? d.pull.lastMessage : null,
          }
        : null,
    })),
  };
}

const STATUS_STYLE: Record<RunLine["statusKind"], string> = {
  applied: "bg-green-100 text-green-900",
  held: "bg-amber-100 text-amber-900",
  failed: "bg-red-100 text-red-900",
  dry_run: "bg-slate-100 text-slate-800",
  running: "bg-sky-100 text-sky-900",
};

const columns: ColumnDef<RunLine>[] = [
  {
    header: "Started",
    cell: ({ row }) => (
      <Link to={`/dealer/feeds/runs/${row.original.id}`} className="font-medium underline underline-offset-2">
        {row.original.when}
      </Link>
    ),
  },
  { header: "Dealership", accessorKey: "dealership" },
  {
    header: "Status",
    cell: ({ row }) => (
      <span className={`rounded px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[row.original.statusKind]}`}>{row.original.status}</span>
    ),
  },
  { header: "What it did", cell: ({ row }) => `${row.original.mode} feed: ${row.original.counts}` },
  { header: "Source", accessorKey: "source" },
  { header: "Took", cell: ({ row }) => <span className="whitespace-nowrap">{row.original.duration}</span>, meta: { phone: false } },
];

export default function Feeds({ loaderData }: Route.ComponentProps) {
  const { runs, dealerships, count, page, pages } = loaderData;
  return (
    <>
      <title>Feeds · Dealer console</title>
      <PageHeader title="Feeds" />
      <p className="-mt-2 mb-4 max-w-3xl text-slate-700">
        What each stock feed did, however it came: sent by your stock system, pulled on a schedule, run from the command line or applied
        here.
      </p>
      <div className="mb-6 grid gap-4 md:grid-cols-2">
        {dealerships.map((d) => (
          <Section key={d.slug} title={d.name} id={`dealership-${d.slug}`}>
            <dl className="space-y-2 text-sm">
              <div>
                <dt className="font-medium text-slate-600">Feed key</dt>
                <dd>{d.key}</dd>
              </div>
              <div>
                <dt className="font-medium text-slate-600">Scheduled pull</dt>
                <dd className="break-words">{d.pull ? `${d.pull.schedule} from ${d.pull.url}` : "None"}</dd>
                {d.pull ? <dd>Last: {d.pull.last}</dd> : null}
                {d.pull?.message ? <dd className="text-red-800">{d.pull.message}</dd> : null}
              </div>
            </dl>
            <Link
              to={`/dealer/feeds/settings/${d.slug}`}
              className="mt-3 inline-flex min-h-11 items-center rounded-md border border-slate-400 bg-white px-4 text-sm font-semibold hover:bg-slate-100"
              aria-label={`Key and schedule of ${d.name}`}
            >
              Key and schedule
            </Link>
          </Section>
        ))}
      </div>
      <h2 className="mb-2 text-lg font-semibold">Runs</h2>
      <p className="mb-2 text-sm font-medium text-slate-800">
        {count === 1 ? "1 run" : `${count} runs`}
        {pages > 1 ? `, page ${page} of ${pages}` : ""}
      </p>
      <DataTable
        columns={columns}
        rows={runs}
        caption="Feed runs, newest first"
        rowKey={(r) => r.id}
        empty="No feed has run yet. Make a feed key for your stock system, or give a dealership an address to pull from."
      />
      <PageLinks
        previous={page > 1 ? { to: `?page=${page - 1}`, label: "Newer runs" } : null}
        next={page < pages ? { to: `?page=${page + 1}`, label: "Older runs" } : null}
      />
    </>
  );
}

export const ErrorBoundary = ConsoleError;
