import type { Queryable } from "../database";

export type DealershipSummary = {
  id: number; slug: string; name: string; make: string | null; logoUrl: string | null;
  averageRating: number | null; reviewCount: number;
  primaryLocation: { name: string; street: string; city: string; state: string; postcode: string; phone: string | null } | null;
};

export async function listDealerships(db: Queryable, siteId: number): Promise<DealershipSummary[]> {
  return db.query<DealershipSummary>(
    `SELECT d.id, d.slug, d.name, d.make, d.logo_url AS "logoUrl", d.average_rating AS "averageRating", d.review_count AS "reviewCount",
       (SELECT json_build_object('name', l.name, 'street', l.street, 'city', l.city, 'state', l.state, 'postcode', l.postcode, 'phone', l.phone)
          FROM locations l WHERE l.dealership_id = d.id AND l.visible
          ORDER BY l.is_primary DESC, (l.location_type IN ('sales', '')) DESC, l.id LIMIT 1) AS "primaryLocation"
     FROM dealerships d WHERE d.site_id = $1 ORDER BY d.name`,
    [siteId],
  );
}
