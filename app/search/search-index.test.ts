import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isVisibleOnSite, type VisibilityRules } from "~/domain/stock-visibility";
import { StockRestrictionsSchema } from "~/sites/site-config";
import { FACETS, sortFacetItems } from "./facets";
import { SearchIndex } from "./search-index";
import { toSearchHit } from "./search-hit";
import { type IndexedCar, PAGE_SIZE, RANGE_FIELDS, type RangeField, type SearchState, type SortOption } from "./search-types";
import { documentTokens, queryTokens, withinOneEdit } from "./tokenize";

const NOW = new Date("2026-11-22T02:00:00Z");
const DAY = 86_400_000;
const MAKES = ["Toyota", "Mazda", "Škoda", "Isuzu UTE"];
const MODELS = ["HiLux", "CX-5", "Kodiaq", "D-MAX"];
const BADGES = ["SR", "SR5", "GXL", "Touring", null];

const carArb = (id: number) =>
  fc
    .record({
      make: fc.constantFrom(...MAKES),
      model: fc.constantFrom(...MODELS),
      badge: fc.constantFrom(...BADGES),
      carType: fc.constantFrom("new" as const, "used" as const, "demo" as const),
      status: fc.constantFrom("in_stock" as const, "coming_soon" as const, "sold" as const),
      soldDaysAgo: fc.double({ min: 0, max: 6, noNaN: true }),
      show: fc.boolean(),
      certified: fc.boolean(),
      price: fc.oneof(fc.constant(0), fc.integer({ min: 5_000, max: 120_000 })),
      km: fc.integer({ min: 0, max: 250_000 }),
      year: fc.integer({ min: 2015, max: 2026 }),
      customRank: fc.integer({ min: 0, max: 5 }),
      createdDaysAgo: fc.integer({ min: 0, max: 30 }),
      photos: fc.integer({ min: 0, max: 3 }),
      state: fc.constantFrom("QLD", "NSW", "VIC"),
      features: fc.subarray(["Tow Bar", "Sunroof", "Apple CarPlay"]),
      fuel: fc.constantFrom("Petrol", "Diesel", "Electric"),
      subscription: fc.option(fc.integer({ min: 120, max: 450 })),
      seats: fc.constantFrom(5, 7),
    })
    .map(
      (r): IndexedCar => ({
        id,
        siteId: 1,
        slug: `car-${id}`,
        stocknum: `S${id}`,
        vin: null,
        year: r.year,
        make: r.make,
        model: r.model,
        badge: r.badge,
        series: null,
        carType: r.carType,
        status: r.status,
        soldAt: r.status === "sold" ? NOW.getTime() - r.soldDaysAgo * DAY : null,
        showOnDealerWebsite: r.show,
        reserved: false,
        certified: r.certified,
        tag: null,
        price: r.price,
        beforePrice: null,
        preorder: false,
        priceType: null,
        km: r.km,
        colour: "White",
        body: "SUV",
        simpleBody: "suv",
        simpleFuel: r.fuel,
        simpleTransmission: "Automatic",
        drive: "AWD",
        seats: r.seats,
        itemType: "car",
        dealershipName: "D",
        dealershipSlug: "d",
        locationId: 1,
        locationName: `${r.state} Sales`,
        locationPhone: null,
        city: "Town",
        state: r.state,
        customRank: r.customRank,
        views: 0,
        createdAt: NOW.getTime() - r.createdDaysAgo * DAY,
        images: Array.from({ length: r.photos }, (_, i) => `car/suv/white/${i}`),
        weeklyRepayment: r.price > 0 ? Math.round(r.price / 300) : null,
        subscriptionPrice: r.subscription,
        features: r.features,
      }),
    );

const inventoryArb = fc.integer({ min: 0, max: 60 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => carArb(i + 1))));

