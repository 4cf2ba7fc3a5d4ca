import type { Database } from "~/db/database";
import { countCarView } from "~/db/queries/analytics.server";
import type { TenantSite } from "~/sites/tenant-site";
import { findSiteCar } from "./find-site-car.server";

/** Counts a view of a car the site offers; null for any other slug (hidden, restricted or unknown). */
export async function recordCarView(db: Database, site: TenantSite, slug: string) {
  return (await findSiteCar(db, site, slug)) ? countCarView(db, site.id, slug) : null;
}
