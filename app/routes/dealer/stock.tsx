import { data, Link } from "react-router";
import { ConsoleError } from "~/components/console/console-error";
import { PageHeader } from "~/components/console/console-shell";
import { FormMessage } from "~/components/console/fields";
import { StockFilters } from "~/components/console/stock-filters";
import { BulkConfirmation, StockTable } from "~/components/console/stock-table";
import { changeStockInBulk } from "~/console/bulk-stock-change.server";
import { requireStaff, requireStaffForm } from "~/console/require-staff.server";
import { loadStockList } from "~/console/stock-list.server";
import { parseBulkForm } from "~/domain/console/stock-bulk-form";
import { parseStockFilter } from "~/domain/console/stock-filter";
import type { Route } from "./+types/stock";
import { PageLinks } from "~/components/console/page-links";

export async function loader({ context, request }: Route.LoaderArgs) {
  const viewer = await requireStaff(context, request, { action: "view", resource: "stock" });
  const typed = Object.fromEntries(new URL(request.url).searchParams);
  const { filter, error } = parseStockFilter(typed);
  const list = loadStockList(context, viewer, filter);
  return { ...list, filter, error, typed, filtered: Object.values(typed).some(Boolean) };
}

/** The fields a confirmation posts again: the change the manager chose, for the cars the preview found. */
const CHANGE_FIELDS = ["change", "status", "priceBy", "priceValue", "filter"] as const;

export async function action({ context, request }: Route.ActionArgs) {
  const { viewer, form } = await requireStaffForm(context, request, { action: "edit", resource: "stock" });
  const parsed = parseBulkForm({ ...Object.fromEntries(form), car: form.getAll("car") });
  if (!parsed.ok) return data({ error: parsed.message }, { status: 400 });
  const outcome = await changeStockInBulk(context, viewer, parsed.request);
  if (!outcome.ok) return data({ error: outcome.message }, { status: outcome.status });
  if (outcome.step === "apply") return { done: outcome.done };
  const fields = Object.fromEntries(CHANGE_FIELDS.map((name) => [name, String(form.get(name) ?? "")]));
  return { confirm: { question: outcome.question, ids: outcome.ids, fields } };
}

export default function Stock({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, count, countLabel, page, pages, query, dealerships, makes, models, canEdit, filter, error, typed, filtered } = loaderData;
  const result = actionData;
  const pageLink = (n: number) => `?${[query, n > 1 ? `page=${n}` : ""].filter(Boolean).join("&")}`;
  return (
    <>
      <title>Stock · Dealer console</title>
      <PageHeader title="Stock">
        {canEdit ? (
          <Link
            to="/dealer/stock/new"
            className="inline-flex min-h-11 items-center rounded-md bg-slate-900 px-4 text-sm font-semibold text-white hover:bg-slate-700"
          >
            Add a car
          </Link>
        ) : null}
      </PageHeader>
      <p className="-mt-2 mb-4 max-w-3xl text-slate-700">
        Every car of the site, sold and off the website included, from the same search the shoppers use.
      </p>
      {/* The question and the outcome come first, where a phone's screen is after the post. */}
      <div className="mb-4" aria-live="polite">
        {result && "confirm" in result && result.confirm ? (
          <BulkConfirmation
            key={`${result.confirm.question}:${result.confirm.ids.join(",")}`}
            question={result.confirm.question}
            ids={result.confirm.ids}
            fields={result.confirm.fields}
            cancelTo={query ? `?${query}` : "/dealer/stock"}
          />
        ) : (
          <FormMessage error={result && "error" in result ? result.error : null} done={result && "done" in result ? result.done : null} />
        )}
      </div>
      <StockFilters filter={filter} dealerships={dealerships} makes={makes} models={models} error={error} typed={typed} />
      <p className="mb-2 text-sm font-medium text-slate-800">
        {count === 1 ? "1 car" : `${countLabel} cars`}
        {pages > 1 ? `, page ${page} of ${pages}` : ""}
      </p>
      <StockTable rows={rows} count={count} countLabel={countLabel} query={query} canEdit={canEdit} filtered={filtered} />
      <PageLinks
        previous={page > 1 ? { to: pageLink(page - 1), label: "Previous page" } : null}
        next={page < pages ? { to: pageLink(page + 1), label: "Next page" } : null}
      />
    </>
  );
}

export const ErrorBoundary = ConsoleError;
