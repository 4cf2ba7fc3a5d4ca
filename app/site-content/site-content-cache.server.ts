import type { Queryable } from "~/db/database";
import { siteContentGeneration } from "./site-content-generation.server";

/**
 * How long a site's content is reused: its model pages, brand tiles, service links, Why Buy From Us reasons, feature
 * banners, locations and slides, and the reads kept under a key of their own (siteContentRead: reviews, offers, popups).
 * Every page's header and footer show the first three (the root loader), the home and car pages the others (on
 * PGlite a car page's six queries were about a quarter of its server time; reading these lists here cut its CPU a
 * request by about 15%), and they change only when the demo seeder (or, later, a dealer console) replaces them.
 * A replacement made in this process shows on the next request (siteContentChanged); one made by another process
 * (`npm run seed`, another worker of a cluster), or one committed while a request was reading, within this long.
 */
export const SITE_CONTENT_MAX_AGE_MS = 30_000;

/**
 * The lists every page of a site may show, each kept under its own name. The caller names the list's own query (its
 * feature's `list...` function, or `listLocations`), so this cache imports no feature: one name, one query.
 */
export type SiteContentKind = "modelPages" | "brandTiles" | "serviceLinks" | "whyBuyReasons" | "featureBanners" | "locations" | "slides";
type Entry = { siteId: number; at: number; generation: number; rows: Promise<unknown> };

/** Per database, per site and read: a site's content is never another's. */
const cache = new WeakMap<Queryable, Map<string, Entry>>();

/** One of the site's content lists, read by `read` (siteContentRead, under the list's name). */
export function siteContent<T>(
  db: Queryable,
  siteId: number,
  kind: SiteContentKind,
  read: (db: Queryable, siteId: number) => Promise<T>,
  clock: () => number = Date.now,
): Promise<T> {
  return siteContentRead(db, siteId, kind, () => read(db, siteId), clock);
}

/**
 * A read of the site's content under `key`, from the database at most every SITE_CONTENT_MAX_AGE_MS: the lists
 * above, the reviews summary, and the offers and popups running on a day (issue 18: a home page's six queries of
 * locations, reviews, offers, slides and popups halved its requests a second on PGlite, 62 to 28 here, bench:ssr's
 * load with the page cache off). A read that depends on the calendar day has the day in its key;
 * the caller still decides by the instant. Concurrent requests share one read; a failed read (the database away) is
 * not kept. The rows are shared: callers must not change them.
 */
export function siteContentRead<T>(
  db: Queryable,
  siteId: number,
  key: string,
  read: () => Promise<T>,
  clock: () => number = Date.now,
): Promise<T> {
  let entries = cache.get(db);
  if (!entries) {
    entries = new Map();
    cache.set(db, entries);
  }
  const siteKey = `${siteId}:${key}`;
  const generation = siteContentGeneration(siteId);
  const at = clock();
  const fresh = (entry: Entry) =>
    entry.generation === siteContentGeneration(entry.siteId) && at - entry.at <= SITE_CONTENT_MAX_AGE_MS && at >= entry.at;
  const entry = entries.get(siteKey);
  if (entry && fresh(entry)) return entry.rows as Promise<T>;
  // Yesterday's keys are never read again: whatever has gone stale goes when something is read anew.
  for (const [k, e] of entries) if (!fresh(e)) entries.delete(k);
  const rows = read();
  const stored: Entry = { siteId, at, generation, rows };
  entries.set(siteKey, stored);
  rows.catch(() => {
    if (entries.get(siteKey) === stored) entries.delete(siteKey);
  });
  return rows;
}
