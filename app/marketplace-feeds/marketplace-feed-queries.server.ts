import type { Queryable } from "~/db/database";
import type { FeedCar, FeedDealership } from "./feed-car";

type FeedCarRow = Omit<FeedCar, "createdAt" | "dealership"> &
  Omit<FeedDealership, "slug" | "name"> & { createdAt: Date | string; dealershipSlug: string; dealershipName: string };

/**
 * The site's cars a feed could hold (sold and hidden ones are left in the database: no feed lists them), each
 * with its dealership, the location that holds it and its photos in order; one dealership's when a slug is
 * given. The caller applies the site's visibility rules (feed-selection.ts), the same ones the sitemap asks.
 */
export async function listFeedCars(db: Queryable, siteId: number, dealershipSlug: string | null): Promise<FeedCar[]> {
  const rows = await db.query<FeedCarRow>(
    `SELECT c.id, c.slug, c.stocknum, c.vin, c.year, c.make, c.model, c.badge, c.series, c.car_type AS "carType",
            c.status, c.show_on_dealer_website AS "showOnDealerWebsite", c.certified, c.reserved, c.price, c.km,
            c.colour, c.body, c.simple_body AS "simpleBody", c.simple_fuel AS "simpleFuel",
            c.simple_transmission AS "simpleTransmission", c.drive, c.item_type AS "itemType", c.dealercomments,
            c.created_at AS "createdAt",
            ARRAY(SELECT i.src FROM car_images i WHERE i.car_id = c.id ORDER BY i.position) AS images,
            (SELECT count(*)::int FROM car_images i WHERE i.car_id = c.id) AS "photosCount",
            d.slug AS "dealershipSlug", d.name AS "dealershipName", l.name AS "locationName",
            l.street, l.city, l.state, l.postcode, l.lat, l.lng, l.phone
       FROM cars c
       JOIN dealerships d ON d.id = c.dealership_id AND d.site_id = c.site_id
       JOIN locations l ON l.id = c.location_id AND l.site_id = c.site_id
      WHERE c.site_id = $1 AND c.status <> 'sold' AND c.show_on_dealer_website AND ($2::text IS NULL OR d.slug = $2)
      ORDER BY c.id`,
    [siteId, dealershipSlug],
  );
  return rows.map(
    ({ dealershipSlug: slug, dealershipName: name, locationName, street, city, state, postcode, lat, lng, phone, createdAt, ...car }) => ({
      ...car,
      createdAt: createdAt instanceof Date ? createdAt : new Date(createdAt),
      dealership: { slug, name, locationName, street, city, state, postcode, lat, lng, phone },
    }),
  );
}

/** Whether the site has a dealership with this slug (a feed for one it does not have is a 404, not an empty feed). */
export async function siteHasDealership(db: Queryable, siteId: number, slug: string): Promise<boolean> {
  const rows = await db.query<{ one: number }>(`SELECT 1 AS one FROM dealerships WHERE site_id = $1 AND slug = $2`, [siteId, slug]);
  return rows.length > 0;
}

/** The site's dealerships, each with a feed of its own. */
export async function listFeedDealerships(db: Queryable, siteId: number): Promise<{ slug: string; name: string }[]> {
  return db.query<{ slug: string; name: string }>("SELECT slug, name FROM dealerships WHERE site_id = $1 ORDER BY name", [siteId]);
}
