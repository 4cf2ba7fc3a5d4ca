import type { Queryable } from "~/db/database";
import type { VisitSource } from "~/domain/analytics/visit-source";
import type { OutboxTarget } from "./delivery/delivery-queries.server";
import { insertDeliveries, insertLead } from "./lead-queries.server";
import type { LeadRecord } from "./lead-record";

/**
 * Where the lead came from, as the leads table keeps it beside the record; `visitSource`, the session's referrer
 * and UTM parameters (issue 56), stays with the dealer's own copy and is not delivered.
 */
export type LeadOrigin = {
  siteId: number;
  clientIp: string;
  userAgent: string | null;
  quarantineReason: string | null;
  visitSource?: VisitSource | null;
};

/**
 * The one door into leads: the record and its delivery jobs, written in the caller's transaction.
 * Typed, so nothing here can refuse it: a form post is checked before (submitLead), and a lead that
 * follows money (a deposit, an order) commits with the payment's own record or not at all. The
 * caller wakes the delivery worker once its transaction has committed.
 */
export async function recordLead(
  tx: Queryable,
  record: { lead: LeadRecord; origin: LeadOrigin },
  targets: readonly OutboxTarget[],
): Promise<void> {
  const { lead, origin } = record;
  await insertLead(tx, lead, origin);
  await insertDeliveries(tx, lead.id, origin.siteId, [...targets], new Date(lead.createdAt));
}
