import { can } from "~/domain/console/can";
import { formatDateTime } from "~/domain/format";
import { deleteHeldLead } from "~/leads/delete-held-lead.server";
import type { HeldLeadOutcome } from "~/leads/held-leads";
import { countHeldLeads, listHeldLeads } from "~/leads/list-held-leads.server";
import { releaseHeldLead } from "~/leads/release-held-lead.server";
import type { ConsoleDeps } from "./console-deps";
import type { Viewer } from "./require-staff.server";

/** The leads a spam check holds, with why, and the last fortnight's counts per day: the CLI's use cases, for the console. */
export async function loadHeldLeads(deps: Pick<ConsoleDeps, "db" | "now">, viewer: Viewer) {
  const ctx = { db: deps.db, site: viewer.site, now: deps.now };
  const [rows, days] = await Promise.all([listHeldLeads(ctx), countHeldLeads(ctx, { days: 14 })]);
  const mine = (slug: string | null) => !viewer.dealershipSlugs || (slug !== null && viewer.dealershipSlugs.includes(slug));
  return {
    held: rows
      .filter((r) => mine(r.dealershipSlug))
      .map((r) => ({
        id: r.id,
        received: formatDateTime(new Date(r.createdAt), viewer.site.timeZone),
        name: [r.name, r.lastName].filter(Boolean).join(" ") || r.email,
        email: r.email,
        phone: r.phone,
        form: r.form,
        reason: r.reason,
        message: r.message,
      })),
    days,
    canDelete: can(viewer.role, "delete", "leads"),
  };
}

export type HeldDecision = { intent: "release" | "delete"; leadId: string };

/** Lets a held lead through (it is then delivered like any other) or throws it away; deleting needs a manager. */
export async function decideHeldLead(
  deps: Pick<ConsoleDeps, "db" | "now">,
  viewer: Viewer,
  decision: HeldDecision,
): Promise<HeldLeadOutcome> {
  const ctx = { db: deps.db, site: viewer.site, now: deps.now, actor: { staffId: viewer.staff.id, email: viewer.staff.email } };
  // A salesperson limited to some dealerships decides only on their own dealerships' held leads.
  if (viewer.dealershipSlugs && !(await loadHeldLeads(deps, viewer)).held.some((h) => h.id === decision.leadId))
    return { ok: false, code: "unknown", message: "That lead isn't held for your dealerships." };
  if (decision.intent === "delete") {
    if (!can(viewer.role, "delete", "leads"))
      return { ok: false, code: "unknown", message: "Only an owner or a sales manager can delete a lead." };
    return deleteHeldLead(ctx, decision.leadId);
  }
  return releaseHeldLead(ctx, decision.leadId);
}
