/**
 * A counter per site that goes up whenever this process writes the site's content (model pages, brand tiles, service
 * links, Why Buy From Us reasons, feature banners, locations, reviews, offers, slides, popups), so the site-content
 * cache (site-content-cache.server.ts) reads it again on the next request.
 */
const generations = new Map<number, number>();

export function siteContentGeneration(siteId: number): number {
  return generations.get(siteId) ?? 0;
}

export function siteContentChanged(siteId: number): void {
  generations.set(siteId, siteContentGeneration(siteId) + 1);
}
