import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SiteConfigSchema } from "./site-config";
import { inputJsonSchema } from "./site-config-problems";
import { settingsGroups } from "./settings-fields";
import { fieldValues, mergeSettings, readSettingsForm } from "./settings-form-values";

const groups = settingsGroups(inputJsonSchema());
const group = (key: string) => groups.find((g) => g.key === key) ?? expect.unreachable(`no group ${key}`);
const raw = JSON.parse(readFileSync("config/sites/coastal-toyota.json", "utf8"));
const parsed = SiteConfigSchema.parse(raw);

/** A form posted as the page would post it: every field of the group as shown, then the changes. */
function posted(key: string, changes: Record<string, string | string[] | null>): FormData {
  const form = new FormData();
  const shown = { ...fieldValues(group(key), parsed), ...changes };
  for (const [name, value] of Object.entries(shown)) {
    if (value === false || value === null) continue;
    if (value === true) form.set(name, "on");
    else if (Array.isArray(value)) for (const v of value) form.append(name, v);
    else form.set(name, String(value));
  }
  return form;
}

describe("reading a generated settings form", () => {
  it("shows each setting as the site has it, defaults included", () => {
    const values = fieldValues(group("reservations"), parsed);
    expect(values["reservations.holdHours"]).toBe(String(parsed.reservations.holdHours));
    expect(values["reservations.depositCents"]).toBe("20000");
    expect(fieldValues(group("stockRestrictions"), parsed)["stockRestrictions.photoRequired"]).toBe(parsed.stockRestrictions.photoRequired);
  });

  it("reads numbers, checkboxes, choices, lines and JSON into their settings' values", () => {
    const read = readSettingsForm(
      group("stockRestrictions"),
      posted("stockRestrictions", {
        "stockRestrictions.carTypes": ["used", "demo"],
        "stockRestrictions.excludedMakes": "Holden\n\n  Proton \n",
        "stockRestrictions.maxAgeDays": "",
        "stockRestrictions.certifiedOnly": "on",
      }),
    );
    expect(read.problems).toEqual([]);
    expect(read.values.get("stockRestrictions.carTypes")).toEqual(["used", "demo"]);
    expect(read.values.get("stockRestrictions.excludedMakes")).toEqual(["Holden", "Proton"]);
    expect(read.values.get("stockRestrictions.maxAgeDays")).toBeNull();
    expect(read.values.get("stockRestrictions.certifiedOnly")).toBe(true);
    const money = readSettingsForm(group("reservations"), posted("reservations", { "reservations.depositCents": "25,000" }));
    expect(money.values.get("reservations.depositCents")).toBe(25_000);
    const finance = readSettingsForm(group("finance"), posted("finance", { "finance.calculator.amountMin": "5000" }));
    expect(finance.values.get("finance.calculator.amountMin")).toBe(5000);
  });

  it("names what is wrong with each field in words, and keeps what was typed", () => {
    const read = readSettingsForm(
      group("reservations"),
      posted("reservations", { "reservations.holdHours": "forty", "reservations.depositCents": "20", "reservations.button": "<script>" }),
    );
    expect(read.problems).toEqual([
      { name: "reservations.holdHours", message: "Enter a number, in digits." },
      { name: "reservations.button", message: "Choose one of the listed options." },
      { name: "reservations.depositCents", message: "Enter 50 or more." },
    ]);
    expect(read.entered["reservations.holdHours"]).toBe("forty");
    const general = readSettingsForm(
      group("general"),
      posted("general", { name: "  ", recentSoldDays: "2.5", statsBanner: "[{", tagline: "x".repeat(2001) }),
    );
    expect(Object.fromEntries(general.problems.map((p) => [p.name, p.message]))).toEqual({
      name: "This is required.",
      tagline: "Keep it to 2,000 characters or fewer.",
      recentSoldDays: "Enter a whole number.",
      statsBanner: expect.stringMatching(/^This is not valid JSON \(/),
    });
  });
});

describe("merging a form onto the newest settings", () => {
  it("writes only what the person changed, so defaults stay out of the stored config", () => {
    const read = readSettingsForm(group("reservations"), posted("reservations", { "reservations.holdHours": "72" }));
    const merged = mergeSettings(group("reservations"), read.values, parsed, { raw, parsed });
    expect(merged).toMatchObject({ ok: true, changed: [{ name: "reservations.holdHours" }] });
    if (!merged.ok) return;
    expect((merged.config.reservations as { holdHours: number }).holdHours).toBe(72);
    expect(SiteConfigSchema.parse(merged.config).reservations.holdHours).toBe(72);
    // Everything else is as stored: no default was written in.
    expect({ ...merged.config, reservations: raw.reservations }).toEqual(raw);
  });

  it("keeps a change someone saved meanwhile to another setting, and refuses to overwrite one to the same setting", () => {
    const theirs = { ...raw, reservations: { ...raw.reservations, depositCents: 30_000 } };
    const newest = { raw: theirs, parsed: SiteConfigSchema.parse(theirs) };
    const mine = readSettingsForm(group("reservations"), posted("reservations", { "reservations.holdHours": "72" }));
    const merged = mergeSettings(group("reservations"), mine.values, parsed, newest);
    expect(merged.ok && merged.config.reservations).toMatchObject({ holdHours: 72, depositCents: 30_000 });
    const clash = readSettingsForm(group("reservations"), posted("reservations", { "reservations.depositCents": "25000" }));
    expect(mergeSettings(group("reservations"), clash.values, parsed, newest)).toEqual({
      ok: false,
      conflicts: [{ name: "reservations.depositCents", message: expect.stringMatching(/^Someone else changed this/) }],
    });
  });

  it("sets a setting inside a section the stored config leaves out, which the schema then completes with its defaults", () => {
    const read = readSettingsForm(group("finance"), posted("finance", { "finance.calculator.amountMin": "5000" }));
    const bare = { ...raw, finance: undefined };
    const merged = mergeSettings(group("finance"), read.values, parsed, { raw: bare, parsed: SiteConfigSchema.parse(bare) });
    expect(merged.ok).toBe(true);
    if (merged.ok) expect(SiteConfigSchema.parse(merged.config).finance.calculator).toMatchObject({ amountMin: 5000, amountMax: 100_000 });
  });
});
