import type { Queryable } from "~/db/database";
import { purgeAnalyticsEvents, purgeCarViewVisitors } from "~/db/queries/analytics.server";
import { purgeRateLimitWindows } from "~/db/queries/rate-limits.server";
import { purgeExpiredSpamState } from "~/leads/lead-queries.server";
import { staleWindowsBefore } from "~/lib/rate-limit.server";
import { viewDay } from "./record-car-view.server";
import { purgeExpiredSessions, purgeOldSignInCodes } from "~/accounts/account-queries.server";

const DAY_MS = 24 * 60 * 60 * 1000;

export type PurgeCounts = {
  analyticsEvents: number;
  rateLimitWindows: number;
  carViewVisitors: number;
  sessions: number;
  signInCodes: number;
};

/**
 * Everything the platform keeps only for a while, deleted once it has expired: spent captchas and
 * old idempotency keys, raw analytics events older than the retention period, rate-limit windows
 * no estimate reads any more, who viewed which car before today, expired sessions, and sign-in
 * codes older than a day (the hourly cap reads only the last hour). The server runs it at start
 * and every hour.
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
  };
}
