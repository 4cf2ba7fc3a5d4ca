import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isVisibleOnSite, type VisibilityRules } from "~/domain/stock-visibility";
import { StockRestrictionsSchema } from "~/sites/site-config";
import { FACETS, sortFacetItems } from "./facets";
import { SearchIndex } from "./search-index";
import { toSearchHit } from "./search-hit";
import { type IndexedCar, isStaffView, PAGE_SIZE, RANGE_FIELDS, type RangeField, type SearchState, type StaffView } from "./search-types";
import { documentTokens, queryTokens, withinOneEdit } from "./tokenize";
// biome-ignore lint/style/noRestrictedImports: the generators are shared with site-segments.test.ts and live in tests/support
import { carArb, DAY, inventoryArb, NOW, rulesArb, stateArb } from "../../tests/support/search-arbitraries";

const rangeValue = (c: IndexedCar, field: RangeField): number =>
  field === "created_at_timestamp" ? Math.floor(c.createdAt / 1000) : c[field];

/** Brute force over every car, written from the rules, not from the index's data structures. */
function reference(cars: IndexedCar[], state: SearchState, rules: VisibilityRules | StaffView) {
  const tokens = queryTokens(state.query);
  const textScore = (car: IndexedCar): number => {
    const docTokens = [
      ...new Set(
        documentTokens(
          [car.year, car.make, car.model, car.badge, car.series, car.body, car.simpleBody, car.colour, car.stocknum]
            .filter(Boolean)
            .join(" "),
        ),
      ),
    ];
    let total = 0;
    for (let i = 0; i < tokens.length; i++) {
      const q = tokens[i];
      let best = 0;
      for (const t of docTokens) {
        if (t === q) best = Math.max(best, 3);
        else if (i === tokens.length - 1 && t.startsWith(q)) best = Math.max(best, 2);
        else if (q.length >= 5 && /^[a-z]+$/.test(q) && /^[a-z]+$/.test(t) && withinOneEdit(q, t)) best = Math.max(best, 1);
      }
      if (best === 0) return -1;
      total += best;
    }
    return total;
  };
  const sort = state.sortBy ?? "relevance";
  const base = cars
    .map((car) => ({ car, score: textScore(car) }))
    .filter(
      ({ car, score }) =>
        score >= 0 &&
        (isStaffView(rules)
          ? (!rules.noPhotos || car.images.length === 0) && (!rules.noPrice || car.price <= 0)
          : isVisibleOnSite(
              {
                ...car,
                soldAt: car.soldAt === null ? null : new Date(car.soldAt),
                createdAt: new Date(car.createdAt),
                photosCount: car.images.length,
              },
              rules,
              NOW,
            )),
    );
  const facetFilters = Object.entries(state.refinements).map(([name, values]) => ({
    name,
    test: (c: IndexedCar) => {
      const v = (FACETS.find((f) => f.name === name) as (typeof FACETS)[number]).values(c);
      return (Array.isArray(v) ? v : v === null ? [] : [v]).some((x) => values.includes(x));
    },
  }));
  const rangeFilters = Object.entries(state.ranges).map(([field, r]) => ({
    name: `range:${field}`,
    test: (c: IndexedCar) =>
      rangeValue(c, field as RangeField) >= (r?.min ?? -Infinity) && rangeValue(c, field as RangeField) <= (r?.max ?? Infinity),
  }));
  const filters = [...facetFilters, ...rangeFilters];
  const passingExcept = (skip: string | null) => base.filter(({ car }) => filters.every((f) => f.name === skip || f.test(car)));
  const matched = passingExcept(null);
  matched.sort((a, b) => {
    const d =
      sort === "relevance"
        ? b.score - a.score || b.car.customRank - a.car.customRank
        : sort === "latest"
          ? b.car.createdAt - a.car.createdAt
          : // Unpriced cars last whichever way the price sort runs.
            Number(a.car.price <= 0) - Number(b.car.price <= 0) ||
            (sort === "price_desc" ? b.car.price - a.car.price : a.car.price - b.car.price);
    return d || a.car.id - b.car.id;
  });
  const facets: Record<string, { label: string; value: string; count: number }[]> = {};
  for (const facet of FACETS) {
    if (state.facets && !state.facets.includes(facet.name)) continue;
    const pool = passingExcept(state.refinements[facet.name] ? facet.name : null);
    const counts = new Map<string, number>();
    for (const { car } of pool) {
      const v = facet.values(car);
      for (const x of Array.isArray(v) ? v : v === null || v === "" ? [] : [v]) counts.set(x, (counts.get(x) ?? 0) + 1);
    }
    for (const s of state.refinements[facet.name] ?? []) if (!counts.has(s)) counts.set(s, 0);
    facets[facet.name] = sortFacetItems(
      [...counts].map(([value, count]) => ({ value, label: facet.label ? facet.label(value) : value, count })),
      facet.sort,
    );
  }
  const facetStats: Record<string, { min: number; max: number }> = {};
  for (const field of RANGE_FIELDS) {
    const pool = passingExcept(state.ranges[field] ? `range:${field}` : null);
    if (pool.length)
      facetStats[field] = {
        min: Math.min(...pool.map((p) => rangeValue(p.car, field))),
        max: Math.max(...pool.map((p) => rangeValue(p.car, field))),
      };
  }
  const size = state.hitsPerPage ?? PAGE_SIZE;
  const offset = (state.page - 1) * size;
  return { hits: matched.slice(offset, offset + size).map((m) => m.car.id), count: matched.length, facets, facetStats };
}

