import type { JsonSchema } from "./unknown-settings";

/**
 * The console's settings forms, generated from the site config's own schema (its JSON Schema export, the one that
 * checks files), so a setting added to the schema gets its field, label, description, limits and errors with no form
 * code written for it (issue 55). A setting of plain values is a field of its kind; a nested object is a fieldset; what
 * has no plain shape (a list of objects, a map, a setting that is a whole object or null) is edited as JSON, checked
 * by the same schema.
 */
export type SettingField = {
  /** The setting's dotted path, which is also the form field's name. */
  name: string;
  path: readonly string[];
  label: string;
  description: string;
  kind: "text" | "number" | "checkbox" | "select" | "lines" | "choices" | "json";
  integer: boolean;
  min?: number;
  max?: number;
  minLength?: number;
  options?: readonly string[];
  /** What a select shows for an option, where the option itself is no word for a person (an image's address). */
  optionLabels?: Readonly<Record<string, string>>;
  /** What a select calls its empty choice, where "Default" or "None" would not say it. */
  noneLabel?: string;
  /** A choice between numbers (`anyOf` of constants, like the calculator's smallest amount): the picked option is read as a number. */
  numberOptions?: boolean;
  /** The schema's default, as words ("48", "reserve-now"), when it is one plain value. */
  defaultText?: string;
  /** What an empty field means: the setting set to null, the setting left out (its default applies), or nothing (it is required). */
  blank: "null" | "unset" | "required";
};
export type SettingsFieldset = { legend: string | null; description: string; fields: SettingField[] };
export type SettingsGroup = { key: string; title: string; description: string; fieldsets: SettingsFieldset[] };

/**
 * Settings that are not on the generated forms: the site's identity and hosts are the platform operator's, and the
 * theme, navigation and dealerships get editors of their own (a contrast check, a tree, a map), not raw JSON.
 */
export const NOT_ON_SETTINGS_FORMS = [
  "slug",
  "hosts",
  "canonicalOrigin",
  "theme",
  "headerLinks",
  "utilityLinks",
  "footerLinks",
  "dealerships",
] as const;

const TITLES: Record<string, string> = {
  general: "General",
  texts: "Words on the site",
  tradeIn: "Trade-in estimates",
  rateLimits: "Request limits",
  stockFeeds: "Stock feeds",
  marketplaceFeeds: "Marketplace feeds",
  stockRestrictions: "Which cars are shown",
};

