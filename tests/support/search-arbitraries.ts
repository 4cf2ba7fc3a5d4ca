import { CAR_TYPES } from "~/domain/vehicle/car";
import fc from "fast-check";
import type { VisibilityRules } from "~/domain/stock-visibility";
import { FACETS } from "~/search/facets";
import type { IndexedCar, SearchState, SortOption } from "~/search/search-types";
import { StockRestrictionsSchema } from "~/sites/site-config";

/** Generators shared by the search index's property tests: small sites of cars, search states and visibility rules. */
export const NOW = new Date("2026-11-22T02:00:00Z");
export const DAY = 86_400_000;
export const MAKES = ["Toyota", "Mazda", "Škoda", "Isuzu UTE"];
export const MODELS = ["HiLux", "CX-5", "Kodiaq", "D-MAX"];
export const BADGES = ["SR", "SR5", "GXL", "Touring", null];

export const carArb = (id: number) =>
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

export const inventoryArb = fc.integer({ min: 0, max: 60 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => carArb(i + 1))));

export const WORDS = [
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
export const stateArb: fc.Arbitrary<SearchState> = fc
  .record({
    query: fc.array(fc.constantFrom(...WORDS), { maxLength: 2 }).map((w) => w.join(" ")),
    make: fc.subarray(MAKES, { maxLength: 2 }),
    state: fc.subarray(["QLD", "NSW", "VIC"], { maxLength: 2 }),
    carType: fc.subarray([...CAR_TYPES], { maxLength: 2 }),
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

export const rulesArb: fc.Arbitrary<VisibilityRules> = fc
  .record({
    recentSoldDays: fc.integer({ min: 0, max: 5 }),
    certifiedOnly: fc.boolean(),
    photoRequired: fc.boolean(),
    excluded: fc.subarray(MAKES, { maxLength: 1 }),
    carTypes: fc.subarray([...CAR_TYPES], { maxLength: 2 }),
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
