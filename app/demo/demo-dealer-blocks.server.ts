import type { Database } from "~/db/database";
import {
  listFeatureBanners,
  listWhyBuyReasons,
  replaceFeatureBanners,
  replaceWhyBuyReasons,
} from "~/dealer-blocks/dealer-blocks-queries.server";
import type { TenantSite } from "~/sites/tenant-site";
import { DEMO_DEALER_BLOCKS } from "./demo-dealer-blocks";

/** Each demo site's Why Buy From Us reasons and feature banner, when it has none yet (an older install gains them) or on a reset. */
export async function seedDemoDealerBlocks(db: Database, sites: readonly TenantSite[], options: { reset: boolean }): Promise<void> {
  for (const site of sites) {
    if (!Object.hasOwn(DEMO_DEALER_BLOCKS, site.slug)) continue;
    const demo = DEMO_DEALER_BLOCKS[site.slug];
    await db.transaction(async (tx) => {
      if (options.reset || (await listWhyBuyReasons(tx, site.id)).length === 0) await replaceWhyBuyReasons(tx, site.id, demo.reasons);
      if (options.reset || (await listFeatureBanners(tx, site.id)).length === 0) await replaceFeatureBanners(tx, site.id, demo.features);
    });
  }
}
