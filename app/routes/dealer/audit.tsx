import type { ColumnDef } from "@tanstack/react-table";
import { ConsoleError } from "~/components/console/console-error";
import { PageHeader } from "~/components/console/console-shell";
import { DataTable } from "~/components/console/data-table";
import { loadAudit } from "~/console/load-audit.server";
import { requireStaff } from "~/console/require-staff.server";
import type { Route } from "./+types/audit";
import { PageLinks } from "~/components/console/page-links";

export async function loader({ context, request }: Route.LoaderArgs) {
  const viewer = await requireStaff(context, request, { action: "view", resource: "audit" });
  return loadAudit(context, viewer, new URL(request.url).searchParams.get("before"));
}

type Entry = Awaited<ReturnType<typeof loader>>["entries"][number];
const change = (text: string | null) => (text ? <code className="break-all text-xs">{text}</code> : "—");
const columns: ColumnDef<Entry>[] = [
  { header: "When", accessorKey: "at" },
  { header: "Who", accessorKey: "actor" },
  { header: "What", cell: ({ row }) => `${row.original.action} · ${row.original.resource}` },
  { header: "Before", cell: ({ row }) => change(row.original.before) },
  { header: "After", cell: ({ row }) => change(row.original.after) },
];

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { entries, next } = loaderData;
  return (
    <>
      <title>Audit log · Dealer console</title>
      <PageHeader title="Audit log" />
      <p className="mb-4 max-w-3xl text-slate-700">
        Every change made in the console or from the command line, newest first, with the values before and after.
      </p>
      <DataTable
        columns={columns}
        rows={entries}
        caption="Audit log, newest first"
        rowKey={(e) => e.id}
        empty="Nothing has been changed yet."
      />
      <PageLinks previous={null} next={next ? { to: `?before=${encodeURIComponent(next)}`, label: "Older entries" } : null} />
    </>
  );
}

export const ErrorBoundary = ConsoleError;
