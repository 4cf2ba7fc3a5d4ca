import type { Queryable } from "~/db/database";
import type { SitemapCar } from "./sitemap-entries";

/**
 * What a site's sitemap lists, read in a few light queries (no images, features or prices: only
 * what decides whether a page is listed and when it changed). Every query takes the site id.
 */

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** The site's cars with the facts its stock restrictions look at; the caller applies the rules. */
export async function listSitemapCars(db: Queryable, siteId: number): Promise<SitemapCar[]> {
  const rows = await db.query<Omit<SitemapCar, "updatedAt" | "createdAt"> & { updatedAt: Date | string; createdAt: Date | string }>(
    `SELECT c.slug, c.make, c.model, c.car_type AS "carType", c.status, c.show_on_dealer_website AS "showOnDealerWebsite",
            c.stocknum, c.certified, c.updated_at AS "updatedAt", c.created_at AS "createdAt",
            (SELECT count(*)::int FROM car_images i WHERE i.car_id = c.id) AS "photosCount"
       FROM cars c
      WHERE c.site_id = $1 AND c.status <> 'sold' AND c.show_on_dealer_website
      ORDER BY c.id`,
    [siteId],
  );
  return rows.map((r) => ({ ...r, updatedAt: toDate(r.updatedAt), createdAt: toDate(r.createdAt) }));
}

/** Visible locations, each changed when its newest review came in (nothing else about a location is dated). */
export async function listSitemapLocations(db: Queryable, siteId: number): Promise<{ slug: string; lastmod: Date | null }[]> {
  const rows = await db.query<{ slug: string; lastmod: Date | string | null }>(
    `SELECT l.slug, (SELECT max(r.review_date) FROM reviews r WHERE r.site_id = l.site_id AND r.location_id = l.id AND r.hidden_at IS NULL) AS lastmod
       FROM locations l WHERE l.site_id = $1 AND l.visible ORDER BY l.slug`,
    [siteId],
  );
  return rows.map((r) => ({ slug: r.slug, lastmod: r.lastmod === null ? null : toDate(r.lastmod) }));
}

/** When each of the site's offers last changed, by id (the offers themselves come from the offers feature). */
export async function offerUpdateTimes(db: Queryable, siteId: number): Promise<Map<number, Date>> {
  const rows = await db.query<{ id: number; updatedAt: Date | string }>(
    `SELECT id, updated_at AS "updatedAt" FROM offers WHERE site_id = $1`,
    [siteId],
  );
  return new Map(rows.map((r) => [r.id, toDate(r.updatedAt)]));
}

/** Published content pages. */
export async function listSitemapContentPages(db: Queryable, siteId: number): Promise<{ slug: string; updatedAt: Date }[]> {
  const rows = await db.query<{ slug: string; updatedAt: Date | string }>(
    `SELECT slug, updated_at AS "updatedAt" FROM content_pages WHERE site_id = $1 AND published ORDER BY slug`,
    [siteId],
  );
  return rows.map((r) => ({ slug: r.slug, updatedAt: toDate(r.updatedAt) }));
}

/** Posts published by `now`; an edit made before publication is no later change than the publication. */
export async function listSitemapBlogPosts(db: Queryable, siteId: number, now: Date): Promise<{ slug: string; updatedAt: Date }[]> {
  const rows = await db.query<{ slug: string; updatedAt: Date | string }>(
    `SELECT slug, GREATEST(updated_at, published_at) AS "updatedAt"
       FROM blog_posts WHERE site_id = $1 AND published_at <= $2 ORDER BY published_at DESC, id DESC`,
    [siteId, now],
  );
  return rows.map((r) => ({ slug: r.slug, updatedAt: toDate(r.updatedAt) }));
}
