import type { Database } from "~/db/database";
import { hasModelPages, replaceModelPages } from "~/models/model-page-queries.server";
import { listServiceLinks, replaceServiceLinks, serviceLocationsByMake } from "~/models/service-link-queries.server";
import type { TenantSite } from "~/sites/tenant-site";
import { demoModelPages, demoServiceLinks } from "./demo-model-pages";
import { NETWORKS } from "./networks";

/** Model pages and service links for the demo sites that have none yet (all of them on a reset). */
export async function seedDemoModelPages(db: Database, sites: readonly TenantSite[], options: { now: Date; reset: boolean }) {
  for (const site of sites) {
    if (!NETWORKS.some((n) => n.siteSlug === site.slug)) continue;
    const pages = demoModelPages(site.slug);
    if (pages.length > 0 && (options.reset || !(await hasModelPages(db, site.id))))
      await db.transaction((tx) => replaceModelPages(tx, site.id, pages, options.now));
    if (options.reset || (await listServiceLinks(db, site.id)).length === 0) {
      const links = demoServiceLinks(await serviceLocationsByMake(db, site.id));
      if (links.length > 0) await db.transaction((tx) => replaceServiceLinks(tx, site.id, links));
    }
  }
}
