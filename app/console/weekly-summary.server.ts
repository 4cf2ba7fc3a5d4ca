import type { Database } from "~/db/database";
import { weeklySummaryDue } from "~/domain/analytics/weekly-summary";
import { can } from "~/domain/console/can";
import type { Mailer } from "~/lib/mailer.server";
import type { TenantSite } from "~/sites/tenant-site";
import { type Insights, loadInsights } from "./insights.server";
import { weeklySummaryMail } from "./weekly-summary-mail";
import {
  claimWeeklySummary,
  listWeeklySummaryRecipients,
  releaseWeeklySummary,
  type SummaryRecipient,
} from "./weekly-summary-queries.server";

export type WeeklySummaryReport = { sent: number; failed: number };

type SendDeps = { db: Database; sites: readonly TenantSite[]; now: Date; mailer: Mailer; from: string };

/**
 * The weekly summary e-mail (issue 56), run hourly after the analytics rollup: on each site whose Monday 7 am has come
 * (weeklySummaryDue), every owner or manager who chose it and has not had it this week gets the dashboard's last
 * week, for the dealerships they may see. Each person's week is claimed in the database before the e-mail goes, so
 * two processes or a restart send it once; a send that fails gives its claim back for the next run.
 */
export async function sendWeeklySummaries(deps: SendDeps, onError?: (err: unknown, who: { site: string; staffId: string }) => void) {
  const report: WeeklySummaryReport = { sent: 0, failed: 0 };
  for (const site of deps.sites) {
    const week = weeklySummaryDue(deps.now, site.timeZone);
    if (!week) continue;
    const recipients = (await listWeeklySummaryRecipients(deps.db, site.id)).filter((r) => can(r.role, "view", "insights"));
    // People who see the same dealerships read the same figures: worked out once for them all.
    const figures = new Map<string, Promise<Insights>>();
    for (const person of recipients) {
      if (!(await claimWeeklySummary(deps.db, site.id, person.staffId, week.from, deps.now))) continue;
      try {
        const key = JSON.stringify(person.dealershipSlugs);
        if (!figures.has(key))
          figures.set(key, loadInsights(deps, { site, dealershipSlugs: person.dealershipSlugs }, { days: 7, endDay: week.to }));
        await sendOne(deps, site, person, week, await (figures.get(key) as Promise<Insights>));
        report.sent++;
      } catch (err) {
        await releaseWeeklySummary(deps.db, site.id, person.staffId, week.from);
        report.failed++;
        onError?.(err, { site: site.slug, staffId: person.staffId });
      }
    }
  }
  return report;
}

async function sendOne(deps: SendDeps, site: TenantSite, person: SummaryRecipient, week: { from: string; to: string }, page: Insights) {
  const mail = weeklySummaryMail({
    siteName: site.name,
    origin: site.origin,
    name: person.name,
    week,
    dealerships: person.dealershipSlugs ? page.dealerships.map((d) => d.name) : null,
    metrics: page.metrics,
    conversion: page.conversion,
    byDealership: page.byDealership,
  });
  await deps.mailer.send({ from: deps.from, to: person.email, ...mail }, `weekly-${site.slug}-${person.staffId}-${week.from}`);
}
