import type { StockSearch } from "~/search/search-index";
import type { TenantSite } from "~/sites/tenant-site";

/**
 * How long a summary of a site's stock (its counts for the nav, the quick search's makes and models) is reused
 * while the stock itself does not change. A change to the stock (a feed import, a sale, a reservation: the
 * stock_changed notification that keeps the index in step) changes the index's version, so it shows on the next
 * request. What visibility depends on time alone (a sold car leaving the sold window, a car passing a site's age
 * limit) can lag by at most this long.
 */
export const STOCK_MEMO_MAX_AGE_MS = 60_000;
/** The most summaries one site keeps: a bound for keys made from what a page shows (today there are two fixed ones). */
const MAX_ENTRIES_PER_SITE = 256;

type Entry = { version: number; at: number; value: unknown };

/**
 * Per index, per site (the TenantSite object: a site reloaded with new settings is a new object, so starts empty),
 * per key. Tenants never share an entry.
 */
const memos = new WeakMap<StockSearch, WeakMap<TenantSite, Map<string, Entry>>>();

/**
 * `compute()`'s answer for this site and key, reused while the site's indexed stock is unchanged and for at most
 * STOCK_MEMO_MAX_AGE_MS of `now` (either way: a request with an earlier `now` computes afresh too). The value is
 * shared between requests: callers must not change it.
 */
export function memoStock<T>(search: StockSearch, site: TenantSite, now: Date, key: string, compute: () => T): T {
  let bySite = memos.get(search);
  if (!bySite) {
    bySite = new WeakMap();
    memos.set(search, bySite);
  }
  let entries = bySite.get(site);
  if (!entries) {
    entries = new Map();
    bySite.set(site, entries);
  }
  const version = search.version(site.id);
  const at = now.getTime();
  const entry = entries.get(key);
  if (entry && entry.version === version && Math.abs(at - entry.at) <= STOCK_MEMO_MAX_AGE_MS) return entry.value as T;
  const value = compute();
  entries.delete(key);
  entries.set(key, { version, at, value });
  // A Map iterates in insertion order: the first key is the one stored longest ago.
  if (entries.size > MAX_ENTRIES_PER_SITE) entries.delete(entries.keys().next().value as string);
  return value;
}
