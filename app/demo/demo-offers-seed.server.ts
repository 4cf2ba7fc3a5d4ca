import type { Database } from "~/db/database";
import type { TenantSite } from "~/sites/tenant-site";
import { generateDemoOffers } from "./demo-offers";
import { countSiteOffers, writeDemoOffers } from "./demo-offers-queries.server";

/**
 * The demo sites' offers: written for a site that has none (a fresh network, one just reset, or a
 * database seeded before offers existed). Offers are dated from `now`, so some run, some ended.
 */
export async function seedDemoOffers(
  db: Database,
  sites: readonly TenantSite[],
  options: { now: Date; log?: (message: string) => void },
): Promise<number> {
  let written = 0;
  for (const site of sites) {
    const offers = generateDemoOffers(site.slug, options.now);
    if (offers.length === 0 || (await countSiteOffers(db, site.id)) > 0) continue;
    const count = await db.transaction((tx) => writeDemoOffers(tx, site.id, offers));
    options.log?.(`seeded ${site.slug}: ${count} offers`);
    written += count;
  }
  return written;
}
