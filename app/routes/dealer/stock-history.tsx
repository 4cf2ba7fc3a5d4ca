import type { ColumnDef } from "@tanstack/react-table";
import { data, Link } from "react-router";
import { ConsoleError } from "~/components/console/console-error";
import { PageHeader } from "~/components/console/console-shell";
import { DataTable } from "~/components/console/data-table";
import { Facts } from "~/components/console/section";
import { loadCarHistory } from "~/console/car-history.server";
import { requireStaff } from "~/console/require-staff.server";
import type { CarHistoryLine } from "~/domain/console/car-history-view";
import type { Route } from "./+types/stock-history";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const viewer = await requireStaff(context, request, { action: "view", resource: "stock" });
  const page = await loadCarHistory(context, viewer, params.id);
  if (!page) throw data("That car isn't in this site's stock.", { status: 404 });
  return page;
}

type Line = CarHistoryLine & { id: string; runId: string | null };

const columns: ColumnDef<Line>[] = [
  { header: "When", accessorKey: "when" },
  {
    header: "What changed",
    cell: ({ row }) => (
      <span className="block">
        {row.original.what.map((w) => (
          <span key={w} className="block">
            {w}
          </span>
        ))}
      </span>
    ),
  },
  {
    header: "Who",
    cell: ({ row }) =>
      row.original.runId ? (
        <Link to={`/dealer/feeds/runs/${row.original.runId}`} className="underline underline-offset-2">
          {row.original.who}
        </Link>
      ) : (
        row.original.who
      ),
  },
];

export default function StockHistory({ loaderData }: Route.ComponentProps) {
  const { car, lines, canEdit } = loaderData;
  return (
    <>
      <title>{`History of ${car.stocknum} · Stock · Dealer console`}</title>
      <PageHeader back={{ to: "/dealer/stock", label: "All stock" }} title={`History: ${car.title}`}>
        {canEdit ? (
          <Link
            to={`/dealer/stock/${car.id}`}
            className="inline-flex min-h-11 items-center rounded-md border border-slate-400 bg-white px-4 text-sm font-semibold hover:bg-slate-100"
          >
            Edit this car
          </Link>
        ) : null}
      </PageHeader>
      <div className="mb-4 max-w-xl rounded-md border border-slate-300 bg-white p-4">
        <Facts
          rows={[
            { label: "Stock number", value: car.stocknum },
            { label: "Price now", value: car.price },
            { label: "Status now", value: car.status },
          ]}
        />
      </div>
      <DataTable
        columns={columns}
        rows={lines}
        caption={`Price and status changes of ${car.stocknum}, newest first`}
        rowKey={(l) => l.id}
        empty="No price or status changes recorded for this car yet."
      />
    </>
  );
}

export const ErrorBoundary = ConsoleError;
