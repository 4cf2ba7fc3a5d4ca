import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { STATE_CODES, type StateCode } from "~/domain/australian-states";
import { checkPlate, demoPlate, PLATE_EXAMPLES } from "./rego-plate";

type Case = { standard: [string, string, ...string[]]; personalised: string; tooLong: string; name: string; example: string };
const cases: Record<StateCode, Case> = {
  nsw: {
    standard: ["DJ 12 KP", "ABC-12D", "XYZ 123"],
    personalised: "SURF",
    tooLong: "ABC1234",
    name: "New South Wales",
    example: "AB12CD",
  },
  vic: { standard: ["1AB 2CD", "ABC-123"], personalised: "MY UTE", tooLong: "1AB2CDE", name: "Victoria", example: "1AB2CD" },
  qld: { standard: ["123 AB4", "456-XYZ"], personalised: "QLD1", tooLong: "123ABCD", name: "Queensland", example: "123AB4" },
  sa: { standard: ["S123 ABC", "XAB-123"], personalised: "CROWEAT", tooLong: "S123ABCD", name: "South Australia", example: "S123ABC" },
  wa: {
    standard: ["1ABC 234", "1GTR-456", "6AB 123"],
    personalised: "PERTH25",
    tooLong: "1ABC2345",
    name: "Western Australia",
    example: "1ABC234",
  },
  tas: { standard: ["A 12 BC", "CG-1234"], personalised: "TASSIE", tooLong: "A12BCDE", name: "Tasmania", example: "A12BC" },
  nt: { standard: ["CA 12 BC", "123-456"], personalised: "CROC1", tooLong: "CA12BCD", name: "Northern Territory", example: "CA12BC" },
  act: {
    standard: ["YAB 12C", "YMW-123"],
    personalised: "CBR",
    tooLong: "YAB12CD",
    name: "Australian Capital Territory",
    example: "YAB12C",
  },
};

// The current general-issue series each state's demo plates must follow.
const CURRENT_SERIES: Record<StateCode, RegExp> = {
  nsw: /^[A-Z]{2}\d{2}[A-Z]{2}$/,
  vic: /^1[A-Z]{2}\d[A-Z]{2}$/,
  qld: /^\d{3}[A-Z]{2}\d$/,
  sa: /^S\d{3}[A-Z]{3}$/,
  wa: /^1[A-Z]{3}\d{3}$/,
  tas: /^[A-Z]\d{2}[A-Z]{2}$/,
  nt: /^C[A-Z]\d{2}[A-Z]{2}$/,
  act: /^Y[A-Z]{2}\d{2}[A-Z]$/,
};

describe.each(STATE_CODES)("registration plates: %s", (state) => {
  const c = cases[state];
  const badMessage = `That doesn't look like a ${c.name} registration. Check the number, e.g. ${c.example}.`;

  it("accepts the standard formats, typed with spaces, hyphens or in lower case", () => {
    for (const typed of c.standard) {
      expect(checkPlate(state, typed)).toEqual({ ok: true, plate: typed.replace(/[ -]/g, "") });
      expect(checkPlate(state, ` ${typed.toLowerCase()} `)).toEqual({ ok: true, plate: typed.replace(/[ -]/g, "") });
    }
  });
  it("accepts a personalised plate and a single character", () => {
    expect(checkPlate(state, c.personalised)).toEqual({ ok: true, plate: c.personalised.replace(/ /g, "") });
    expect(checkPlate(state, "7")).toEqual({ ok: true, plate: "7" });
  });
  it("refuses a plate longer than the state issues", () => {
    expect(checkPlate(state, c.tooLong)).toEqual({ ok: false, error: badMessage });
  });
  it("refuses punctuation and letters outside A to Z", () => {
    for (const bad of ["AB.12C", "AB!1", "AB_12", "ÄB12", "AB/12"])
      expect(checkPlate(state, bad)).toEqual({ ok: false, error: badMessage });
  });
  it("asks for the number when nothing is entered", () => {
    for (const empty of ["", "   ", " - "]) {
      expect(checkPlate(state, empty)).toEqual({ ok: false, error: "Please enter your car's registration number." });
    }
  });
  it("has a valid example for the placeholder", () => {
    expect(PLATE_EXAMPLES[state]).toBe(c.example);
    expect(checkPlate(state, PLATE_EXAMPLES[state])).toEqual({ ok: true, plate: c.example });
  });
});

describe("demo plates", () => {
  it("are valid plates in the state's current standard format, for any seed", () => {
    fc.assert(
      fc.property(fc.constantFrom(...STATE_CODES), fc.integer(), (state, seed) => {
        const plate = demoPlate(state, seed);
        expect(checkPlate(state, plate)).toEqual({ ok: true, plate });
        expect(plate).toMatch(CURRENT_SERIES[state]);
        expect(plate).not.toMatch(/[IOQ]/);
      }),
    );
  });
  it("are fixed by the seed, so the demo registry is the same on every run", () => {
    expect(demoPlate("nsw", 0)).toBe("RE94AB");
    expect(demoPlate("vic", 1)).toBe("1FK8VL");
    expect(demoPlate("wa", 2)).toBe("1WRV863");
    expect(demoPlate("sa", -1)).toBe("S000AAA");
    expect(demoPlate("nt", 3.7)).toBe(demoPlate("nt", 3));
  });
  it("give 1,000 different plates for 1,000 consecutive seeds in every state", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), (start) => {
        for (const state of STATE_CODES) {
          const plates = new Set(Array.from({ length: 1_000 }, (_, i) => demoPlate(state, start + i)));
          expect(plates.size).toBe(1_000);
        }
      }),
      { numRuns: 20 },
    );
  });
  it("don't step through neighbouring plates for neighbouring seeds", () => {
    expect(demoPlate("nsw", 1)).not.toBe(demoPlate("nsw", 0));
    expect(demoPlate("nsw", 1).slice(0, 5)).not.toBe(demoPlate("nsw", 0).slice(0, 5));
  });
});
