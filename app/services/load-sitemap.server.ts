import { blogPostPath } from "~/content/blog-rules";
import { contentPagePath } from "~/content/content-paths";
import type { Database } from "~/db/database";
import { modelPagePath } from "~/domain/models/model-page";
import { listModelPages } from "~/models/model-page-queries.server";
import { listCurrentOffers } from "~/offers/load-special-offers.server";
import type { TenantSite } from "~/sites/tenant-site";
import { sitemapEntries } from "~/seo/sitemap-entries";
import {
  listSitemapBlogPosts,
  listSitemapCars,
  listSitemapContentPages,
  listSitemapLocations,
  offerUpdateTimes,
} from "~/seo/sitemap-queries.server";
import { planSitemap, type SitemapPlan } from "~/seo/sitemap-xml";

/** One site's sitemap, whole or split (sitemap-xml.ts), from that site's own data only. */
export async function loadSitemap(deps: { db: Database; site: TenantSite; now: Date }): Promise<SitemapPlan> {
  const { db, site, now } = deps;
  const [cars, locations, offers, offerTimes, contentPages, blogPosts, modelPages] = await Promise.all([
    listSitemapCars(db, site.id),
    listSitemapLocations(db, site.id),
    listCurrentOffers({ db, site, now }),
    offerUpdateTimes(db, site.id),
    listSitemapContentPages(db, site.id),
    listSitemapBlogPosts(db, site.id, now),
    listModelPages(db, site.id),
  ]);
  const entries = sitemapEntries({
    origin: site.origin,
    restrictions: site.stockRestrictions,
    now,
    cars,
    locations,
    offers: offers.map((o) => ({ ...o, updatedAt: offerTimes.get(o.id) ?? now })),
    contentPages: contentPages.map((p) => ({ path: contentPagePath(p.slug), updatedAt: p.updatedAt })),
    blogPosts: blogPosts.map((p) => ({ path: blogPostPath(p.slug), updatedAt: p.updatedAt })),
    otherPages: modelPages.map((p) => ({ path: modelPagePath(p.slug), updatedAt: new Date(p.updatedAt) })),
  });
  return planSitemap(entries);
}
