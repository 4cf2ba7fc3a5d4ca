import type { Queryable } from "~/db/database";
import type { RecentReview } from "~/domain/dealer-blocks/reviews-summary";

/**
 * Reviews that count for a site: its dealerships' reviews, at a visible location or at none (a
 * review of the dealership as a whole), less those the dealer hid. A hidden location's reviews go with it.
 */
const SITE_REVIEWS = `FROM reviews r JOIN dealerships d ON d.id = r.dealership_id LEFT JOIN locations l ON l.id = r.location_id
  WHERE r.site_id = $1 AND (l.id IS NULL OR l.visible) AND r.hidden_at IS NULL`;

/** Every review of the site: how many and their average rating (null when there are none). */
export async function siteReviewTotals(db: Queryable, siteId: number): Promise<{ count: number; average: number | null }> {
  const [row] = await db.query<{ count: number; average: number | null }>(
    `SELECT count(*)::int AS count, avg(r.rating)::float8 AS average ${SITE_REVIEWS}`,
    [siteId],
  );
  return row;
}

/**
 * The site's newest reviews at or above its minimum rating, newest first; a summary shows different
 * voices, so of reviews with the same words only the newest.
 */
export async function recentSiteReviews(db: Queryable, siteId: number, minimumRating: number, limit: number): Promise<RecentReview[]> {
  return db.query<RecentReview>(
    `SELECT * FROM (
       SELECT DISTINCT ON (r.text) r.id, r.customer_name AS "customerName", r.text, r.rating,
              to_char(r.review_date, 'YYYY-MM-DD') AS "reviewDate", d.name AS "dealershipName", l.slug AS "locationSlug"
       ${SITE_REVIEWS} AND r.rating >= $2 ORDER BY r.text, r.review_date DESC, r.id DESC
     ) newest ORDER BY "reviewDate" DESC, id DESC LIMIT $3`,
    [siteId, minimumRating, limit],
  );
}
