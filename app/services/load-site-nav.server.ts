import type { Database } from "~/db/database";
import { listBrandTiles } from "~/brands/brand-queries.server";
import { dynamicNavKinds, EMPTY_NAV_SOURCES, type NavSources, resolveNav, type SiteNav } from "~/domain/navigation/site-nav";
import { listModelPages } from "~/models/model-page-queries.server";
import { listServiceLinks } from "~/models/service-link-queries.server";
import type { StockSearch } from "~/search/search-index";
import type { TenantSite } from "~/sites/tenant-site";
import { searchAllStock } from "./stock-summary.server";

/** A thrown 503 (server/database-unavailable.ts): the database is out of reach for now. */
const isUnavailable = (error: unknown) => error instanceof Response && error.status === 503;

/**
 * The header's and footer's links with their dynamic dropdowns filled in, for every page of the
 * site (the root loader). It reads only the sources the site's links ask for; stock counts come
 * from the in-memory search index, never SQL. With the database away the page still has its
 * chrome: the dropdowns fed from the database fall back to their configured links, so the site's
 * "We'll be right back" page keeps its header.
 */
export async function loadSiteNav(deps: { db: Database; search: StockSearch; site: TenantSite; now: Date }): Promise<SiteNav> {
  const { db, search, site, now } = deps;
  const kinds = dynamicNavKinds([...site.headerLinks, ...site.utilityLinks, ...site.footerLinks]);
  const fromDatabase = async (): Promise<Pick<NavSources, "models" | "brandTiles" | "serviceLinks">> => {
    try {
      const [models, brandTiles, serviceLinks] = await Promise.all([
        kinds.has("models") ? listModelPages(db, site.id) : [],
        kinds.has("brands") ? listBrandTiles(db, site.id) : [],
        kinds.has("service-links") ? listServiceLinks(db, site.id) : [],
      ]);
      return { models: models.map((m) => ({ slug: m.slug, name: m.name })), brandTiles, serviceLinks };
    } catch (error) {
      if (isUnavailable(error)) return EMPTY_NAV_SOURCES;
      throw error;
    }
  };
  const stockCounts = kinds.has("stock")
    ? Object.fromEntries((searchAllStock(search, site, now, { facets: ["car_type"] }).facets.car_type ?? []).map((f) => [f.value, f.count]))
    : {};
  const sources: NavSources = { ...(await fromDatabase()), stockCounts };
  return {
    header: resolveNav(site.headerLinks, sources),
    utility: resolveNav(site.utilityLinks, sources),
    footer: resolveNav(site.footerLinks, sources),
  };
}