describe("search index", () => {
  it("equals a brute-force reference for random inventories and queries", () => {
    fc.assert(
      fc.property(inventoryArb, stateArb, rulesArb, (cars, state, rules) => {
        const index = new SearchIndex();
        index.replaceSite(1, cars);
        const result = index.search(1, state, { rules, defaultSort: "relevance", now: NOW });
        const expected = reference(cars, state, rules);
        expect(result.count).toBe(expected.count);
        expect(result.hits.map((h) => h.id)).toEqual(expected.hits);
        expect(result.facets).toEqual(expected.facets);
        expect(result.facetStats).toEqual(expected.facetStats);
      }),
      { numRuns: 300 },
    );
  });

  it("gives the dealer's view every car of every status, age and restriction, with the no-photo and no-price checks", () => {
    const viewArb = fc.record({ everyCar: fc.constant(true as const), noPhotos: fc.boolean(), noPrice: fc.boolean() });
    fc.assert(
      fc.property(inventoryArb, stateArb, viewArb, (cars, state, view) => {
        const index = new SearchIndex();
        index.replaceSite(1, cars);
        const result = index.search(1, state, { rules: view, defaultSort: "latest", now: NOW });
        const expected = reference(cars, state, view);
        expect(result.count).toBe(expected.count);
        const everyMatch = reference(cars, { ...state, page: 1, hitsPerPage: cars.length + 1 }, view).hits;
        const byId = (a: number, b: number) => a - b;
        expect(index.matchingIds(1, state, { rules: view, defaultSort: "latest", now: NOW }).sort(byId)).toEqual(everyMatch.sort(byId));
        expect(result.hits.map((h) => h.id)).toEqual(expected.hits);
        expect(result.facets).toEqual(expected.facets);
      }),
      { numRuns: 200 },
    );
  });

  const rules: VisibilityRules = { recentSoldDays: 3, stockRestrictions: StockRestrictionsSchema.parse({}) };
  const car = (id: number, o: Partial<IndexedCar>): IndexedCar => ({
    ...fc.sample(carArb(id), { seed: id, numRuns: 1 })[0],
    status: "in_stock",
    showOnDealerWebsite: true,
    ...o,
  });

  it("sends no phone number with a masked site's results (security finding 12), and the number with an immediate one", () => {
    const context = { texts: { soldTagName: "JUST SOLD", newArrivalText: "New Arrival" }, justArrivedDays: 8, now: NOW };
    const withNumber = car(1, { locationPhone: "+61754431850" });
    expect(toSearchHit(withNumber, { ...context, showPhone: false }).location.phone).toBeNull();
    expect(JSON.stringify(toSearchHit(withNumber, { ...context, showPhone: false }))).not.toContain("54431850");
    expect(toSearchHit(withNumber, { ...context, showPhone: true }).location.phone).toBe("+61754431850");
  });

  it("does not let 'hilux sr5' match every car with SR", () => {
    const index = new SearchIndex();
    index.replaceSite(1, [
      car(1, { model: "HiLux", badge: "SR5" }),
      car(2, { model: "HiLux", badge: "SR" }),
      car(3, { model: "Corolla", badge: "SR5" }),
    ]);
    const r = index.search(
      1,
      { query: "hilux sr5", refinements: {}, ranges: {}, sortBy: null, page: 1 },
      { rules, defaultSort: "relevance", now: NOW },
    );
    expect(r.hits.map((h) => h.id)).toEqual([1]);
  });

  it("tolerates one typo in words of five or more letters and matches the word being typed as a prefix", () => {
    const index = new SearchIndex();
    index.replaceSite(1, [car(1, { make: "Toyota", model: "Kluger", badge: null }), car(2, { make: "Mazda", model: "CX-5", badge: null })]);
    const q = (query: string) =>
      index
        .search(1, { query, refinements: {}, ranges: {}, sortBy: null, page: 1 }, { rules, defaultSort: "relevance", now: NOW })
        .hits.map((h) => h.id);
    expect(q("kluegr")).toEqual([]);
    expect(q("klugor")).toEqual([1]);
    expect(q("toyo")).toEqual([1]);
    expect(q("cx5")).toEqual([2]);
    expect(q("cx-5")).toEqual([2]);
    expect(q("skoda")).toEqual([]);
  });

  it("keeps every car under a price sort, the unpriced ones last either way (issue 52: Metro's used cars 574 -> 562)", () => {
    const index = new SearchIndex();
    const priced = (id: number, price: number) =>
      car(id, { siteId: 1, make: "Toyota", price, createdAt: NOW.getTime() - DAY, soldAt: null });
    index.replaceSite(1, [priced(1, 0), priced(2, 30_000), priced(3, 0), priced(4, 12_000)]);
    const sorted = (sortBy: "price_asc" | "price_desc", filtered: boolean) => {
      const refinements: Record<string, string[]> = filtered ? { make: ["Toyota"] } : {};
      const state = { query: "", refinements, ranges: {}, sortBy, page: 1 };
      const r = index.search(1, state, { rules, defaultSort: "relevance", now: NOW });
      return { count: r.count, ids: r.hits.map((h) => h.id) };
    };
    for (const filtered of [false, true]) {
      expect(sorted("price_asc", filtered)).toEqual({ count: 4, ids: [4, 2, 1, 3] });
      expect(sorted("price_desc", filtered)).toEqual({ count: 4, ids: [2, 4, 1, 3] });
    }
  });

  it("keeps each site's stock to itself", () => {
    const index = new SearchIndex();
    index.replaceSite(1, [car(1, { siteId: 1 })]);
    index.replaceSite(2, [car(2, { siteId: 2 })]);
    const all = { query: "", refinements: {}, ranges: {}, sortBy: null, page: 1 };
    expect(index.search(1, all, { rules, defaultSort: "latest", now: NOW }).hits.map((h) => h.id)).toEqual([1]);
    expect(index.search(2, all, { rules, defaultSort: "latest", now: NOW }).hits.map((h) => h.id)).toEqual([2]);
    expect(index.search(3, all, { rules, defaultSort: "latest", now: NOW }).count).toBe(0);
  });

  it("lists in a site's facets only the values of its own cars, though sites share the facet dictionaries", () => {
    const index = new SearchIndex();
    index.replaceSite(1, [car(1, { siteId: 1, make: "Toyota", features: ["Sunroof"] })]);
    index.replaceSite(2, [car(2, { siteId: 2, make: "Mazda", features: ["Tow Bar"] })]);
    const all = { query: "", refinements: {}, ranges: {}, sortBy: null, page: 1 };
    const { facets } = index.search(1, all, { rules, defaultSort: "latest", now: NOW });
    expect(facets.make.map((f) => f.value)).toEqual(["Toyota"]);
    expect(facets.filtered_features.map((f) => f.value)).toEqual(["Sunroof"]);
  });

  it("answers a search over several sites as one site holding all their cars would, and as the sum of each site's", () => {
    fc.assert(
      fc.property(
        inventoryArb,
        fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 60, maxLength: 60 }),
        fc.integer({ min: 0, max: 12 }),
        stateArb,
        rulesArb,
        (cars, sites, changed, state, rules) => {
          const placed = cars.map((c, i) => ({ ...c, siteId: sites[i] }));
          const options = { rules, defaultSort: "relevance" as const, now: NOW };
          const index = new SearchIndex();
          for (const site of [1, 2, 3])
            index.replaceSite(
              site,
              placed.filter((c) => c.siteId === site).map((c) => ({ ...c })),
            );
          // Some cars change after the build, so the search also runs over delta segments.
          const final = placed.map((c, i) => (i < changed ? { ...c, price: c.price + 1_000, km: c.km + 1 } : c));
          for (const car of final.slice(0, changed)) index.applyChanges(car.siteId, [car.id], [{ ...car }]);
          const union = new SearchIndex();
          union.replaceSite(
            1,
            final.map((c) => ({ ...c })),
          );
          const all = index.searchSegments([1, 2, 3], state, options);
          expect(all).toEqual(union.search(1, state, options));
          const perSite = [1, 2, 3].map((site) => {
            const alone = new SearchIndex();
            alone.replaceSite(
              site,
              final.filter((c) => c.siteId === site).map((c) => ({ ...c })),
            );
            const result = index.search(site, state, options);
            expect(result).toEqual(alone.search(site, state, options));
            return result;
          });
          expect(all.count).toBe(perSite.reduce((n, r) => n + r.count, 0));
          for (const [name, items] of Object.entries(all.facets)) {
            for (const item of items) {
              const sum = perSite.reduce((n, r) => n + (r.facets[name].find((i) => i.value === item.value)?.count ?? 0), 0);
              expect(item.count).toBe(sum);
            }
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it("drops a sold car when it leaves the sold window, without a rebuild", () => {
    const index = new SearchIndex();
    index.replaceSite(1, [car(1, { status: "sold", soldAt: NOW.getTime() - 2.5 * DAY })]);
    const all = { query: "", refinements: {}, ranges: {}, sortBy: null, page: 1 };
    expect(index.search(1, all, { rules, defaultSort: "latest", now: NOW }).count).toBe(1);
    expect(index.search(1, all, { rules, defaultSort: "latest", now: new Date(NOW.getTime() + DAY) }).count).toBe(0);
    const staff = { everyCar: true as const, noPhotos: false, noPrice: false };
    expect(index.search(1, all, { rules: staff, defaultSort: "latest", now: new Date(NOW.getTime() + DAY) }).count).toBe(1);
  });

  it("shows the dealer a car hidden from the website and one sold without a date, and forgets a removed car", () => {
    const index = new SearchIndex();
    index.replaceSite(1, [car(1, { showOnDealerWebsite: false }), car(2, { status: "sold", soldAt: null }), car(3, {})]);
    const all = { query: "", refinements: {}, ranges: {}, sortBy: null, page: 1 };
    const staff = { everyCar: true as const, noPhotos: false, noPrice: false };
    expect(index.search(1, all, { rules: staff, defaultSort: "latest", now: NOW }).count).toBe(3);
    index.applyChanges(1, [3], []);
    expect(index.search(1, all, { rules: staff, defaultSort: "latest", now: NOW }).count).toBe(2);
    expect(index.search(1, all, { rules, defaultSort: "latest", now: NOW }).count).toBe(0);
  });
});

describe("index versions", () => {
  it("gives a site a new version on every rebuild and change, never one another index or site had; its catalogue follows", () => {
    const [first, second] = fc.sample(inventoryArb, 2).map((cars) => cars.map((c) => ({ ...c, siteId: 1 })));
    const index = new SearchIndex();
    const other = new SearchIndex();
    expect(index.version(1)).toBe(0);
    index.replaceSite(1, first);
    other.replaceSite(1, [...second]);
    const seen = new Set([index.version(1), other.version(1)]);
    expect(seen.size).toBe(2);
    const catalogue = index.catalogue(1);
    expect(index.catalogue(1)).toBe(catalogue);
    index.applyChanges(
      1,
      first.map((c) => c.id),
      [],
    );
    expect(seen.has(index.version(1))).toBe(false);
    expect(index.catalogue(1).makeModels).toEqual([]);
  });
});
