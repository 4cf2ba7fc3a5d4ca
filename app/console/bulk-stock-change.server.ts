import type { Database, Queryable } from "~/db/database";
import { recordAudit } from "~/db/queries/audit.server";
import { bulkPrices } from "~/domain/console/bulk-price";
import { BULK_LIMIT, type BulkChange, type BulkRequest, bulkDone, bulkQuestion } from "~/domain/console/stock-bulk-form";
import { stockFilterSchema } from "~/domain/console/stock-filter";
import { formatAud, formatNumber } from "~/domain/format";
import type { StockSearch } from "~/search/search-index";
import { tagStockChange } from "~/stock/car-history-queries.server";
import type { Viewer } from "./require-staff.server";
import { staffStockSearch } from "./stock-list.server";
import { type LockedCar, lockSiteCars, setCarPrices, setCarStatuses } from "./stock-queries.server";

type Deps = { db: Database; search: StockSearch; now: Date };

export type BulkOutcome =
  | { ok: true; step: "preview"; question: string; ids: number[]; count: number }
  | { ok: true; step: "apply"; done: string; changed: number }
  | { ok: false; status: 400 | 404 | 409; message: string };

type Plan =
  | {
      ok: true;
      status?: BulkChange & { kind: "status" };
      prices?: { id: number; before: number; after: number }[];
      changed: LockedCar[];
      unchanged: number;
    }
  | { ok: false; status: 404 | 409; message: string };

/** What the change does to these cars of the site, or why it cannot be made; every id must be a car the viewer may change. */
async function plan(tx: Queryable, viewer: Viewer, ids: number[], change: BulkChange): Promise<Plan> {
  const cars = await lockSiteCars(tx, viewer.site.id, ids);
  const mine = viewer.dealershipSlugs ? cars.filter((c) => viewer.dealershipSlugs?.includes(c.dealershipSlug)) : cars;
  const missing = ids.length - mine.length;
  if (missing)
    return {
      ok: false,
      status: 404,
      message: `${missing === 1 ? "1 of those cars isn't" : `${formatNumber(missing)} of those cars aren't`} in this site's stock any more. Reload the list and choose again.`,
    };
  if (change.kind === "status") {
    const changed = mine.filter((c) => c.status !== change.status);
    return { ok: true, status: change, changed, unchanged: mine.length - changed.length };
  }
  const prices = bulkPrices(mine, change.change);
  if (!prices.ok) return { ok: false, status: 409, message: prices.message };
  const moved = prices.prices.filter((p) => p.after !== p.before);
  return { ok: true, prices: moved, changed: mine.filter((c) => moved.some((p) => p.id === c.id)), unchanged: mine.length - moved.length };
}

/** The cars a request names: the ticked ones, or every car matching the list's filters now. */
function selectedIds(deps: Deps, viewer: Viewer, request: BulkRequest): { ok: true; ids: number[] } | { ok: false; message: string } {
  if (request.selection.kind === "ids") return { ok: true, ids: request.selection.ids };
  const filter = stockFilterSchema.safeParse(Object.fromEntries(new URLSearchParams(request.selection.filter)));
  if (!filter.success) return { ok: false, message: filter.error.issues[0]?.message ?? "Those filters aren't valid." };
  const { state, view } = staffStockSearch(deps, viewer, filter.data);
  const ids = deps.search.matchingIds(viewer.site.id, state, { rules: view, defaultSort: "latest", now: deps.now });
  if (ids.length > BULK_LIMIT)
    return {
      ok: false,
      message: `${formatNumber(ids.length)} cars match: a bulk change takes at most ${formatNumber(BULK_LIMIT)} at once. Narrow the filters first.`,
    };
  return { ok: true, ids: ids.sort((a, b) => a - b) };
}

/**
 * A bulk change of the site's stock (mark sold, change status, change price by an amount or a percentage). The
 * preview names the cars and asks "Mark 12 cars sold?"; the apply step changes exactly those, all or none, in one
 * transaction that also writes an audit entry per car, names the person for the car history (the database's trigger
 * writes it) and tells every process's search and page cache which cars changed (on commit).
 */
export async function changeStockInBulk(deps: Deps, viewer: Viewer, request: BulkRequest): Promise<BulkOutcome> {
  const selected = selectedIds(deps, viewer, request);
  if (!selected.ok) return { ok: false, status: 400, message: selected.message };
  const { ids } = selected;
  if (!ids.length) return { ok: false, status: 400, message: "No cars match those filters." };
  if (request.step === "preview") {
    const checked = await plan(deps.db, viewer, ids, request.change);
    if (!checked.ok) return checked;
    return { ok: true, step: "preview", question: bulkQuestion(request.change, ids.length, formatAud), ids, count: ids.length };
  }
  const versionBefore = deps.search.version(viewer.site.id);
  const outcome = await deps.db.transaction(async (tx): Promise<BulkOutcome> => {
    const made = await plan(tx, viewer, ids, request.change);
    if (!made.ok) return made;
    const actor = { staffId: viewer.staff.id, email: viewer.staff.email };
    const siteId = viewer.site.id;
    await tagStockChange(tx, { source: "console", staffId: viewer.staff.id, actor: viewer.staff.email, at: deps.now });
    const changedIds = made.changed.map((c) => c.id);
    if (made.status && changedIds.length) await setCarStatuses(tx, siteId, changedIds, made.status.status, deps.now);
    if (made.prices?.length) await setCarPrices(tx, siteId, made.prices, deps.now);
    for (const car of made.changed) {
      const price = made.prices?.find((p) => p.id === car.id);
      await recordAudit(tx, {
        siteId,
        actor,
        at: deps.now,
        action: price ? "change_price" : "change_status",
        resource: "car",
        resourceId: String(car.id),
        before: price ? { stocknum: car.stocknum, price: price.before } : { stocknum: car.stocknum, status: car.status },
        after: price ? { stocknum: car.stocknum, price: price.after } : { stocknum: car.stocknum, status: made.status?.status },
      });
    }
    return { ok: true, step: "apply", done: bulkDone(request.change, changedIds.length, made.unchanged), changed: changedIds.length };
  });
  // The page that follows reads this process's index: let it catch up with the commit first (it hears it in ms).
  if (outcome.ok && outcome.step === "apply" && outcome.changed) await indexMoved(deps.search, viewer.site.id, versionBefore);
  return outcome;
}

const INDEX_WAIT_MS = 1_000;

async function indexMoved(search: StockSearch, siteId: number, before: number): Promise<void> {
  const until = Date.now() + INDEX_WAIT_MS;
  while (search.version(siteId) === before && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 5));
}
