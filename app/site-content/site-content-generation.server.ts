/**
 * A counter per site that goes up whenever this process writes the site's content (model pages, brand tiles, service
 * links, Why Buy From Us reasons, feature banners, locations, reviews, offers, slides, popups), so the site-content
 * cache (site-content-cache.server.ts) reads it again on the next request.
 *
 * The counters are the process's, not the module's: start-up (server/boot.ts, in build/server-main.js, which hears
 * content_changed) and the pages (build/server/index.js) are two bundles, each with its own copy of this module, and a
 * bump in one copy must reach the cache the other reads.
 */
const KEY = Symbol.for("dealer-platform:site-content-generations");
const shared = globalThis as { [KEY]?: Map<number, number> };
shared[KEY] ??= new Map<number, number>();
const generations = shared[KEY];

export function siteContentGeneration(siteId: number): number {
  return generations.get(siteId) ?? 0;
}

export function siteContentChanged(siteId: number): void {
  generations.set(siteId, siteContentGeneration(siteId) + 1);
}
