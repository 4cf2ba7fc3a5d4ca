import type { Database } from "~/db/database";
import { currentConfig } from "~/db/queries/site-configs.server";
import { withSetting } from "~/domain/settings/config-changes";
import { type SaveConfigOutcome, saveSiteConfig } from "~/db/save-site-config.server";
import type { AppLoadContext as AppContext } from "react-router";
import type { Viewer } from "./require-staff.server";

/** What a settings save takes: the database, the time, and whether this server can take payments through Stripe. */
export type SettingsDeps = { db: Database; now: Date; stripeReady: boolean };

export const settingsDeps = (context: Pick<AppContext, "db" | "now" | "payments">): SettingsDeps => ({
  db: context.db,
  now: context.now,
  stripeReady: context.payments.stripe !== null,
});

/**
 * One setting changed from the console: set on the site's newest version and saved as the next (audited, on every
 * server within a second). A save that meets another made a moment earlier is tried once more on top of that one,
 * since a single setting is not a blind overwrite of the rest.
 */
export async function saveSetting(
  deps: SettingsDeps,
  viewer: Pick<Viewer, "site" | "staff">,
  change: { path: readonly string[]; value: unknown; note: string },
): Promise<SaveConfigOutcome> {
  let outcome: SaveConfigOutcome = { ok: false, stale: true };
  for (let attempt = 0; attempt < 2 && !outcome.ok && "stale" in outcome; attempt++) {
    const current = await currentConfig(deps.db, viewer.site.id);
    if (!current) return { ok: false, problems: [{ path: "", message: "This site's settings are not stored yet: restart the server." }] };
    outcome = await saveSiteConfig(deps.db, {
      site: viewer.site,
      config: withSetting(current.config, change.path, change.value),
      actor: { staffId: viewer.staff.id, email: viewer.staff.email },
      at: deps.now,
      basedOn: current.version,
      note: change.note,
      stripeReady: deps.stripeReady,
    });
  }
  return outcome;
}
