import type { Queryable } from "~/db/database";
import type { LeadRecord } from "~/leads/lead-record";

export type DemoCar = NonNullable<LeadRecord["car"]> & { dealershipSlug: string; dealershipName: string };

/** Whether the site has leads of its own: the demo's generated month of history (client 'demo-history') is not its own. */
export async function siteHasLeads(db: Queryable, siteId: number): Promise<boolean> {
  return (
    (await db.query("SELECT 1 FROM leads WHERE site_id = $1 AND client_ip IS DISTINCT FROM 'demo-history' LIMIT 1", [siteId])).length > 0
  );
}

/** The site's first cars in stock, with their dealership, for the demo's enquiries to be about. */
export async function demoLeadCars(db: Queryable, siteId: number, limit: number): Promise<DemoCar[]> {
  return db.query<DemoCar>(
    `SELECT c.id, c.slug, c.stocknum, c.year, c.make, c.model, c.badge, c.vin, c.km, c.price, c.car_type AS "carType", c.status, c.tag,
       c.colour, c.body, c.trans, d.slug AS "dealershipSlug", d.name AS "dealershipName"
     FROM cars c JOIN dealerships d ON d.id = c.dealership_id
     WHERE c.site_id = $1 AND c.status = 'in_stock' ORDER BY c.id LIMIT $2`,
    [siteId, limit],
  );
}
