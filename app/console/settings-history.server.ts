import type { Database } from "~/db/database";
import { configAtVersion, configHistory, currentConfig } from "~/db/queries/site-configs.server";
import { saveSiteConfig } from "~/db/save-site-config.server";
import { configChanges } from "~/domain/settings/config-changes";
import { changeRows, SOURCE_LABELS } from "~/domain/settings/settings-history-view";
import { formatDateTime } from "~/domain/format";
import type { Viewer } from "./require-staff.server";
import type { SettingsDeps } from "./site-settings.server";

const SHOWN = 100;

/**
 * The site's settings history (issue 55): every saved version, newest first, with who saved it, when (the site's
 * clock) and where from; and what one version changed from the one before it, setting by setting.
 */
export async function loadSettingsHistory(db: Database, viewer: Pick<Viewer, "site">, chosen: string | null) {
  const versions = await configHistory(db, viewer.site.id, SHOWN);
  const newest = versions[0]?.version ?? 0;
  const wanted = Number(chosen);
  const version = versions.some((v) => v.version === wanted) ? wanted : newest;
  // The first version changed nothing: it is what the site started with (listing every setting as new says nothing).
  const [config, previous] =
    version > 1
      ? await Promise.all([configAtVersion(db, viewer.site.id, version), configAtVersion(db, viewer.site.id, version - 1)])
      : [null, null];
  return {
    newest,
    versions: versions.map((v) => ({
      version: v.version,
      savedAt: formatDateTime(v.createdAt, viewer.site.timeZone),
      by: v.actor,
      from: v.restoredFrom ? `${SOURCE_LABELS[v.source]} (version ${v.restoredFrom})` : SOURCE_LABELS[v.source],
      note: v.note ?? "",
    })),
    chosen: version ? { version, changes: version > 1 ? changeRows(configChanges(previous, config)) : [] } : null,
  };
}

export type RestoreOutcome = { ok: true; message: string } | { ok: false; status: number; message: string };

/** Brings an earlier version back as the newest: a new version, so the restore itself can be undone the same way. */
export async function restoreSettingsVersion(
  deps: SettingsDeps,
  viewer: Pick<Viewer, "site" | "staff">,
  form: FormData,
): Promise<RestoreOutcome> {
  const version = Number(form.get("version"));
  const config = Number.isInteger(version) && version > 0 ? await configAtVersion(deps.db, viewer.site.id, version) : null;
  if (config === null) return { ok: false, status: 404, message: "There is no such version of this site's settings." };
  const current = await currentConfig(deps.db, viewer.site.id);
  if (current?.version === version) return { ok: false, status: 400, message: `Version ${version} is the site's settings now.` };
  if (current && configChanges(current.config, config).length === 0)
    return { ok: false, status: 400, message: `Version ${version} is the same as the settings now: there is nothing to restore.` };
  const saved = await saveSiteConfig(deps.db, {
    site: viewer.site,
    config,
    actor: { staffId: viewer.staff.id, email: viewer.staff.email },
    at: deps.now,
    basedOn: current?.version ?? 0,
    note: `Restored version ${version}`,
    restoredFrom: version,
    stripeReady: deps.stripeReady,
  });
  if (saved.ok) return { ok: true, message: `Restored version ${version} as version ${saved.version}. The site shows it within a second.` };
  if ("stale" in saved)
    return { ok: false, status: 409, message: "The site's settings were changed meanwhile. Reload the page and try again." };
  // An old version may not pass today's checks (a host another site has taken since, a setting this release refuses).
  return {
    ok: false,
    status: 400,
    message: `Version ${version} cannot be restored: ${saved.problems.map((p) => `${p.path}: ${p.message}`).join("; ")}`,
  };
}
