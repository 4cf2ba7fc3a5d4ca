import type { Queryable } from "~/db/database";
import { siteContentChanged } from "~/site-content/site-content-generation.server";
import type { FeatureBannerItem } from "~/domain/dealer-blocks/feature-banner";
import type { WhyBuyReason } from "~/domain/dealer-blocks/why-buy-reasons";

/** The site's Why Buy From Us reasons in their order (site-wide and every dealership's own). */
export async function listWhyBuyReasons(db: Queryable, siteId: number): Promise<WhyBuyReason[]> {
  return db.query<WhyBuyReason>(
    `SELECT topic, title, detail, d.slug AS "dealershipSlug", car_type AS "carType"
     FROM why_buy_reasons r LEFT JOIN dealerships d ON d.id = r.dealership_id WHERE r.site_id = $1 ORDER BY r.position, r.id`,
    [siteId],
  );
}

/** Replaces the site's reasons; a reason naming a dealership the site does not have is an error, not silently site-wide. */
export async function replaceWhyBuyReasons(db: Queryable, siteId: number, reasons: readonly WhyBuyReason[]): Promise<void> {
  await db.query("DELETE FROM why_buy_reasons WHERE site_id = $1", [siteId]);
  for (const [position, r] of reasons.entries()) {
    const inserted = await db.query(
      `INSERT INTO why_buy_reasons (site_id, dealership_id, topic, car_type, position, title, detail)
       SELECT $1, d.id, $3, $4, $5, $6, $7 FROM (SELECT NULL::int AS id WHERE $2::text IS NULL
         UNION ALL SELECT id FROM dealerships WHERE site_id = $1 AND slug = $2) d RETURNING id`,
      [siteId, r.dealershipSlug, r.topic, r.carType, position, r.title, r.detail],
    );
    if (inserted.length !== 1) throw new Error(`No dealership ${r.dealershipSlug} on site ${siteId} for the reason "${r.title}"`);
  }
  siteContentChanged(siteId);
}

/** The site's feature banner, in position order. */
export async function listFeatureBanners(db: Queryable, siteId: number): Promise<FeatureBannerItem[]> {
  return db.query<FeatureBannerItem>(
    `SELECT title, description, image_src AS "imageSrc", image_alt AS "imageAlt", href
     FROM feature_banners WHERE site_id = $1 ORDER BY position`,
    [siteId],
  );
}

export async function replaceFeatureBanners(db: Queryable, siteId: number, items: readonly FeatureBannerItem[]): Promise<void> {
  await db.query("DELETE FROM feature_banners WHERE site_id = $1", [siteId]);
  for (const [position, f] of items.entries())
    await db.query(
      "INSERT INTO feature_banners (site_id, position, title, description, image_src, image_alt, href) VALUES ($1, $2, $3, $4, $5, $6, $7)",
      [siteId, position, f.title, f.description, f.imageSrc, f.imageAlt, f.href],
    );
  siteContentChanged(siteId);
}
