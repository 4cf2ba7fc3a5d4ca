import type { Database } from "~/db/database";
import { modelPagePath, modelPriceFrom, modelStockLink } from "~/domain/models/model-page";
import { imageUrl } from "~/images/image-url";
import { joinMakeModel } from "~/search/make-model";
import type { StockSearch } from "~/search/search-index";
import { pageBreadcrumbs } from "~/seo/breadcrumbs";
import { searchAllStock } from "~/stock/stock-summary.server";
import { siteUrl } from "~/sites/site-origin";
import type { TenantSite } from "~/sites/tenant-site";
import { findModelPage } from "./model-page-queries.server";
import { renderMarkdown } from "~/render/render-markdown.server";

/**
 * `/models/{slug}` (vehicle spec section 2, "Model page"): the model's page as the dealer wrote it,
 * its price from, and a link to its stock with the live count from the search index. Null when
 * the site has no such page (another site's model is this site's 404).
 */
export async function loadModelPage(deps: { db: Database; search: StockSearch; site: TenantSite; now: Date }, slug: string) {
  const { db, search, site, now } = deps;
  const page = await findModelPage(db, site.id, slug);
  if (!page) return null;
  const inStock = searchAllStock(search, site, now, {
    refinements: { make_model: [joinMakeModel(page.make, page.model)] },
    facets: [],
  }).count;
  // Absolute URLs start with the site's canonical origin, never with the request's host (decision 009).
  const url = siteUrl(site, modelPagePath(page.slug));
  return {
    siteName: site.name,
    slug: page.slug,
    name: page.name,
    shortDescription: page.shortDescription,
    body: renderMarkdown(page.bodyMarkdown),
    priceFrom: modelPriceFrom(page),
    hero: page.heroImageSrc ? { src: page.heroImageSrc, alt: page.heroImageAlt } : null,
    imageUrl: page.heroImageSrc ? siteUrl(site, imageUrl(page.heroImageSrc, 1200)) : null,
    stock: modelStockLink(page, inStock),
    url,
    breadcrumbs: pageBreadcrumbs(site, [], { label: page.name, url }),
  };
}
