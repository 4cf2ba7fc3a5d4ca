import { recordAudit } from "~/db/queries/audit.server";
import { notifyLeadsChanged } from "~/db/queries/leads-changed.server";
import { type HeldLeadContext, type HeldLeadOutcome, heldLeadRefusal } from "./held-leads";
import { findLeadHold, markHeldLeadReleased } from "./lead-admin-queries.server";
import { insertDeliveries } from "./lead-queries.server";
import { findLeadTargets } from "./find-lead-targets.server";

/**
 * The dealer lets a held lead through: it gets the delivery jobs it would have had (the site's
 * targets as they are now, with a fresh 72 hours) and the worker delivers it like any other lead.
 * Marked and given its jobs in one transaction by a conditional UPDATE, so two releases at once
 * deliver it once. The caller wakes the worker when `deliveries` > 0 (a worker in another process
 * finds the jobs at its next poll).
 */
export async function releaseHeldLead({ db, site, now, actor }: HeldLeadContext, leadId: string): Promise<HeldLeadOutcome> {
  const deliveries = await db.transaction(async (tx) => {
    const lead = await markHeldLeadReleased(tx, site.id, leadId, now);
    if (!lead) return null;
    const targets = await findLeadTargets(tx, site, {
      form: lead.form,
      dealershipSlug: lead.dealershipSlug,
      shopperEmail: lead.email,
      quarantined: false,
    });
    await insertDeliveries(tx, leadId, site.id, targets, now);
    await notifyLeadsChanged(tx, { siteId: site.id, leadId, dealershipSlug: lead.dealershipSlug, held: false });
    await recordAudit(tx, {
      siteId: site.id,
      actor,
      at: now,
      action: "release",
      resource: "lead",
      resourceId: leadId,
      before: { held: true },
      after: { held: false, deliveries: targets.length },
    });
    return targets.length;
  });
  if (deliveries !== null) return { ok: true, deliveries };
  return heldLeadRefusal(await findLeadHold(db, site.id, leadId), { id: leadId, siteSlug: site.slug, timeZone: site.timeZone });
}
