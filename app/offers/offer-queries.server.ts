import { DEALERSHIP_ZONE_SQL } from "~/db/queries/dealership-zones.server";
import type { Queryable } from "~/db/database";
import { isOfferCategory, type Offer, type OfferPriceType } from "~/domain/offers/offer";

type OfferRow = Omit<Offer, "categories" | "cta"> & { categories: string[]; ctaLabel: string | null; ctaHref: string | null };

function toOffer(row: OfferRow): Offer {
  const { ctaLabel, ctaHref, categories, ...rest } = row;
  return {
    ...rest,
    priceType: row.priceType as OfferPriceType,
    categories: categories.filter(isOfferCategory),
    cta: ctaLabel && ctaHref ? { label: ctaLabel, href: ctaHref } : null,
  };
}

/** The columns of an offer with its dealership, and the dealership's time zone (DEALERSHIP_ZONE_SQL). */

const SELECT = `
  SELECT o.id, o.dealership_id AS "dealershipId", d.slug AS "dealershipSlug", d.name AS "dealershipName",
         o.make, o.model, o.body, o.categories, o.title, o.summary, o.description, o.price, o.price_type AS "priceType",
         o.saving, o.image_src AS "imageSrc", o.image_alt AS "imageAlt", o.disclaimer,
         to_char(o.starts_on, 'YYYY-MM-DD') AS "startsOn", to_char(o.ends_on, 'YYYY-MM-DD') AS "endsOn",
         ${DEALERSHIP_ZONE_SQL} AS "timeZone",
         o.cta_label AS "ctaLabel", o.cta_href AS "ctaHref"
    FROM offers o JOIN dealerships d ON d.id = o.dealership_id AND d.site_id = o.site_id
   WHERE o.site_id = $1`;

/**
 * A site's offers that have not ended by any Australian calendar (the caller decides by each
 * dealership's own day); an offer ending more than a day ago is never read.
 */
export async function listLiveOffers(db: Queryable, site: { id: number; timeZone: string }, today: string): Promise<Offer[]> {
  const rows = await db.query<OfferRow>(`${SELECT} AND o.ends_on >= $3::date - 1 ORDER BY o.starts_on DESC, o.id DESC`, [
    site.id,
    site.timeZone,
    today,
  ]);
  return rows.map(toOffer);
}

/** One offer of the site, ended or not; another site's offer is not found. */
export async function findOffer(db: Queryable, site: { id: number; timeZone: string }, offerId: number): Promise<Offer | null> {
  const [row] = await db.query<OfferRow>(`${SELECT} AND o.id = $3`, [site.id, site.timeZone, offerId]);
  return row ? toOffer(row) : null;
}
