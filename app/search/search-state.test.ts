import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { StockRestrictionsSchema } from "~/sites/site-config";
import { SearchIndex } from "./search-index";
import { foldFormParams, parseSearchParams } from "./search-state";
import { toSearchParams } from "./search-url";

const parse = (qs: string) => parseSearchParams(new URLSearchParams(qs));

describe("search URL state (discovery spec section 2)", () => {
  it("reads the spec's refinementList and range format", () => {
    expect(
      parse("query=hilux&refinementList[make][0]=Toyota&refinementList[make][1]=Mazda&range[price]=10000:&sortBy=price_asc&page=2"),
    ).toEqual({
      ok: true,
      state: {
        query: "hilux",
        refinements: { make: ["Toyota", "Mazda"] },
        ranges: { price: { min: 10000, max: null } },
        sortBy: "price_asc",
        page: 2,
      },
    });
  });
  it("round-trips a state through its canonical URL", () => {
    const state = {
      query: "cx-5",
      refinements: { body: ["suv"], make: ["Mazda"] },
      ranges: { km: { min: null, max: 50000 } },
      sortBy: "latest" as const,
      page: 3,
    };
    expect(parse(toSearchParams(state, { sortBy: "relevance" }).toString())).toEqual({ ok: true, state });
  });
  it("folds a form posted without JavaScript into the spec's format", () => {
    const folded = foldFormParams(
      new URLSearchParams(
        "query=&refinementList[make][]=Toyota&refinementList[make][]=Kia&range[price][min]=10,000&range[price][max]=&sortBy=price_desc",
      ),
    );
    expect(folded?.toString()).toBe(
      new URLSearchParams("refinementList[make][0]=Toyota&refinementList[make][1]=Kia&sortBy=price_desc&range[price]=10000:").toString(),
    );
    expect(foldFormParams(new URLSearchParams("refinementList[make][0]=Toyota"))).toBeNull();
  });
  it("folds the car page's 'similar' choice, which carries search parameters of its own, in with the rest", () => {
    const posted = new URLSearchParams();
    posted.append("refinementList[make][]", "Toyota");
    posted.append("similar", "range[price]=35990:55990");
    expect(foldFormParams(posted)?.toString()).toBe(
      new URLSearchParams("refinementList[make][0]=Toyota&range[price]=35990:55990").toString(),
    );
    posted.set("similar", "refinementList[body][]=suv&sortBy=price_desc&other=x");
    // Only refinements and ranges come through it: nothing else rides in on the field.
    expect(foldFormParams(posted)?.toString()).toBe(
      new URLSearchParams("refinementList[make][0]=Toyota&refinementList[body][0]=suv").toString(),
    );
  });
  it("refuses unknown facets, bad ranges, bad pages and over-long queries with a message", () => {
    expect(parse("refinementList[wheels][0]=4")).toEqual({ ok: false, error: 'Unknown facet "wheels"' });
    expect(parse("range[price]=abc")).toMatchObject({ ok: false });
    expect(parse("range[price]=50:10")).toMatchObject({ ok: false });
    expect(parse("range[speed]=1:2")).toMatchObject({ ok: false });
    expect(parse("page=0")).toMatchObject({ ok: false });
    expect(parse(`query=${"a".repeat(201)}`)).toMatchObject({ ok: false });
  });
  it("never throws, and every state it accepts searches without throwing", () => {
    const index = new SearchIndex();
    index.replaceSite(1, []);
    const key = fc.oneof(
      fc.constantFrom("query", "sortBy", "page", "refinementList[make][0]", "refinementList[x][]", "range[price]", "range[km]"),
      fc.string(),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(key, fc.string()), { maxLength: 6 }), (pairs) => {
        const params = new URLSearchParams(pairs);
        foldFormParams(params);
        const result = parseSearchParams(params);
        if (result.ok)
          index.search(1, result.state, {
            rules: { recentSoldDays: 3, stockRestrictions: StockRestrictionsSchema.parse({}) },
            defaultSort: "latest",
            now: new Date(),
          });
        else expect(result.error.length).toBeGreaterThan(0);
      }),
      { numRuns: 500 },
    );
  });
});
