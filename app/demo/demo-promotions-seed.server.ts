import type { Database } from "~/db/database";
import { countPromotions, replacePopups, replaceSlides } from "~/promotions/home-promotion-queries.server";
import type { TenantSite } from "~/sites/tenant-site";
import { generateDemoPromotions } from "./demo-promotions";

/**
 * The demo sites' slides and popups: written for a site that has neither (a fresh network, or a
 * database seeded before issue 15), or again on a reset, dated from `now`.
 */
export async function seedDemoPromotions(
  db: Database,
  sites: readonly TenantSite[],
  options: { now: Date; reset: boolean },
): Promise<void> {
  for (const site of sites) {
    const { slides, popups } = generateDemoPromotions(site.slug, options.now, site.timeZone);
    if (slides.length === 0 && popups.length === 0) continue;
    if (!options.reset && (await countPromotions(db, site.id)) > 0) continue;
    await db.transaction(async (tx) => {
      await replaceSlides(tx, site.id, slides);
      await replacePopups(tx, site.id, popups);
    });
  }
}
