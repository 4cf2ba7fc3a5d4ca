import { describe, expect, it } from "vitest";
import { inputJsonSchema } from "./site-config-problems";
import { NOT_ON_SETTINGS_FORMS, settingLabel, settingsGroups } from "./settings-fields";

const groups = settingsGroups(inputJsonSchema());
const field = (name: string) =>
  groups.flatMap((g) => g.fieldsets.flatMap((f) => f.fields)).find((f) => f.name === name) ?? expect.unreachable(`no field ${name}`);

describe("the settings forms generated from the site config's schema", () => {
  it("has a general form, then one a section, in the schema's order", () => {
    expect(groups.map((g) => g.key).slice(0, 5)).toEqual(["general", "texts", "stockRestrictions", "marketplaceFeeds", "reservations"]);
    expect(groups.find((g) => g.key === "reservations")?.description).toMatch(/^Reserving: the payment provider/);
  });

  it("gives each setting the field its type wants, with the schema's description, limits and what empty means", () => {
    expect(field("reservations.depositCents")).toMatchObject({ kind: "number", integer: true, min: 50, max: 5_000_000, blank: "unset" });
    expect(field("reservations.depositCents").description).toMatch(/^The deposit to reserve a car, in cents/);
    expect(field("reservations.provider")).toMatchObject({ kind: "select", options: ["test", "stripe"], blank: "unset" });
    expect(field("reservations.holdHours").defaultText).toBe("48");
    expect(field("name")).toMatchObject({ kind: "text", blank: "required", minLength: 1, label: "Name" });
    expect(field("stockRestrictions.photoRequired")).toMatchObject({ kind: "checkbox" });
    expect(field("stockRestrictions.carTypes")).toMatchObject({ kind: "choices", options: ["new", "used", "demo"] });
    expect(field("stockRestrictions.excludedMakes")).toMatchObject({ kind: "lines" });
    expect(field("stockRestrictions.maxAgeDays")).toMatchObject({ kind: "number", blank: "null", min: 1, max: 3650 });
    expect(field("finance.excludedMake")).toMatchObject({ kind: "text", blank: "null" });
    expect(field("finance.calculator.amountMin")).toMatchObject({ kind: "select", options: ["1000", "5000"], numberOptions: true });
    expect(field("stockFeeds.maxSoldShare")).toMatchObject({ kind: "number", integer: false, min: 0, max: 1 });
    // No shape a field can hold: JSON, checked by the same schema.
    expect(field("search.promos")).toMatchObject({ kind: "json", blank: "unset" });
    expect(field("maps")).toMatchObject({ kind: "json", blank: "null" });
  });

  it("nests a section's own sections as fieldsets named by their path", () => {
    const finance = groups.find((g) => g.key === "finance");
    expect(finance?.fieldsets.map((f) => f.legend)).toEqual([null, "Rate card", "Rate card › Bands", "Calculator"]);
  });

  it("leaves out what has its own editor or is the operator's, and the settings that were removed", () => {
    const names = groups.flatMap((g) => g.fieldsets.flatMap((f) => f.fields.map((x) => x.name)));
    for (const key of NOT_ON_SETTINGS_FORMS) expect(names.some((n) => n === key || n.startsWith(`${key}.`))).toBe(false);
    expect(names).not.toContain("texts.reserveDepositLabel");
    // zod's safe-integer limits are no limit a person needs told.
    expect(field("tradeIn.maxKm").max).toBeLessThan(Number.MAX_SAFE_INTEGER);
  });

  it("labels a setting from its name", () => {
    expect(settingLabel("holdHours")).toBe("Hold hours");
    expect(settingLabel("weWantYourCarPosition")).toBe("We want your car position");
    expect(settingLabel("GREAT")).toBe("Great");
  });
});
