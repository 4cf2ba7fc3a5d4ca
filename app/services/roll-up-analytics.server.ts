import type { Database } from "~/db/database";
import { listRollupSites, markRolledThrough, rollUpDays } from "~/db/queries/analytics-rollup.server";
import { chunkDays, daysToRollUp } from "~/domain/analytics/rollup-days";

/** A week per transaction: a catch-up after long downtime holds no lock for long and keeps what it finished. */
const DAYS_PER_RUN = 7;

export type RollupReport = { sites: number; days: number; events: number };

/**
 * Rolls every site's raw events up into daily totals (decision 054): from the day each last rolled through to today in
 * its dealerships' zones. The server runs it before each purge of raw events, so no event is purged before it is
 * counted, and a run repeated, or after downtime, leaves the same totals as one run would.
 */
export async function rollUpAnalytics(db: Database, options: { now: Date; retentionDays: number }): Promise<RollupReport> {
  const report: RollupReport = { sites: 0, days: 0, events: 0 };
  for (const site of await listRollupSites(db)) {
    const range = daysToRollUp({ ...options, zones: site.zones, rolledThrough: site.rolledThrough });
    if (!range) continue;
    report.sites++;
    for (const chunk of chunkDays(range, DAYS_PER_RUN)) {
      report.events += await db.transaction(async (tx) => {
        const events = await rollUpDays(tx, site.siteId, chunk);
        await markRolledThrough(tx, site.siteId, chunk.to < range.rolledThrough ? chunk.to : range.rolledThrough);
        return events;
      });
    }
    report.days += chunkDays(range, 1).length;
  }
  return report;
}
