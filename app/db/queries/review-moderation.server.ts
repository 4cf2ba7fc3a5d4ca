import type { Queryable } from "~/db/database";

export type ReviewRow = {
  id: number;
  customerName: string;
  text: string;
  rating: number;
  reviewDate: string;
  dealershipName: string;
  locationName: string | null;
  /** The location page the review shows on, when the review is of a visible location. */
  locationSlug: string | null;
  hiddenAt: Date | null;
  hiddenBy: string | null;
};

/** `dealerships`: the only dealerships (slugs) whose reviews count, for a person who works for some of them; null for all. */
export type ReviewFilter = { state: "all" | "shown" | "hidden"; dealerships: readonly string[] | null; rating: number | null };

/** A site's reviews for the console, newest first, hidden ones included unless filtered out. */
export async function listReviewsForConsole(db: Queryable, siteId: number, filter: ReviewFilter, limit: number): Promise<ReviewRow[]> {
  return db.query<ReviewRow>(
    `SELECT r.id, r.customer_name AS "customerName", r.text, r.rating, to_char(r.review_date, 'YYYY-MM-DD') AS "reviewDate",
            d.name AS "dealershipName", l.name AS "locationName",
            CASE WHEN l.visible THEN l.slug END AS "locationSlug", r.hidden_at AS "hiddenAt", r.hidden_by AS "hiddenBy"
       FROM reviews r JOIN dealerships d ON d.id = r.dealership_id LEFT JOIN locations l ON l.id = r.location_id
      WHERE r.site_id = $1
        AND ($2 = 'all' OR ($2 = 'hidden') = (r.hidden_at IS NOT NULL))
        AND ($3::text[] IS NULL OR d.slug = ANY($3::text[]))
        AND ($4::int IS NULL OR r.rating = $4)
      ORDER BY r.review_date DESC, r.id DESC LIMIT $5`,
    [siteId, filter.state, filter.dealerships, filter.rating, limit],
  );
}

/** Hides or shows one of the site's reviews; the review as it was, or null when the site has no such review. */
export async function setReviewHidden(
  db: Queryable,
  siteId: number,
  reviewId: number,
  change: { hidden: boolean; by: string; at: Date; dealerships: readonly string[] | null },
): Promise<{ customerName: string; hiddenAt: Date | null } | null> {
  const [before] = await db.query<{ customerName: string; hiddenAt: Date | null }>(
    `SELECT r.customer_name AS "customerName", r.hidden_at AS "hiddenAt" FROM reviews r JOIN dealerships d ON d.id = r.dealership_id
      WHERE r.site_id = $1 AND r.id = $2 AND ($3::text[] IS NULL OR d.slug = ANY($3::text[])) FOR UPDATE OF r`,
    [siteId, reviewId, change.dealerships],
  );
  if (!before) return null;
  await db.query("UPDATE reviews SET hidden_at = $3, hidden_by = $4 WHERE site_id = $1 AND id = $2", [
    siteId,
    reviewId,
    change.hidden ? change.at : null,
    change.hidden ? change.by : null,
  ]);
  return before;
}
