import { configChanges, withSetting } from "~/domain/settings/config-changes";
import type { SettingField, SettingsGroup } from "./settings-fields";

/** What a field shows: a checkbox's state, a multiple choice's picks, or the text in the box. */
export type FieldValue = string | boolean | readonly string[];
export type EnteredValues = Record<string, FieldValue>;
export type FieldProblem = { name: string; message: string };

// A setting's words are a line or a paragraph; a JSON setting holds a list (the promos, the rate card). Longer is a mistake or an attack.
const MAX_TEXT = 2_000;
const MAX_JSON = 100_000;

export const groupFields = (group: SettingsGroup): SettingField[] => group.fieldsets.flatMap((f) => f.fields);

export function valueAt(config: unknown, path: readonly string[]): unknown {
  let value: unknown = config;
  for (const key of path) value = typeof value === "object" && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  return value;
}

/** What each field of a form shows for a config (the parsed one, so a setting left at its default shows the default). */
export function fieldValues(group: SettingsGroup, config: unknown): EnteredValues {
  return Object.fromEntries(groupFields(group).map((field) => [field.name, shown(field, valueAt(config, field.path))]));
}

function shown(field: SettingField, value: unknown): FieldValue {
  if (field.kind === "checkbox") return value === true;
  if (field.kind === "choices") return Array.isArray(value) ? value.map(String) : [];
  if (field.kind === "lines") return Array.isArray(value) ? value.join("\n") : "";
  if (field.kind === "json") return value === undefined || value === null ? "" : JSON.stringify(value, null, 2);
  return value === undefined || value === null ? "" : String(value);
}

type Read = { ok: true; value: unknown } | { ok: false; message: string };
const bad = (message: string): Read => ({ ok: false, message });

function blankValue(field: SettingField): Read {
  if (field.blank === "null") return { ok: true, value: null };
  if (field.blank === "unset") return { ok: true, value: undefined };
  return bad(field.kind === "select" ? "Choose one." : "This is required.");
}

function readNumber(field: SettingField, entered: string): Read {
  const number = Number(entered.replace(/[,\s]/g, ""));
  if (!Number.isFinite(number)) return bad("Enter a number, in digits.");
  if (field.integer && !Number.isInteger(number)) return bad("Enter a whole number.");
  if (field.min !== undefined && number < field.min) return bad(`Enter ${field.min.toLocaleString("en-AU")} or more.`);
  if (field.max !== undefined && number > field.max) return bad(`Enter ${field.max.toLocaleString("en-AU")} or less.`);
  return { ok: true, value: number };
}

function readJson(entered: string): Read {
  if (entered.length > MAX_JSON) return bad(`Keep it under ${MAX_JSON.toLocaleString("en-AU")} characters.`);
  try {
    return { ok: true, value: JSON.parse(entered) };
  } catch (error) {
    return bad(`This is not valid JSON (${error instanceof Error ? error.message : "it could not be read"}).`);
  }
}

/** One field's entry read as its setting's value, or what is wrong with it in words. The schema checks the rest. */
function readField(field: SettingField, entered: FieldValue | undefined): Read {
  if (field.kind === "checkbox") return { ok: true, value: entered === true };
  if (field.kind === "choices") {
    const picked = Array.isArray(entered) ? entered : [];
    if (picked.some((v) => !field.options?.includes(v))) return bad("Choose from the listed options.");
    return { ok: true, value: picked };
  }
  const raw = typeof entered === "string" ? entered : "";
  if (field.kind !== "json" && raw.length > MAX_TEXT) return bad(`Keep it to ${MAX_TEXT.toLocaleString("en-AU")} characters or fewer.`);
  if (field.kind === "lines")
    return {
      ok: true,
      value: raw
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    };
  if (raw.trim() === "" && !(field.kind === "text" && field.blank === "required")) return blankValue(field);
  if (field.kind === "number") return readNumber(field, raw.trim());
  if (field.kind === "json") return readJson(raw);
  if (field.kind === "select" && !field.options?.includes(raw)) return bad("Choose one of the listed options.");
  if (field.kind === "select" && field.numberOptions) return { ok: true, value: Number(raw) };
  if (field.kind === "text" && field.minLength && raw.trim().length < field.minLength)
    return bad(field.minLength === 1 ? "This is required." : `Enter at least ${field.minLength} characters.`);
  return { ok: true, value: raw };
}

/** A posted settings form: what was entered (to show again as it was), and each field's value or problem. */
export function readSettingsForm(group: SettingsGroup, form: { get(name: string): unknown; getAll(name: string): unknown[] }) {
  const entered: EnteredValues = {};
  const values = new Map<string, unknown>();
  const problems: FieldProblem[] = [];
  for (const field of groupFields(group)) {
    const value: FieldValue =
      field.kind === "checkbox"
        ? form.get(field.name) !== null
        : field.kind === "choices"
          ? form.getAll(field.name).map(String)
          : String(form.get(field.name) ?? "");
    entered[field.name] = value;
    const read = readField(field, value);
    if (read.ok) values.set(field.name, read.value);
    else problems.push({ name: field.name, message: read.message });
  }
  return { entered, values, problems };
}

export type SettingsMerge =
  | { ok: true; config: Record<string, unknown>; changed: SettingField[] }
  | { ok: false; conflicts: FieldProblem[] };

const same = (a: unknown, b: unknown) => configChanges(a, b).length === 0;

/**
 * A form's values onto the newest stored config. Only the fields the person changed from the version they opened are
 * written (a setting left at its default stays out of the file); one that someone else changed since is refused by
 * name rather than overwritten blind.
 */
export function mergeSettings(
  group: SettingsGroup,
  values: ReadonlyMap<string, unknown>,
  opened: unknown,
  newest: { raw: unknown; parsed: unknown },
): SettingsMerge {
  const changed = groupFields(group).filter((f) => values.has(f.name) && !same(valueAt(opened, f.path), values.get(f.name)));
  const conflicts = changed
    .filter((f) => !same(valueAt(opened, f.path), valueAt(newest.parsed, f.path)))
    .map((f) => ({ name: f.name, message: "Someone else changed this since you opened the page: check it and save again." }));
  if (conflicts.length) return { ok: false, conflicts };
  const config = changed.reduce((c, f) => withSetting(c, f.path, values.get(f.name)), newest.raw as Record<string, unknown>);
  return { ok: true, config, changed };
}
