import { recordAudit } from "~/db/queries/audit.server";
import { type HeldLeadContext, type HeldLeadOutcome, heldLeadRefusal } from "./held-leads";
import { eraseHeldLead, findLeadHold } from "./lead-admin-queries.server";

/**
 * The dealer throws a held lead away: the shopper's details and the enquiry are erased at once; its
 * reason and day stay, so the per-day counts still show what the rule held. Only a held lead can be
 * deleted: a delivered one is the dealer's business record.
 */
export async function deleteHeldLead({ db, site, now, actor }: HeldLeadContext, leadId: string): Promise<HeldLeadOutcome> {
  const erased = await db.transaction(async (tx) => {
    const done = await eraseHeldLead(tx, site.id, leadId, now);
    // The erased details are not copied into the audit: deleting them is the point.
    if (done)
      await recordAudit(tx, {
        siteId: site.id,
        actor,
        at: now,
        action: "delete",
        resource: "lead",
        resourceId: leadId,
        before: { held: true },
      });
    return done;
  });
  if (erased) return { ok: true, deliveries: 0 };
  return heldLeadRefusal(await findLeadHold(db, site.id, leadId), { id: leadId, siteSlug: site.slug, timeZone: site.timeZone });
}
