import type { ColumnDef } from "@tanstack/react-table";
import { Link } from "react-router";
import { ConsoleError } from "~/components/console/console-error";
import { PageHeader } from "~/components/console/console-shell";
import { DataTable } from "~/components/console/data-table";
import { requireStaff } from "~/console/require-staff.server";
import { can } from "~/domain/console/can";
import { loadMarketplaceConsole } from "~/marketplace-feeds/load-marketplace-console.server";
import type { Route } from "./+types/marketplace-feeds";

export async function loader({ context, request }: Route.LoaderArgs) {
  const viewer = await requireStaff(context, request, { action: "view", resource: "stock" });
  // The token is the feeds' only lock: those who set marketplaces up (managers, marketing) see it; salespeople do not.
  const showToken = can(viewer.role, "edit", "offers");
  const page = await loadMarketplaceConsole({ db: context.db, site: viewer.site, now: context.now }, showToken);
  return { ...page, canEdit: can(viewer.role, "edit", "stock") };
}

type Address = Route.ComponentProps["loaderData"]["addresses"][number];
type LeftOut = Route.ComponentProps["loaderData"]["feeds"][number]["leftOut"][number];

const addressColumns: ColumnDef<Address>[] = [
  { header: "Marketplace", accessorKey: "marketplace" },
  { header: "Cars of", accessorKey: "scope" },
  { header: "Address", cell: ({ row }) => <code className="break-all text-sm">{row.original.url}</code> },
];

const leftOutColumns = (canEdit: boolean): ColumnDef<LeftOut>[] => [
  {
    header: "Stock number",
    cell: ({ row }) =>
      canEdit ? (
        <Link to={`/dealer/stock/${row.original.id}`} className="underline underline-offset-2">
          {row.original.stocknum}
        </Link>
      ) : (
        row.original.stocknum
      ),
  },
  { header: "What to fix", cell: ({ row }) => row.original.problems.join("; ") },
];

export default function MarketplaceFeeds({ loaderData }: Route.ComponentProps) {
  const { addresses, feeds, tokenSet, tokenShown, canEdit } = loaderData;
  return (
    <>
      <title>Marketplace feeds · Dealer console</title>
      <PageHeader title="Marketplace feeds" />
      <p className="mb-4 max-w-3xl text-slate-700">
        Your stock as the catalogues Google and Meta advertise it from. Give a marketplace its address once: it fetches the feed itself, and
        each fetch has your stock as it is now. Sold and hidden cars are never in them.
      </p>
      {tokenSet && !tokenShown ? (
        <p className="mb-4 max-w-3xl rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
          These feeds need the site's token, which is not shown to you: a manager or marketing can copy the full addresses.
        </p>
      ) : null}
      <h2 className="mb-2 text-lg font-semibold">Addresses</h2>
      <DataTable columns={addressColumns} rows={addresses} caption="Marketplace feed addresses" rowKey={(a) => a.url} empty="" />
      {feeds.map((feed) => (
        <section key={feed.marketplace} aria-labelledby={`feed-${feed.marketplace}`} className="mt-6">
          <h2 id={`feed-${feed.marketplace}`} className="mb-1 text-lg font-semibold">
            {feed.label}
          </h2>
          <p className="mb-2 text-sm text-slate-800">
            {feed.sent === 1 ? "1 car sent" : `${feed.sent} cars sent`}
            {feed.leftOut.length ? `; ${feed.leftOut.length === 1 ? "1 car" : `${feed.leftOut.length} cars`} left out until fixed` : ""}
          </p>
          {feed.leftOut.length ? (
            <DataTable
              columns={leftOutColumns(canEdit)}
              rows={feed.leftOut}
              caption={`Cars left out of the ${feed.label} feed, and what to fix`}
              rowKey={(c) => String(c.id)}
              empty=""
            />
          ) : null}
        </section>
      ))}
    </>
  );
}

export const ErrorBoundary = ConsoleError;
