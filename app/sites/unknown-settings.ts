/**
 * Settings a config names that the schema does not know. Zod drops unknown keys without a word, so a
 * misspelt setting (`colors` for `colours`) would otherwise leave the site on its default unnoticed.
 * Walks the raw config beside the schema's JSON Schema (zod's own export), which holds every object's keys.
 */
export type JsonSchema = {
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  const?: unknown;
  [key: string]: unknown;
};

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Of a union's object branches, the one whose fixed values (a discriminator like `channel`) the value matches. */
function branchFor(value: Record<string, unknown>, branches: JsonSchema[], resolve: (s: JsonSchema) => JsonSchema): JsonSchema | null {
  const objects = branches.map(resolve).filter((b) => b.properties);
  const matching = objects.filter((b) => Object.entries(b.properties ?? {}).every(([key, p]) => !("const" in p) || value[key] === p.const));
  return matching.length === 1 ? matching[0] : null;
}

export function unknownSettings(raw: unknown, root: JsonSchema): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const resolve = (s: JsonSchema): JsonSchema => (s.$ref ? resolve(root.$defs?.[s.$ref.replace("#/$defs/", "")] ?? {}) : s);
  const walk = (value: unknown, schema: JsonSchema, path: string[]) => {
    const s = resolve(schema);
    const branches = s.anyOf ?? s.oneOf;
    if (branches) {
      if (Array.isArray(value)) {
        const list = branches.map(resolve).find((b) => b.items);
        if (list) walk(value, list, path);
      } else if (isPlainObject(value)) {
        const branch = branchFor(value, branches, resolve);
        if (branch) walk(value, branch, path);
      }
      return;
    }
    if (Array.isArray(value) && s.items) {
      const items = s.items;
      value.forEach((item, i) => {
        walk(item, items, [...path, String(i)]);
      });
    }
    if (!isPlainObject(value)) return;
    for (const [key, child] of Object.entries(value)) {
      const known = s.properties?.[key];
      if (known) walk(child, known, [...path, key]);
      else if (typeof s.additionalProperties === "object") walk(child, s.additionalProperties, [...path, key]);
      else if (s.properties)
        problems.push({ path: [...path, key].join("."), message: "unknown setting (misspelt, or not one this platform has)" });
    }
  };
  walk(raw, root, []);
  return problems;
}
