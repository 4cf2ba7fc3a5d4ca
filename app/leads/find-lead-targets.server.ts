import type { Queryable } from "~/db/database";
import type { TenantSite } from "~/sites/tenant-site";
import type { OutboxTarget } from "./delivery/delivery-queries.server";
import type { LeadFormKind } from "./lead-forms";
import { leadTargets } from "./lead-targets";
import { listDealershipRecipients } from "./notification-recipient-queries.server";

/**
 * Where a lead goes, worked out the one way every door into leads uses (a form post, a deposit, a
 * held lead released): the site's configured targets plus the staff addresses its dealership has set.
 */
export async function findLeadTargets(
  db: Queryable,
  site: Pick<TenantSite, "id" | "leads">,
  lead: { form: LeadFormKind; dealershipSlug: string | null; shopperEmail: string; quarantined: boolean },
): Promise<OutboxTarget[]> {
  if (lead.quarantined) return [];
  const staff = lead.dealershipSlug ? await listDealershipRecipients(db, site.id, lead.dealershipSlug) : [];
  return leadTargets(site.leads.targets, lead, staff);
}
