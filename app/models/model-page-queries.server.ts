import { siteContentChanged } from "~/site-content/site-content-generation.server";
import type { Queryable } from "~/db/database";
import { insertRows } from "~/db/insert-rows.server";
import type { ModelPage, ModelPageSummary } from "~/domain/models/model-page";

const SUMMARY_COLUMNS = `slug, make, model, name, short_description AS "shortDescription", price_from AS "priceFrom",
  price_from_text AS "priceFromText", hero_image_src AS "heroImageSrc", hero_image_alt AS "heroImageAlt", updated_at AS "updatedAt"`;

/**
 * The site's published model pages in the dealer's order: the header's Vehicles dropdown, the
 * footer's Vehicles group and the sitemap list them.
 */
export async function listModelPages(db: Queryable, siteId: number): Promise<ModelPageSummary[]> {
  return db.query<ModelPageSummary>(`SELECT ${SUMMARY_COLUMNS} FROM model_pages WHERE site_id = $1 AND published ORDER BY position, name`, [
    siteId,
  ]);
}

/** One published model page of the site, or null (another site's slug is this site's 404). */
export async function findModelPage(db: Queryable, siteId: number, slug: string): Promise<ModelPage | null> {
  const [row] = await db.query<ModelPage>(
    `SELECT ${SUMMARY_COLUMNS}, body_markdown AS "bodyMarkdown" FROM model_pages WHERE site_id = $1 AND slug = $2 AND published`,
    [siteId, slug],
  );
  return row ?? null;
}

export type NewModelPage = Omit<ModelPage, "updatedAt">;

/** Replaces the site's model pages with these, in this order (the demo seeder; a dealer console later). */
export async function replaceModelPages(db: Queryable, siteId: number, pages: readonly NewModelPage[], now: Date): Promise<void> {
  await db.query("DELETE FROM model_pages WHERE site_id = $1", [siteId]);
  await insertRows(
    db,
    "model_pages",
    [
      "site_id",
      "slug",
      "make",
      "model",
      "name",
      "short_description",
      "body_markdown",
      "hero_image_src",
      "hero_image_alt",
      "price_from",
      "price_from_text",
      "position",
      "updated_at",
    ],
    pages.map((p, i) => [
      siteId,
      p.slug,
      p.make,
      p.model,
      p.name,
      p.shortDescription,
      p.bodyMarkdown,
      p.heroImageSrc,
      p.heroImageAlt,
      p.priceFrom,
      p.priceFromText,
      i + 1,
      now,
    ]),
  );
  siteContentChanged(siteId);
}

/** Does the site have any model pages yet (the seeder leaves a site's own pages alone)? */
export async function hasModelPages(db: Queryable, siteId: number): Promise<boolean> {
  const [row] = await db.query<{ found: boolean }>("SELECT EXISTS (SELECT 1 FROM model_pages WHERE site_id = $1) AS found", [siteId]);
  return Boolean(row?.found);
}
