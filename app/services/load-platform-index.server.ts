import type { StockSearch } from "~/search/search-index";
import type { TenantSite } from "~/sites/tenant-site";
import { stockSummary } from "~/stock/stock-summary.server";

/** The platform's own index (localhost): every demo site with its colours, stock count and address (its canonical origin). */
export function loadPlatformIndex(deps: { search: StockSearch; now: Date }, platform: { sites: readonly TenantSite[] }) {
  const { search, now } = deps;
  return {
    sites: platform.sites.map((site) => {
      const { counts } = stockSummary(search, site, now);
      return {
        slug: site.slug,
        name: site.name,
        tagline: site.tagline,
        colours: [site.theme.colours.primary, site.theme.colours.accent, site.theme.colours.background],
        stock: Object.values(counts).reduce((a, b) => a + b, 0),
        url: `${site.origin}/`,
      };
    }),
  };
}
