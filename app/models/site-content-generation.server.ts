/**
 * A counter per site that goes up whenever this process replaces the site's model pages, brand tiles, service
 * links, Why Buy From Us reasons or feature banners, so the site-content cache (site-content-cache.server.ts) reads them again on the next request.
 */
const generations = new Map<number, number>();

export function siteContentGeneration(siteId: number): number {
  return generations.get(siteId) ?? 0;
}

export function siteContentChanged(siteId: number): void {
  generations.set(siteId, siteContentGeneration(siteId) + 1);
}
