import type { Logger } from "pino";
import type { Database } from "~/db/database";
import type { LeadServices } from "~/leads/lead-services";
import type { PaymentProvider } from "~/payments/payment-provider";
import type { TenantSite } from "~/sites/tenant-site";
import { releaseStaleClaims } from "./release-stale-claims.server";
import { releaseLapsedHolds, sendMissingReservationLeads } from "./reserve-car.server";
import { retryMissingRefunds } from "./retry-refunds.server";

/**
 * How often the upkeep runs: a hold lapses, and an unfinished 3-D Secure claim frees its car, within
 * a minute of its time (every reader already treats an expired hold as lapsed; this frees the car
 * and refunds it).
 */
export const UPKEEP_EVERY_MS = 60_000;

/**
 * The reservations' upkeep, one run: paid holds the dealer has not confirmed by their expiry are
 * released and what was paid towards them refunded, claims whose payment never finished free their
 * car, refunds that failed are tried again, and a paid hold whose lead failed to store gets it. Run
 * by one process of a cluster only (two could each send the lead a paid hold is missing), at start
 * and then every UPKEEP_EVERY_MS.
 */
export async function runReservationUpkeep(deps: {
  db: Database;
  sites: readonly TenantSite[];
  services: LeadServices;
  providerFor: (name: string) => PaymentProvider;
  logger: Logger;
  clock?: () => Date;
}): Promise<void> {
  const { db, providerFor, logger } = deps;
  const clock = deps.clock ?? (() => new Date());
  const released = await releaseLapsedHolds({ db, now: clock(), providerFor, logger });
  if (released) logger.info({ released }, "lapsed reservation holds released");
  const stale = await releaseStaleClaims({ db, now: clock() });
  if (stale) logger.info({ stale }, "unfinished reservation payments given up");
  const refunded = await retryMissingRefunds({ db, now: clock(), providerFor, logger });
  if (refunded) logger.info({ refunded }, "refunds owed carried out");
  await sendMissingReservationLeads({ db, sites: deps.sites, now: clock(), services: deps.services, logger });
}
