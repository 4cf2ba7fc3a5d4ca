import type { Database } from "~/db/database";
import { type Actor, recordAudit } from "~/db/queries/audit.server";
import { notifySitesChanged } from "~/db/queries/sites.server";

/**
 * Switches a site off (its hosts answer like unknown ones; its cars, leads, staff and settings stay) or on again:
 * `npm run site -- disable|enable` and the operators' console. Audited on the site, and every server told
 * (sites_changed) in the same transaction. False when there is no such site.
 */
export async function switchSite(db: Database, input: { slug: string; enabled: boolean; actor: Actor; at: Date }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx.query<{ id: number; was: boolean }>(
      `UPDATE sites s SET disabled_at = CASE WHEN $2 THEN NULL ELSE COALESCE(s.disabled_at, $3) END
        FROM sites before WHERE s.slug = $1 AND before.id = s.id RETURNING s.id, before.disabled_at IS NULL AS was`,
      [input.slug, input.enabled, input.at],
    );
    if (!rows[0]) return false;
    await recordAudit(tx, {
      siteId: rows[0].id,
      actor: input.actor,
      at: input.at,
      action: input.enabled ? "enable" : "disable",
      resource: "site",
      resourceId: input.slug,
      before: { enabled: rows[0].was },
      after: { enabled: input.enabled },
    });
    await notifySitesChanged(tx);
    return true;
  });
}
