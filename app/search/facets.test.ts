import { describe, expect, it } from "vitest";
import { FACET_NAMES, FACETS } from "./facets";
import { parseHitsPerPage, parseSearchParams } from "./search-state";
import { HITS_PER_PAGE_MAX, PAGE_SIZE } from "./search-types";

const facet = (name: string) => FACETS.find((f) => f.name === name) as (typeof FACETS)[number];

describe("search facets (discovery spec section 3)", () => {
  it("has every facet of the spec's list that is a list of values", () => {
    const spec = [
      "badge",
      "status",
      "car_type",
      "categories",
      "city",
      "colour",
      "dealership_name",
      "filtered_features",
      "item_type",
      "location_name",
      "make",
      "make_model",
      "model",
      "subscription_price",
      "price_range",
      "seats",
      "body",
      "drive",
      "fuel",
      "transmission",
      "state",
      "tag",
      "weekly_price_range",
      "year",
      "certified",
    ];
    for (const name of spec) expect(FACET_NAMES.has(name), name).toBe(true);
  });
  it("bands the weekly subscription price", () => {
    const sub = facet("subscription_price");
    expect(sub.values({ subscriptionPrice: 285 } as never)).toBe("250:300");
    expect(sub.label?.("250:300")).toBe("$250 to $300/wk");
    expect(sub.label?.("0:150")).toBe("Under $150/wk");
    expect(sub.label?.("400:")).toBe("$400/wk and over");
    expect(sub.values({ subscriptionPrice: null } as never)).toBeNull();
  });
  it("reads the spec's numeric facets price, km, year and created_at_timestamp (Unix seconds) as ranges", () => {
    const parsed = parseSearchParams(new URLSearchParams("range[created_at_timestamp]=1794700800:"));
    expect(parsed).toMatchObject({ ok: true, state: { ranges: { created_at_timestamp: { min: 1_794_700_800, max: null } } } });
    expect(parseSearchParams(new URLSearchParams("range[listed]=1:"))).toEqual({
      ok: false,
      error: 'Unknown range "listed"; use price, km, year, created_at_timestamp',
    });
  });
});

describe("hitsPerPage (discovery spec sections 7 and 9)", () => {
  it("is 21 when not asked for, and any whole number from 1 to 100", () => {
    expect(PAGE_SIZE).toBe(21);
    expect(parseHitsPerPage(null)).toEqual({ ok: true, value: 21 });
    expect(parseHitsPerPage("1")).toEqual({ ok: true, value: 1 });
    expect(parseHitsPerPage(String(HITS_PER_PAGE_MAX))).toEqual({ ok: true, value: 100 });
  });
  it("refuses anything else with the reason", () => {
    for (const raw of ["0", "101", "-5", "2.5", "", "ten", "1e2"])
      expect(parseHitsPerPage(raw)).toEqual({ ok: false, error: "hitsPerPage must be a whole number from 1 to 100" });
  });
});
