import type { Database } from "~/db/database";
import { type Actor, recordAudit } from "~/db/queries/audit.server";
import { configAtVersion, insertConfigVersion } from "~/db/queries/site-configs.server";
import { notifySitesChanged } from "~/db/queries/sites.server";
import { configChanges } from "~/domain/settings/config-changes";
import { loadStoredConfigs } from "~/db/site-config-store.server";
import { checkSiteConfig, type SiteConfigProblem } from "~/sites/site-config-problems";

export type SaveConfigOutcome =
  | { ok: true; version: number; changes: number }
  | { ok: false; problems: SiteConfigProblem[] }
  /** Someone saved the site's settings after the version this save started from: nothing was written. */
  | { ok: false; stale: true };

export type SaveConfigInput = {
  site: { id: number; slug: string };
  config: unknown;
  actor: Actor;
  at: Date;
  /** The version the person edited: a save over a newer one is refused, not merged blind. */
  basedOn: number;
  note: string;
  restoredFrom?: number;
  /** Whether this server has Stripe's keys: a site switched to Stripe without them could take no deposit, and would stop the next start. */
  stripeReady: boolean;
};

const STRIPE_NOT_SET_UP: SiteConfigProblem = {
  path: "reservations.provider",
  message:
    "Stripe is not set up on this platform yet (its keys are not set), so the site could not take deposits through it: ask the platform's operator to set Stripe up, or choose the test provider.",
};

/**
 * Saves a site's config as its next version (decision 053): checked as a file is (the schema, then against every other
 * site), audited with what changed, and every server told (sites_changed) in the same transaction, so each process
 * serves it within a second of the commit.
 */
export async function saveSiteConfig(db: Database, input: SaveConfigInput): Promise<SaveConfigOutcome> {
  const others = (await loadStoredConfigs(db)).filter((c) => c.slug !== input.site.slug);
  const check = checkSiteConfig(input.config, others);
  if (!check.config) return { ok: false, problems: check.problems };
  if (check.config.reservations.provider === "stripe" && !input.stripeReady) return { ok: false, problems: [STRIPE_NOT_SET_UP] };
  if (check.config.slug !== input.site.slug)
    return { ok: false, problems: [{ path: "slug", message: `A site's slug cannot change (it is "${input.site.slug}").` }] };
  const before = await configAtVersion(db, input.site.id, input.basedOn);
  const changes = configChanges(before, input.config);
  return db.transaction(async (tx) => {
    const version = await insertConfigVersion(tx, {
      siteId: input.site.id,
      config: input.config,
      source: input.restoredFrom ? "restore" : "console",
      actor: input.actor,
      at: input.at,
      note: input.note,
      restoredFrom: input.restoredFrom,
      basedOn: input.basedOn,
    });
    if (version === null) return { ok: false, stale: true } as const;
    await recordAudit(tx, {
      siteId: input.site.id,
      actor: input.actor,
      at: input.at,
      action: input.restoredFrom ? "restore" : "change",
      resource: "settings",
      resourceId: String(version),
      before: Object.fromEntries(changes.map((c) => [c.path, c.before ?? null])),
      after: Object.fromEntries(changes.map((c) => [c.path, c.after ?? null])),
    });
    await notifySitesChanged(tx);
    return { ok: true, version, changes: changes.length } as const;
  });
}
