import { describe, expect, it } from "vitest";
import { hiddenBlocksAt, mobileBarButtons } from "./vehicle-blocks";

describe("vehicle-page blocks a location hides (vehicle spec section 9: 'a fixed location id hides one vehicle-page block')", () => {
  const rules = [
    { location: "sunset-used-cars", blocks: ["delivery-calculator" as const] },
    { location: "sunset-used-cars", blocks: ["delivery-calculator" as const, "fuel-calculator" as const] },
  ];
  it("hides the configured blocks at that location only, each once", () => {
    expect(hiddenBlocksAt(rules, "sunset-used-cars")).toEqual(["delivery-calculator", "fuel-calculator"]);
    expect(hiddenBlocksAt(rules, "sunset-caravans-bendigo")).toEqual([]);
    expect(hiddenBlocksAt([], "anywhere")).toEqual([]);
  });
});

describe("the mobile bar (vehicle spec section 2)", () => {
  it("has Call Now and Enquire Now, or the sidebar's three actions on the brand that asks; no call without a phone", () => {
    expect(mobileBarButtons("call-enquire", true)).toEqual(["call", "enquire"]);
    expect(mobileBarButtons("call-enquire", false)).toEqual(["enquire"]);
    expect(mobileBarButtons("sidebar", true)).toEqual(["enquire", "test-drive", "call"]);
    expect(mobileBarButtons("sidebar", false)).toEqual(["enquire", "test-drive"]);
  });
});
