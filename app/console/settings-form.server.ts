import type { Database } from "~/db/database";
import { configAtVersion, currentConfig } from "~/db/queries/site-configs.server";
import { saveSiteConfig } from "~/db/save-site-config.server";
import { configChanges } from "~/domain/settings/config-changes";
import { type ChangeRow, changeRows } from "~/domain/settings/settings-history-view";
import { SiteConfigSchema } from "~/sites/site-config";
import { inputJsonSchema } from "~/sites/site-config-problems";
import { type SettingsGroup, settingsGroups } from "~/sites/settings-fields";
import { themeProblems, themeSettingsGroup, withLogoChoices } from "~/sites/theme-form";
import { libraryChoices } from "./content-editor.server";
import {
  type EnteredValues,
  type FieldProblem,
  fieldValues,
  groupFields,
  mergeSettings,
  readSettingsForm,
  valueAt,
} from "~/sites/settings-form-values";
import type { Viewer } from "./require-staff.server";
import type { SettingsDeps } from "./site-settings.server";

let groups: { sections: SettingsGroup[]; theme: SettingsGroup } | null = null;
const forms = () => {
  groups ??= { sections: settingsGroups(inputJsonSchema()), theme: themeSettingsGroup(inputJsonSchema()) };
  return groups;
};
/** The settings forms, generated once from the schema (they change only with the code); the theme has its own page. */
export const allSettingsGroups = (): SettingsGroup[] => forms().sections;
export const themeGroup = (): SettingsGroup => forms().theme;

const groupFor = (key: string | undefined) => [...forms().sections, forms().theme].find((g) => g.key === key) ?? null;

/** The form of `key` for this site: the theme's logo is a choice of the site's own library images. */
async function siteGroupFor(db: Database, siteId: number, key: string | undefined, config: unknown) {
  const group = groupFor(key);
  if (group?.key !== "theme") return group;
  const logo = valueAt(config, ["theme", "logo", "url"]);
  return withLogoChoices(group, await libraryChoices(db, siteId), typeof logo === "string" ? logo : null);
}

/** A stored config read with its defaults, so the form shows what the site does; one that no longer parses is shown as stored. */
function withDefaults(config: unknown): unknown {
  const parsed = SiteConfigSchema.safeParse(config);
  return parsed.success ? parsed.data : config;
}

/** One settings form as the site has it now, and the version it was read from (the save merges onto it). */
export async function loadSettingsForm(db: Database, viewer: Pick<Viewer, "site">, key: string | undefined) {
  const current = await currentConfig(db, viewer.site.id);
  const group = await siteGroupFor(db, viewer.site.id, key, current?.config);
  if (!group) return null;
  return { group, version: current?.version ?? 0, values: fieldValues(group, withDefaults(current?.config)) };
}

export type SettingsFormOutcome =
  | { ok: true; message: string; version: number; changes: ChangeRow[] }
  | { ok: false; status: number; message: string; problems: FieldProblem[]; entered: EnteredValues; version: number };

/** A problem's setting path onto the field that holds it: itself, or the JSON field of the list or section it is inside. */
function onFields(group: SettingsGroup, problems: readonly { path: string; message: string }[]): FieldProblem[] {
  const fields = groupFields(group);
  return problems.map((p) => {
    const field = fields.find((f) => p.path === f.name || p.path.startsWith(`${f.name}.`));
    const inside = field && p.path !== field.name ? `${p.path.slice(field.name.length + 1)}: ` : "";
    return { name: field?.name ?? "", message: `${inside}${p.message}` };
  });
}

/**
 * A settings form posted: each field read and checked, the fields the person changed merged onto the newest version
 * (a save someone made meanwhile to other settings is kept), then saved as the next version through the one save every
 * settings change takes (checked by the schema, audited, on every server within a second).
 */
export async function saveSettingsForm(
  deps: SettingsDeps,
  viewer: Pick<Viewer, "site" | "staff">,
  key: string | undefined,
  form: FormData,
): Promise<SettingsFormOutcome | null> {
  const group = await siteGroupFor(deps.db, viewer.site.id, key, (await currentConfig(deps.db, viewer.site.id))?.config);
  if (!group) return null;
  const read = readSettingsForm(group, form);
  const opened = Number(form.get("version"));
  const refuse = (status: number, message: string, problems: FieldProblem[], version = opened) =>
    ({ ok: false, status, message, problems, entered: read.entered, version }) as const;
  if (read.problems.length) return refuse(400, "Some settings need fixing: nothing was saved.", read.problems);
  const openedConfig = Number.isInteger(opened) && opened > 0 ? await configAtVersion(deps.db, viewer.site.id, opened) : null;
  if (openedConfig === null) return refuse(400, "This form is out of date: open the settings again.", []);
  const themed = group.key === "theme" ? themeProblems(read.values, withDefaults(openedConfig)) : [];
  if (themed.length) return refuse(400, "Some settings need fixing: nothing was saved.", themed);
  for (let attempt = 0; attempt < 2; attempt++) {
    const newest = await currentConfig(deps.db, viewer.site.id);
    if (!newest) return refuse(409, "This site's settings are not stored yet: restart the server.", []);
    const merged = mergeSettings(group, read.values, withDefaults(openedConfig), {
      raw: newest.config,
      parsed: withDefaults(newest.config),
    });
    if (!merged.ok) return refuse(409, "Someone else saved these settings while you had them open.", merged.conflicts, newest.version);
    if (!merged.changed.length)
      return { ok: true, message: "Nothing changed: the settings are as they were.", version: newest.version, changes: [] };
    const saved = await saveSiteConfig(deps.db, {
      site: viewer.site,
      config: merged.config,
      actor: { staffId: viewer.staff.id, email: viewer.staff.email },
      at: deps.now,
      basedOn: newest.version,
      note: `${group.title} settings`,
      stripeReady: deps.stripeReady,
    });
    if (saved.ok)
      return {
        ok: true,
        message: `Saved as version ${saved.version}. The site shows it within a second; the settings history can undo it.`,
        version: saved.version,
        changes: changeRows(configChanges(newest.config, merged.config)),
      };
    if ("problems" in saved) return refuse(400, "Some settings need fixing: nothing was saved.", onFields(group, saved.problems));
    // Stale: another save landed between reading the newest and writing; merge onto that one instead.
  }
  return refuse(409, "The settings are being changed by someone else right now: try again.", []);
}
