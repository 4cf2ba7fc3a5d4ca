import type { ColumnDef } from "@tanstack/react-table";
import { Link } from "react-router";
import { ConsoleError } from "~/components/console/console-error";
import { PageHeader } from "~/components/console/console-shell";
import { DataTable } from "~/components/console/data-table";
import { loadLocationsList } from "~/console/location-hours.server";
import { requireStaff } from "~/console/require-staff.server";
import type { Route } from "./+types/locations";

export async function loader({ context, request }: Route.LoaderArgs) {
  const viewer = await requireStaff(context, request, { action: "view", resource: "content" });
  return { locations: await loadLocationsList(context.db, viewer, context.now) };
}

type Row = Awaited<ReturnType<typeof loader>>["locations"][number];
const columns: ColumnDef<Row>[] = [
  {
    header: "Location",
    cell: ({ row }) => (
      <Link to={`/dealer/locations/${row.original.slug}`} className="font-semibold underline">
        {row.original.name}
      </Link>
    ),
  },
  { header: "Dealership", accessorKey: "dealershipName", meta: { phone: false } },
  { header: "Departments", accessorKey: "departments" },
  { header: "Holidays ahead", cell: ({ row }) => String(row.original.holidays) },
];

export default function Locations({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <title>Locations · Dealer console</title>
      <PageHeader title="Locations" />
      <p className="mb-4 max-w-3xl text-slate-700">Each location's opening hours by department, and its holiday hours.</p>
      <DataTable
        columns={columns}
        rows={loaderData.locations}
        caption="Locations"
        rowKey={(l) => l.slug}
        empty="This site has no locations yet."
      />
    </>
  );
}

export const ErrorBoundary = ConsoleError;
