import type { Database } from "~/db/database";
import { carWindowsThrough, listRollupSites, markRolledThrough, rewriteCarWindows, rollUpDays } from "~/db/queries/analytics-rollup.server";
import { CAR_WINDOW_DAYS, VIEW_EVENTS } from "~/domain/analytics/insights";
import { chunkDays, daysToRollUp } from "~/domain/analytics/rollup-days";
import type { TenantSite } from "~/sites/tenant-site";

/** A week per transaction: a catch-up after long downtime holds no lock for long and keeps what it finished. */
const DAYS_PER_RUN = 7;

export type RollupReport = { sites: number; days: number; events: number };

/**
 * Rolls every site's raw events up into daily totals (decision 054): from the day each last rolled through to today in
 * its dealerships' zones (and the site's own, for events about no car). The server runs it before each purge of raw events, so no event is purged before it is
 * counted, and a run repeated, or after downtime, leaves the same totals as one run would.
 */
export async function rollUpAnalytics(
  db: Database,
  options: { now: Date; retentionDays: number; sites: readonly Pick<TenantSite, "id" | "timeZone">[] },
): Promise<RollupReport> {
  const report: RollupReport = { sites: 0, days: 0, events: 0 };
  const zoneOf = new Map(options.sites.map((s) => [s.id, s.timeZone]));
  for (const site of await listRollupSites(db)) {
    // A site no process serves (removed from config) keeps its totals; it has no new events to add.
    const siteZone = zoneOf.get(site.siteId);
    if (!siteZone) continue;
    const zones = [...new Set([siteZone, ...site.zones])];
    const range = daysToRollUp({ now: options.now, retentionDays: options.retentionDays, zones, rolledThrough: site.rolledThrough });
    if (!range) continue;
    report.sites++;
    for (const chunk of chunkDays(range, DAYS_PER_RUN)) {
      report.events += await db.transaction(async (tx) => {
        const events = await rollUpDays(tx, site.siteId, chunk, siteZone);
        await markRolledThrough(tx, site.siteId, [chunk.to, range.rolledThrough].sort()[0] as string);
        return events;
      });
    }
    report.days += chunkDays(range, 1).length;
    // Once a day, when the last whole day moves on: the cars report's long periods read these, not a year of car-days.
    if ((await carWindowsThrough(db, site.siteId)) !== range.rolledThrough)
      await db.transaction((tx) => rewriteCarWindows(tx, site.siteId, range.rolledThrough, CAR_WINDOW_DAYS, VIEW_EVENTS));
  }
  return report;
}