/** `holdHours` → "Hold hours"; `youxQuote` → "Youx quote". */
export function settingLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A description as a person reads it: the schema's `code` marks (written for the file's readers) become quotes. */
const text = (value: unknown) => (typeof value === "string" ? value.replace(/`([^`]+)`/g, "‘$1’") : "");

/** A setting that is one value or null (`anyOf [x, {type: null}]`): the value's schema, or null when the union is anything else. */
function nullableOf(s: JsonSchema): JsonSchema | null {
  // zod exports a nullable plain value as a list of types: `["string", "null"]`.
  if (Array.isArray(s.type) && s.type.length === 2 && s.type.includes("null")) return { ...s, type: s.type.find((t) => t !== "null") };
  const branches = s.anyOf ?? s.oneOf;
  if (branches?.length !== 2) return null;
  const nonNull = branches.filter((b) => b.type !== "null");
  return nonNull.length === 1 ? nonNull[0] : null;
}

/** A choice of fixed values (`anyOf` of `const`s), the values; null when it is not one. */
function constants(s: JsonSchema): unknown[] | null {
  const branches = s.anyOf ?? s.oneOf;
  return branches?.length && branches.every((b) => "const" in b) ? branches.map((b) => b.const) : null;
}

// zod's integer() exports the safe integer range as its limits, which say nothing to a person.
const limit = (n: unknown) => (typeof n === "number" && Math.abs(n) < Number.MAX_SAFE_INTEGER ? n : undefined);

const isPlain = (s: JsonSchema) => s.type === "string" || s.type === "number" || s.type === "integer" || s.type === "boolean";
const isGroup = (s: JsonSchema) => s.type === "object" && !!s.properties && !s.anyOf && !s.oneOf;

function fieldOf(s: JsonSchema, path: string[], required: boolean): SettingField {
  const inner = nullableOf(s);
  const shape = inner && isPlain(inner) ? inner : s;
  const blank = inner ? "null" : required && !("default" in s) ? "required" : "unset";
  const base = {
    name: path.join("."),
    path,
    label: settingLabel(path[path.length - 1]),
    description: text(s.description) || text(shape.description),
    integer: shape.type === "integer",
    blank,
    defaultText: ["string", "number", "boolean"].includes(typeof s.default) && s.default !== "" ? String(s.default) : undefined,
  } as const;
  if (Array.isArray(shape.enum)) return { ...base, kind: "select", options: shape.enum.map(String) };
  const fixed = constants(shape);
  if (fixed) return { ...base, kind: "select", options: fixed.map(String), numberOptions: fixed.every((v) => typeof v === "number") };
  if (shape.type === "boolean") return { ...base, kind: "checkbox" };
  if (shape.type === "number" || shape.type === "integer")
    return {
      ...base,
      kind: "number",
      min: limit(shape.minimum),
      max: limit(shape.maximum),
    };
  if (shape.type === "string")
    return { ...base, kind: "text", minLength: typeof shape.minLength === "number" ? shape.minLength : undefined };
  if (shape.type === "array" && shape.items && !nullableOf(shape.items)) {
    if (Array.isArray(shape.items.enum)) return { ...base, kind: "choices", options: shape.items.enum.map(String) };
    if (shape.items.type === "string") return { ...base, kind: "lines" };
  }
  return { ...base, kind: "json" };
}

/** One object's settings: its plain ones as a fieldset, then each nested object's as its own, labelled by its path. */
function fieldsets(s: JsonSchema, path: string[], legend: string | null): SettingsFieldset[] {
  const required = new Set(Array.isArray(s.required) ? (s.required as string[]) : []);
  const own: SettingField[] = [];
  const nested: SettingsFieldset[] = [];
  for (const [key, child] of Object.entries(s.properties ?? {})) {
    if (path.length === 0 && (NOT_ON_SETTINGS_FORMS as readonly string[]).includes(key)) continue;
    // A removed setting (`z.never()`, exported as `not`) is refused in files and has nothing to edit.
    if ("not" in child) continue;
    if (isGroup(child)) {
      const label = settingLabel(key);
      nested.push(...fieldsets(child, [...path, key], legend ? `${legend} › ${label}` : label));
    } else own.push(fieldOf(child, [...path, key], required.has(key)));
  }
  const first = own.length ? [{ legend, description: "", fields: own }] : [];
  return [...first, ...nested];
}

/** One top-level section of the config as a form (the theme, which has a page of its own, is made this way too). */
export function settingsGroupOf(schema: JsonSchema, key: string, title: string): SettingsGroup {
  const section = schema.properties?.[key] ?? {};
  return { key, title, description: text(section.description), fieldsets: fieldsets(section, [key], null) };
}

/**
 * The settings forms: "general" for the site's top-level settings, then one for each top-level section
 * (`reservations`, `finance`, ...), in the schema's order.
 */
export function settingsGroups(schema: JsonSchema): SettingsGroup[] {
  const top = Object.entries(schema.properties ?? {}).filter(([key]) => !(NOT_ON_SETTINGS_FORMS as readonly string[]).includes(key));
  const general: JsonSchema = { ...schema, properties: Object.fromEntries(top.filter(([, s]) => !isGroup(s))) };
  const sections = top.filter(([, s]) => isGroup(s)).map(([key]) => settingsGroupOf(schema, key, TITLES[key] ?? settingLabel(key)));
  return [
    {
      key: "general",
      title: TITLES.general,
      description: "The site's name, zone and the switches that are not part of a section.",
      fieldsets: fieldsets(general, [], null),
    },
    ...sections,
  ].filter((g) => g.fieldsets.length > 0);
}
