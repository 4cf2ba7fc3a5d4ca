import type { Database, Queryable } from "~/db/database";
import { loadIndexedCars, parseStockChangedPayload, STOCK_CHANGED_CHANNEL } from "./search-queries.server";
import type { SearchIndex } from "./search-index";

export async function buildIndex(db: Queryable, index: SearchIndex, siteIds: number[]): Promise<void> {
  const cars = await loadIndexedCars(db, siteIds);
  const bySite = new Map<number, typeof cars>(siteIds.map((id) => [id, []]));
  for (const car of cars) bySite.get(car.siteId)?.push(car);
  for (const [siteId, siteCars] of bySite) index.replaceSite(siteId, siteCars);
}

/**
 * Keeps this node's index in step with PostgreSQL: each stock_changed notification rebuilds that
 * site's segment from the database. Bursts of changes to one site coalesce into one rebuild.
 */
export async function keepIndexInStep(
  db: Database,
  index: SearchIndex,
  options: { onError: (error: unknown) => void; onRebuilt?: (siteId: number) => void },
): Promise<() => Promise<void>> {
  const pending = new Map<number, Promise<void>>();
  const queued = new Set<number>();
  const rebuild = (siteId: number) => {
    if (pending.has(siteId)) {
      queued.add(siteId);
      return;
    }
    const run = buildIndex(db, index, [siteId])
      .then(() => options.onRebuilt?.(siteId))
      .catch(options.onError)
      .finally(() => {
        pending.delete(siteId);
        if (queued.delete(siteId)) rebuild(siteId);
      });
    pending.set(siteId, run);
  };
  return db.listen(
    STOCK_CHANGED_CHANNEL,
    (payload) => {
      const change = parseStockChangedPayload(payload);
      if (change) rebuild(change.siteId);
    },
    // Changes made while the connection was down sent notifications nobody heard: rebuild every site.
    () => {
      for (const siteId of index.siteIds()) rebuild(siteId);
    },
  );
}
