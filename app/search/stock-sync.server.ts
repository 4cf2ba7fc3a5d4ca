import type { Database, Queryable } from "~/db/database";
import { loadIndexedCars, parseStockChangedPayload, STOCK_CHANGED_CHANNEL } from "./search-queries.server";
import type { SearchIndex } from "./search-index";

export async function buildIndex(db: Queryable, index: SearchIndex, siteIds: number[]): Promise<void> {
  // One site at a time: only one site's rows are in memory at once, not the whole network's (issue 18: with
  // 100,000 cars, loading them all in one statement was most of the server's memory peak at start).
  for (const siteId of siteIds) index.replaceSite(siteId, await loadIndexedCars(db, [siteId]));
}

/** Loads only the named cars and applies them to the site's segments; builds the site whole if it is not indexed yet. */
export async function updateIndex(db: Queryable, index: SearchIndex, siteId: number, carIds: number[]): Promise<void> {
  if (!index.hasSite(siteId)) return buildIndex(db, index, [siteId]);
  const cars = await loadIndexedCars(db, [siteId], carIds);
  if (!index.applyChanges(siteId, carIds, cars)) await buildIndex(db, index, [siteId]);
}

/** What is still to load for a site: some cars, or all of them. */
type Pending = Set<number> | "site";

/**
 * Keeps this node's index in step with PostgreSQL: a stock_changed notification naming cars loads
 * just those and applies them to the site's segments (decision 015); one naming only the site
 * rebuilds it. One load runs per site at a time: notifications arriving meanwhile (a feed commits
 * batch after batch) gather into the next one, so a burst costs a few loads, not one each.
 */
export async function keepIndexInStep(
  db: Database,
  index: SearchIndex,
  options: { onError: (error: unknown) => void; onRebuilt?: (siteId: number) => void },
): Promise<() => Promise<void>> {
  const running = new Set<number>();
  const waiting = new Map<number, Pending>();

  const run = (siteId: number) => {
    const next = waiting.get(siteId);
    if (running.has(siteId) || next === undefined) return;
    waiting.delete(siteId);
    running.add(siteId);
    const work = next === "site" ? buildIndex(db, index, [siteId]) : updateIndex(db, index, siteId, [...next]);
    work
      .then(() => options.onRebuilt?.(siteId))
      .catch(options.onError)
      .finally(() => {
        running.delete(siteId);
        run(siteId);
      });
  };
  const enqueue = (siteId: number, carIds: number[] | null) => {
    const known = waiting.get(siteId);
    if (carIds === null || known === "site") waiting.set(siteId, "site");
    else if (known) for (const id of carIds) known.add(id);
    else waiting.set(siteId, new Set(carIds));
    // Notifications that arrive together (one read from the connection) start one load.
    if (known === undefined) queueMicrotask(() => run(siteId));
  };
  return db.listen(
    STOCK_CHANGED_CHANNEL,
    (payload) => {
      const change = parseStockChangedPayload(payload);
      if (change) enqueue(change.siteId, change.carIds);
    },
    // Changes made while the connection was down sent notifications nobody heard: rebuild every site.
    () => {
      for (const siteId of index.siteIds()) enqueue(siteId, null);
    },
  );
}
