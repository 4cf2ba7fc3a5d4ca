import type { Database } from "~/db/database";
import { dynamicNavKinds, EMPTY_NAV_SOURCES, type NavSources, resolveNav, type SiteNav } from "~/domain/navigation/site-nav";
import { siteContent } from "~/site-content/site-content-cache.server";
import { listServiceLinks } from "~/models/service-link-queries.server";
import { listBrandTiles } from "~/brands/brand-queries.server";
import { listModelPages } from "~/models/model-page-queries.server";
import type { StockSearch } from "~/search/search-index";
import type { TenantSite } from "~/sites/tenant-site";
import { stockSummary } from "~/stock/stock-summary.server";

/** A thrown 503 (server/database-unavailable.ts): the database is out of reach for now. */
const isUnavailable = (error: unknown) => error instanceof Response && error.status === 503;

/**
 * The header's and footer's links with their dynamic dropdowns filled in, for every page of the
 * site (the root loader). It reads only the sources the site's links ask for; stock counts come
 * from the in-memory search index, never SQL. With the database away the page still has its
 * chrome: the dropdowns fed from the database fall back to their configured links, so the site's
 * "We'll be right back" page keeps its header. Nothing here is read afresh for each page: the lists come from
 * the site-content cache (at most 30 s old, site-content-cache.server.ts) and the counts from the stock summary
 * (recomputed when the stock changes, stock-memo.server.ts).
 */
export async function loadSiteNav(deps: { db: Database; search: StockSearch; site: TenantSite; now: Date }): Promise<SiteNav> {
  const { db, search, site, now } = deps;
  const kinds = dynamicNavKinds([...site.headerLinks, ...site.utilityLinks, ...site.footerLinks]);
  const fromDatabase = async (): Promise<Pick<NavSources, "models" | "brandTiles" | "serviceLinks">> => {
    try {
      const [models, brandTiles, serviceLinks] = await Promise.all([
        kinds.has("models") ? siteContent(db, site.id, "modelPages", listModelPages) : [],
        kinds.has("brands") ? siteContent(db, site.id, "brandTiles", listBrandTiles) : [],
        kinds.has("service-links") ? siteContent(db, site.id, "serviceLinks", listServiceLinks) : [],
      ]);
      return { models: models.map((m) => ({ slug: m.slug, name: m.name })), brandTiles, serviceLinks };
    } catch (error) {
      if (isUnavailable(error)) return EMPTY_NAV_SOURCES;
      throw error;
    }
  };
  // The same counts by car type as the home page's summary (both in the site's default order).
  const stockCounts = kinds.has("stock") ? stockSummary(search, site, now).counts : {};
  const sources: NavSources = { ...(await fromDatabase()), stockCounts };
  return {
    header: resolveNav(site.headerLinks, sources),
    utility: resolveNav(site.utilityLinks, sources),
    footer: resolveNav(site.footerLinks, sources),
  };
}
