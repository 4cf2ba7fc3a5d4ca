import type { Database } from "~/db/database";
import { listBrandTiles, makesOfSite, replaceBrandTiles } from "~/brands/brand-queries.server";
import type { TenantSite } from "~/sites/tenant-site";
import { demoBrandTiles } from "./demo-brand-tiles";

/** The brand grid of each site that has one (`brandGrid` in its config), when it has no tiles yet or on a reset. */
export async function seedDemoBrandTiles(db: Database, sites: readonly TenantSite[], options: { reset: boolean }): Promise<void> {
  for (const site of sites) {
    if (!site.brandGrid) continue;
    if (!options.reset && (await listBrandTiles(db, site.id)).length > 0) continue;
    await db.transaction(async (tx) => replaceBrandTiles(tx, site.id, demoBrandTiles(site.name, await makesOfSite(tx, site.id))));
  }
}
