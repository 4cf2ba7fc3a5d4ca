import type { ColumnDef } from "@tanstack/react-table";
import { Link } from "react-router";
import { ConsoleError } from "~/components/console/console-error";
import { PageHeader } from "~/components/console/console-shell";
import { DataTable } from "~/components/console/data-table";
import { Section } from "~/components/console/section";
import { loadContentList } from "~/console/content-editor.server";
import { requireStaff } from "~/console/require-staff.server";
import { can } from "~/domain/console/can";
import type { Route } from "./+types/content";

export async function loader({ context, request }: Route.LoaderArgs) {
  const viewer = await requireStaff(context, request, { action: "view", resource: "content" });
  const page = await loadContentList({ db: context.db, now: context.now }, viewer);
  return { ...page, canEdit: can(viewer.role, "edit", "content") };
}

type Row = Awaited<ReturnType<typeof loader>>["lists"][number]["items"][number];
const columns: ColumnDef<Row>[] = [
  {
    header: "Title",
    cell: ({ row }) => (
      <Link to={`/dealer/content/${row.original.kind}/${row.original.id}`} className="font-semibold underline underline-offset-2">
        {row.original.title}
      </Link>
    ),
  },
  { header: "Status", accessorKey: "status" },
  { header: "Runs", accessorKey: "runs" },
  { header: "Last saved", accessorKey: "saved", meta: { phone: false } },
];

const NEW_LABEL: Record<string, string> = { offer: "New offer", slide: "New slide", popup: "New popup" };

export default function Content({ loaderData }: Route.ComponentProps) {
  const { lists, canEdit } = loaderData;
  return (
    <>
      <title>Offers and promotions · Dealer console</title>
      <PageHeader title="Offers and promotions">
        <Link to="/dealer/content/images" className="inline-flex min-h-11 items-center px-2 text-sm underline underline-offset-2">
          Image library
        </Link>
      </PageHeader>
      <p className="mb-4 max-w-3xl text-slate-700">
        The site's special offers, the home page's slides and its popup. Save a draft, preview it as shoppers will see it, then publish;
        every saved version is kept, and any can be restored.
      </p>
      <div className="space-y-6">
        {lists.map((list) => (
          <Section key={list.kind} title={list.label} id={list.kind}>
            {canEdit ? (
              <p className="mb-3">
                <Link
                  to={`/dealer/content/${list.kind}/new`}
                  className="inline-flex min-h-11 items-center rounded-md bg-slate-900 px-4 py-2 text-sm font-semibold text-white hover:bg-slate-700"
                >
                  {NEW_LABEL[list.kind]}
                </Link>
              </p>
            ) : null}
            <DataTable
              columns={columns}
              rows={list.items}
              caption={list.label}
              rowKey={(r) => String(r.id)}
              empty={`No ${list.label.toLowerCase()} yet.`}
            />
          </Section>
        ))}
      </div>
    </>
  );
}

export const ErrorBoundary = ConsoleError;