const WORDS = [
  "s1",
  "10",
  "hilux",
  "hil",
  "hilix",
  "toyota",
  "skoda",
  "kodiak",
  "cx5",
  "cx",
  "sr",
  "sr5",
  "s",
  "dmax",
  "d",
  "2020",
  "20",
  "touring",
  "suv",
  "x",
];
const stateArb: fc.Arbitrary<SearchState> = fc
  .record({
    query: fc.array(fc.constantFrom(...WORDS), { maxLength: 2 }).map((w) => w.join(" ")),
    make: fc.subarray(MAKES, { maxLength: 2 }),
    state: fc.subarray(["QLD", "NSW", "VIC"], { maxLength: 2 }),
    carType: fc.subarray(["new", "used", "demo"], { maxLength: 2 }),
    features: fc.subarray(["Tow Bar", "Sunroof"], { maxLength: 1 }),
    price: fc.option(fc.tuple(fc.option(fc.integer({ min: 0, max: 60_000 })), fc.option(fc.integer({ min: 60_000, max: 130_000 })))),
    year: fc.option(fc.tuple(fc.option(fc.integer({ min: 2014, max: 2020 })), fc.option(fc.integer({ min: 2020, max: 2027 })))),
    listedDaysAgo: fc.option(fc.integer({ min: 0, max: 30 })),
    categories: fc.subarray(["Family", "Electric and hybrid", "Towing"], { maxLength: 1 }),
    hitsPerPage: fc.option(fc.integer({ min: 1, max: 30 })),
    sortBy: fc.constantFrom<SortOption>("relevance", "latest", "price_desc", "price_asc"),
    page: fc.integer({ min: 1, max: 3 }),
    facets: fc.option(
      fc.subarray(
        FACETS.map((f) => f.name),
        { minLength: 1 },
      ),
    ),
  })
  .map((r) => {
    const refinements: Record<string, string[]> = {};
    if (r.make.length) refinements.make = r.make;
    if (r.state.length) refinements.state = r.state;
    if (r.carType.length) refinements.car_type = r.carType;
    if (r.features.length) refinements.filtered_features = r.features;
    if (r.categories.length) refinements.categories = r.categories;
    const ranges: SearchState["ranges"] = {};
    if (r.price) ranges.price = { min: r.price[0], max: r.price[1] };
    if (r.year) ranges.year = { min: r.year[0], max: r.year[1] };
    if (r.listedDaysAgo !== null)
      ranges.created_at_timestamp = { min: Math.floor((NOW.getTime() - r.listedDaysAgo * DAY) / 1000), max: null };
    return {
      query: r.query,
      refinements,
      ranges,
      sortBy: r.sortBy,
      page: r.page,
      ...(r.facets ? { facets: r.facets } : {}),
      ...(r.hitsPerPage ? { hitsPerPage: r.hitsPerPage } : {}),
    };
  });

const rulesArb: fc.Arbitrary<VisibilityRules> = fc
  .record({
    recentSoldDays: fc.integer({ min: 0, max: 5 }),
    certifiedOnly: fc.boolean(),
    photoRequired: fc.boolean(),
    excluded: fc.subarray(MAKES, { maxLength: 1 }),
    carTypes: fc.subarray(["new", "used", "demo"] as const, { maxLength: 2 }),
    inStockOnly: fc.boolean(),
    maxAgeDays: fc.option(fc.integer({ min: 1, max: 30 })),
  })
  .map((r) => ({
    recentSoldDays: r.recentSoldDays,
    stockRestrictions: StockRestrictionsSchema.parse({
      certifiedOnly: r.certifiedOnly,
      photoRequired: r.photoRequired,
      excludedMakes: r.excluded,
      carTypes: r.carTypes,
      inStockOnly: r.inStockOnly,
      maxAgeDays: r.maxAgeDays,
    }),
  }));

const rangeValue = (c: IndexedCar, field: RangeField): number =>
  field === "created_at_timestamp" ? Math.floor(c.createdAt / 1000) : c[field];

/** Brute force over every car, written from the rules, not from the index's data structures. */
function reference(cars: IndexedCar[], state: SearchState, rules: VisibilityRules) {
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
        (sort !== "price_asc" || car.price > 0) &&
        isVisibleOnSite(
          {
            ...car,
            soldAt: car.soldAt === null ? null : new Date(car.soldAt),
            createdAt: new Date(car.createdAt),
            photosCount: car.images.length,
          },
          rules,
          NOW,
        ),
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
          : sort === "price_desc"
            ? b.car.price - a.car.price
            : a.car.price - b.car.price;
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

  it("keeps each site's stock to itself", () => {
    const index = new SearchIndex();
    index.replaceSite(1, [car(1, { siteId: 1 })]);
    index.replaceSite(2, [car(2, { siteId: 2 })]);
    const all = { query: "", refinements: {}, ranges: {}, sortBy: null, page: 1 };
    expect(index.search(1, all, { rules, defaultSort: "latest", now: NOW }).hits.map((h) => h.id)).toEqual([1]);
    expect(index.search(2, all, { rules, defaultSort: "latest", now: NOW }).hits.map((h) => h.id)).toEqual([2]);
    expect(index.search(3, all, { rules, defaultSort: "latest", now: NOW }).count).toBe(0);
  });

  it("drops a sold car when it leaves the sold window, without a rebuild", () => {
    const index = new SearchIndex();
    index.replaceSite(1, [car(1, { status: "sold", soldAt: NOW.getTime() - 2.5 * DAY })]);
    const all = { query: "", refinements: {}, ranges: {}, sortBy: null, page: 1 };
    expect(index.search(1, all, { rules, defaultSort: "latest", now: NOW }).count).toBe(1);
    expect(index.search(1, all, { rules, defaultSort: "latest", now: new Date(NOW.getTime() + DAY) }).count).toBe(0);
  });
});
