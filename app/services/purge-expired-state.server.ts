import type { Queryable } from "~/db/database";
import { purgeAnalyticsEvents, purgeCarViewVisitors } from "~/db/queries/analytics.server";
import { purgeRateLimitWindows } from "~/db/queries/rate-limits.server";
import { purgeExpiredSpamState } from "~/leads/lead-queries.server";
import { staleWindowsBefore } from "~/lib/rate-limit.server";
import { viewDay } from "./record-car-view.server";
import { purgeExpiredSessions, purgeOldSignInCodes } from "~/accounts/account-queries.server";
import { purgeWeeklySummaryClaims } from "~/db/queries/weekly-summaries.server";

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * A weekly summary's claim stops a second send only while its week may still go out: until the Wednesday 7 am after
 * it (WEEKLY_SUMMARY_GRACE_HOURS), at most two days after the claim. Later it is only a record of who got which week;
 * sixty days keeps the last eight weeks or so for a dealer asking whether a summary went, far past any claim a run
 * could still need.
 */
const WEEKLY_SUMMARY_CLAIM_DAYS = 60;

export type PurgeCounts = {
  analyticsEvents: number;
  rateLimitWindows: number;
  carViewVisitors: number;
  sessions: number;
  signInCodes: number;
  weeklySummaryClaims: number;
};

/**
 * Everything the platform keeps only for a while, deleted once it has expired: spent captchas and
 * old idempotency keys, raw analytics events older than the retention period, rate-limit windows
 * no estimate reads any more, who viewed which car before today, expired sessions, sign-in
 * codes older than a day (the hourly cap reads only the last hour), and weekly summary claims
 * older than 60 days. The server runs it at start and every hour.
 */
export async function purgeExpiredState(db: Queryable, options: { now: Date; analyticsRetentionDays: number }): Promise<PurgeCounts> {
  const { now } = options;
  await purgeExpiredSpamState(db);
  return {
    analyticsEvents: await purgeAnalyticsEvents(db, new Date(now.getTime() - options.analyticsRetentionDays * DAY_MS)),
    rateLimitWindows: await purgeRateLimitWindows(db, staleWindowsBefore(now)),
    carViewVisitors: await purgeCarViewVisitors(db, viewDay(now)),
    sessions: await purgeExpiredSessions(db, now),
    signInCodes: await purgeOldSignInCodes(db, new Date(now.getTime() - DAY_MS)),
    weeklySummaryClaims: await purgeWeeklySummaryClaims(db, new Date(now.getTime() - WEEKLY_SUMMARY_CLAIM_DAYS * DAY_MS)),
  };
}
