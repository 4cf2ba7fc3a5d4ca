import type { Database } from "~/db/database";
import { restartRollup } from "~/db/queries/analytics-rollup.server";
import { listDealershipSlugs } from "~/leads/lead-queries.server";
import type { TenantSite } from "~/sites/tenant-site";
import { generateDemoHistory } from "./demo-history";
import {
  deleteDemoHistory,
  hasDemoHistory,
  historyCars,
  historyStaff,
  insertHistoryEvents,
  insertHistoryLeads,
} from "./demo-history-queries.server";
import { NETWORKS } from "./networks";

export type HistorySeedOptions = {
  now: Date;
  /** Replace the generated history (after `npm run seed` has replaced the stock it is about). */
  reset?: boolean;
  seed?: string;
  log?: (message: string) => void;
};

/**
 * Issue 56: a month of generated visits, events and worked leads on each demo site without any yet, so the console's
 * dashboards have something to show from the first start. Run after the demo staff exist: the leads are theirs to work.
 * A site's history is about its cars as they are when it is written; a reset writes it again.
 */
export async function seedDemoHistory(db: Database, sites: readonly TenantSite[], options: HistorySeedOptions): Promise<void> {
  for (const site of sites) {
    if (!NETWORKS.some((n) => n.siteSlug === site.slug)) continue;
    if (!options.reset && (await hasDemoHistory(db, site.id))) continue;
    const started = Date.now();
    const [cars, staff, dealerships] = await Promise.all([
      historyCars(db, site.id),
      historyStaff(db, site.id),
      listDealershipSlugs(db, site.id),
    ]);
    if (!cars.length) continue;
    const history = generateDemoHistory({
      site: { slug: site.slug, name: site.name, origin: site.origin, timeZone: site.timeZone },
      dealerships,
      cars,
      staff,
      now: options.now,
      seed: options.seed ?? "demo",
    });
    await db.transaction(async (tx) => {
      await deleteDemoHistory(tx, site.id);
      await insertHistoryEvents(tx, site.id, history.events);
      await insertHistoryLeads(tx, site.id, history.leads);
      // The events are in past days: the rollup must count them again.
      await restartRollup(tx, site.id);
    });
    options.log?.(
      `demo history for ${site.slug}: ${history.events.length} events, ${history.leads.length} leads in ${Date.now() - started} ms`,
    );
  }
}
