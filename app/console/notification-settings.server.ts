import type { Database } from "~/db/database";
import { type Actor, recordAudit } from "~/db/queries/audit.server";
import { LEAD_FORM_KINDS } from "~/leads/lead-forms";
import { formLabel } from "~/leads/lead-form-labels";
import { listDealershipSlugs } from "~/leads/lead-queries.server";
import {
  deleteRecipient,
  findRecipient,
  insertRecipient,
  listSiteRecipients,
  updateRecipient,
} from "~/leads/notification-recipient-queries.server";
import type { ConsoleDeps } from "./console-deps";
import type { NotificationChange } from "./notification-form";
import type { Viewer } from "./require-staff.server";

/** Each of the site's dealerships with the staff addresses told about its leads, and the forms each gets. */
export async function loadNotificationSettings(deps: Pick<ConsoleDeps, "db">, viewer: Viewer) {
  const [dealerships, recipients] = await Promise.all([
    listDealershipSlugs(deps.db, viewer.site.id),
    listSiteRecipients(deps.db, viewer.site.id),
  ]);
  return {
    dealerships: dealerships.map((d) => ({
      slug: d.slug,
      name: d.name,
      recipients: recipients
        .filter((r) => r.dealershipSlug === d.slug)
        .map((r) => ({
          id: r.id,
          email: r.email,
          forms: r.forms,
          formsText: r.forms ? r.forms.map(formLabel).join(", ") : "All forms",
        })),
    })),
    formChoices: LEAD_FORM_KINDS.map((kind) => ({ value: kind, label: formLabel(kind) })),
  };
}

export type NotificationOutcome = { ok: true; done: string } | { ok: false; status: 404 | 409; field: string; message: string };

const TAKEN = "That dealership already has this address. Change its forms instead.";

/** Adds, changes or removes a recipient of the site's dealerships, with its audit entry in the same transaction. */
export async function changeNotificationRecipients(
  deps: { db: Database; now: Date; siteId: number; actor: Actor },
  change: NotificationChange,
): Promise<NotificationOutcome> {
  const { siteId } = deps;
  const audit = { siteId, actor: deps.actor, at: deps.now, resource: "notification-recipient" };
  return deps.db.transaction(async (tx): Promise<NotificationOutcome> => {
    if (change.intent === "add") {
      const added = await insertRecipient(
        tx,
        siteId,
        { dealershipSlug: change.dealership, email: change.email, forms: change.forms },
        deps.now,
      );
      if (!added.ok)
        return added.reason === "taken"
          ? { ok: false, status: 409, field: "email", message: TAKEN }
          : { ok: false, status: 404, field: "dealership", message: "Choose one of this site's dealerships." };
      const after = { dealership: change.dealership, email: change.email, forms: change.forms };
      await recordAudit(tx, { ...audit, action: "add", resourceId: added.id, before: null, after });
      return { ok: true, done: `Added ${change.email}.` };
    }
    const before = await findRecipient(tx, siteId, change.recipientId);
    if (!before)
      return { ok: false, status: 404, field: "recipientId", message: "That recipient isn't on this site any more. Reload the page." };
    const was = { dealership: before.dealershipSlug, email: before.email, forms: before.forms };
    if (change.intent === "remove") {
      await deleteRecipient(tx, siteId, before.id);
      await recordAudit(tx, { ...audit, action: "remove", resourceId: before.id, before: was, after: null });
      return { ok: true, done: `Removed ${before.email}. It gets no more notifications.` };
    }
    if (!(await updateRecipient(tx, siteId, before.id, { email: change.email, forms: change.forms }, deps.now)))
      return { ok: false, status: 409, field: "email", message: TAKEN };
    const after = { ...was, email: change.email, forms: change.forms };
    await recordAudit(tx, { ...audit, action: "change", resourceId: before.id, before: was, after });
    return { ok: true, done: `Saved ${change.email}.` };
  });
}
