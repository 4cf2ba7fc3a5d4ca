import { describe, expect, it } from "vitest";
import { AdjustmentAnswersSchema } from "./adjustment-answers";
import { ACCESSORIES, ACCESSORY_LABELS, CONDITION_LABELS, CONDITIONS } from "./adjustment-options";

const answers = { km: "85,000", condition: "good", serviceHistory: "full", damage: "none" };
const kmError = (km: unknown) => {
  const result = AdjustmentAnswersSchema.safeParse({ ...answers, km });
  return result.success ? null : result.error.issues.find((i) => i.path[0] === "km")?.message;
};

describe("trade-in adjustment answers", () => {
  it("reads kilometres as typed: separators, spaces and a km suffix", () => {
    for (const typed of ["85,000", "85000", "85000 kms", "85 000 km", " 85,000km ", "85000 kilometres"]) {
      expect(AdjustmentAnswersSchema.parse({ ...answers, km: typed }).km).toBe(85_000);
    }
    expect(AdjustmentAnswersSchema.parse({ ...answers, km: 0 }).km).toBe(0);
    expect(AdjustmentAnswersSchema.parse({ ...answers, km: "999,999" }).km).toBe(999_999);
  });
  it("asks for the odometer reading when kilometres are missing, fractional, negative, too large or not a number", () => {
    for (const bad of [undefined, "", "  ", "1,000,000", "-5", "85.5", "eighty", "1e5", "0x10"]) {
      expect(kmError(bad)).toBe("Please enter the kilometres on the odometer.");
    }
  });
  it("asks the shopper to choose a condition, service history and damage", () => {
    const result = AdjustmentAnswersSchema.safeParse({ km: "10000", condition: "mint", serviceHistory: "" });
    expect(result.success).toBe(false);
    const messages = result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
    expect(messages).toEqual({ condition: "Please choose one.", serviceHistory: "Please choose one.", damage: "Please choose one." });
  });
  it("takes accessories as nothing, one ticked box or several, without duplicates", () => {
    expect(AdjustmentAnswersSchema.parse(answers).accessories).toEqual([]);
    expect(AdjustmentAnswersSchema.parse({ ...answers, accessories: "" }).accessories).toEqual([]);
    expect(AdjustmentAnswersSchema.parse({ ...answers, accessories: "towbar" }).accessories).toEqual(["towbar"]);
    expect(AdjustmentAnswersSchema.parse({ ...answers, accessories: ["canopy", "towbar", "canopy"] }).accessories).toEqual([
      "canopy",
      "towbar",
    ]);
    expect(AdjustmentAnswersSchema.safeParse({ ...answers, accessories: ["towbar", "spoiler"] }).success).toBe(false);
  });
  it("labels every option for the shopper", () => {
    expect(Object.keys(CONDITION_LABELS)).toEqual([...CONDITIONS]);
    expect(Object.keys(ACCESSORY_LABELS)).toEqual([...ACCESSORIES]);
    expect(CONDITION_LABELS.excellent).toBe("Excellent: like new, no marks");
    expect(ACCESSORY_LABELS.towbar).toBe("Towbar");
  });
});
