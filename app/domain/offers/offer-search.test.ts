import { describe, expect, it } from "vitest";
import type { Offer, OfferCategory } from "./offer";
import {
  EMPTY_OFFER_SEARCH,
  OFFERS_PER_PAGE,
  type OfferSearchState,
  offerSearchHref,
  parseOfferSearch,
  searchOffers,
} from "./offer-search";

let nextId = 1;
const offer = (o: Partial<Offer> = {}): Offer => ({
  id: nextId++,
  dealershipId: 1,
  dealershipSlug: "metro-toyota-parramatta",
  dealershipName: "Metro Toyota Parramatta",
  make: "Toyota",
  model: "HiLux",
  body: "ute",
  categories: ["new"],
  title: "HiLux SR5 drive away",
  summary: "Drive away in a HiLux SR5 4x4.",
  description: "",
  price: 61990,
  priceType: "drive_away",
  saving: null,
  imageSrc: null,
  imageAlt: "",
  disclaimer: "",
  startsOn: "2026-11-01",
  endsOn: "2026-11-30",
  timeZone: "Australia/Sydney",
  cta: null,
  ...o,
});

const OFFERS: Offer[] = [
  offer({ title: "HiLux SR5 drive away", price: 61990 }),
  offer({ model: "RAV4", body: "suv", title: "RAV4 GX hybrid", price: 41990, startsOn: "2026-11-10" }),
  offer({ model: "RAV4", body: "suv", title: "RAV4 low-rate finance", categories: ["new", "finance"], price: null, endsOn: "2026-11-24" }),
  offer({ make: "Mazda", model: "CX-5", body: "suv", dealershipName: "Metro Mazda Ryde", title: "CX-5 Maxx Sport", price: 43990 }),
  offer({
    make: "Mazda",
    model: "BT-50",
    body: "ute",
    dealershipName: "Metro Mazda Ryde",
    title: "BT-50 XT",
    categories: ["demo"],
    price: 52990,
  }),
  offer({ make: "Isuzu UTE", model: "D-MAX", body: "cabChassis", title: "D-MAX tradie pack", categories: ["new", "fleet"], price: 39990 }),
  offer({
    make: null,
    model: null,
    body: null,
    title: "Logbook service from $299",
    categories: ["service"],
    price: 299,
    priceType: "from",
  }),
];

const state = (s: Partial<OfferSearchState>): OfferSearchState => ({ ...EMPTY_OFFER_SEARCH, ...s });
const titles = (r: { hits: Offer[] }) => r.hits.map((h) => h.title);
const LABELS: Record<string, string> = { suv: "SUV", ute: "Ute", cabChassis: "Cab Chassis" };
const label = (b: string) => LABELS[b] ?? b;

describe("offers search filters", () => {
  it("finds every current offer with no filters, newest first", () => {
    const r = searchOffers(OFFERS, EMPTY_OFFER_SEARCH, label);
    expect(r.count).toBe(OFFERS.length);
    expect(titles(r)[0]).toBe("RAV4 GX hybrid");
  });

  it("matches every word of the query to the start of a word of the offer, whatever the accents or case", () => {
    expect(titles(searchOffers(OFFERS, state({ query: "rav4 fin" }), label))).toEqual(["RAV4 low-rate finance"]);
    expect(titles(searchOffers(OFFERS, state({ query: "MAZDA ute" }), label))).toEqual(["BT-50 XT"]);
    expect(titles(searchOffers(OFFERS, state({ query: "cab chassis" }), label))).toEqual(["D-MAX tradie pack"]);
    expect(searchOffers(OFFERS, state({ query: "ranger" }), label).count).toBe(0);
  });

  it("keeps offers in any of the chosen categories", () => {
    const r = searchOffers(OFFERS, state({ categories: ["finance", "service"] }), label);
    expect(titles(r).sort()).toEqual(["Logbook service from $299", "RAV4 low-rate finance"]);
  });

  it("filters by make, model and body slugs", () => {
    expect(titles(searchOffers(OFFERS, state({ make: "isuzu-ute" }), label))).toEqual(["D-MAX tradie pack"]);
    expect(titles(searchOffers(OFFERS, state({ make: "mazda", model: "cx-5" }), label))).toEqual(["CX-5 Maxx Sport"]);
    expect(titles(searchOffers(OFFERS, state({ body: "ute" }), label)).sort()).toEqual(["BT-50 XT", "HiLux SR5 drive away"]);
  });

  it("keeps only priced offers inside a price range, its ends included", () => {
    const r = searchOffers(OFFERS, state({ priceMin: 41990, priceMax: 52990, sort: "price-asc" }), label);
    expect(titles(r)).toEqual(["RAV4 GX hybrid", "CX-5 Maxx Sport", "BT-50 XT"]);
    expect(searchOffers(OFFERS, state({ priceMax: 300 }), label).hits.map((h) => h.price)).toEqual([299]);
  });

  it("sorts by ending soonest, and puts unpriced offers last whichever way price sorts", () => {
    expect(titles(searchOffers(OFFERS, state({ sort: "ending-soon" }), label))[0]).toBe("RAV4 low-rate finance");
    const high = searchOffers(OFFERS, state({ sort: "price-desc" }), label).hits;
    expect(high[0].price).toBe(61990);
    expect(high.at(-1)?.price).toBeNull();
    expect(searchOffers(OFFERS, state({ sort: "price-asc" }), label).hits.at(-1)?.price).toBeNull();
  });
});

describe("offers search facets", () => {
  it("counts each facet over the offers the other filters keep (disjunctive), marking the chosen values", () => {
    const r = searchOffers(OFFERS, state({ make: "mazda", categories: ["new"] }), label);
    expect(titles(r)).toEqual(["CX-5 Maxx Sport"]);
    // Makes are counted as if no make were chosen: every new offer's make.
    expect(r.facets.make).toEqual([
      { value: "isuzu-ute", label: "Isuzu UTE", count: 1, selected: false },
      { value: "mazda", label: "Mazda", count: 1, selected: true },
      { value: "toyota", label: "Toyota", count: 3, selected: false },
    ]);
    // Categories are counted as if none were chosen: Mazda's offers only.
    expect(r.facets.categories.map((c) => [c.value, c.count, c.selected])).toEqual([
      ["new", 1, true],
      ["demo", 1, false],
    ]);
    expect(r.facets.model.map((m) => `${m.make} ${m.label} ${m.count}`)).toEqual(["Mazda CX-5 1"]);
    expect(r.facets.body.map((b) => `${b.label} ${b.count}`)).toEqual(["SUV 1"]);
  });

  it("gives the price range of the offers the other filters keep", () => {
    expect(searchOffers(OFFERS, state({ make: "toyota", priceMin: 50000 }), label).priceStats).toEqual({ min: 41990, max: 61990 });
    expect(searchOffers(OFFERS, state({ categories: ["finance"] }), label).priceStats).toBeNull();
  });
});

describe("offers search pages (discovery spec section 9: 21 a page)", () => {
  const many = Array.from({ length: 47 }, (_, i) =>
    offer({ title: `Offer ${String(i).padStart(2, "0")}`, startsOn: `2026-10-${String(1 + (i % 28)).padStart(2, "0")}`, id: 1000 + i }),
  );

  it("shows 21 offers a page and the rest on later pages, each offer once", () => {
    expect(OFFERS_PER_PAGE).toBe(21);
    const pages = [1, 2, 3].map((page) => searchOffers(many, state({ page })));
    expect(pages.map((p) => p.hits.length)).toEqual([21, 21, 5]);
    expect(pages[0].pages).toBe(3);
    expect(new Set(pages.flatMap((p) => p.hits.map((h) => h.id))).size).toBe(47);
    expect(searchOffers(many, state({ page: 4 })).hits).toEqual([]);
  });

  it("has one page when nothing is found", () => {
    const r = searchOffers(many, state({ query: "nothing-like-this" }));
    expect([r.count, r.pages, r.hits.length]).toEqual([0, 1, 0]);
  });
});

describe("offers search URL", () => {
  const parse = (q: string) => parseOfferSearch(new URLSearchParams(q));

  it("reads every filter from the query string, a GET form's empty fields included", () => {
    expect(
      parse("query=+hilux+&categories=finance&categories=new&make=Toyota&model=&body=ute&price_min=%2420%2C000&price_max=&page=2"),
    ).toEqual({
      ok: true,
      state: state({
        query: "hilux",
        categories: ["new", "finance"] satisfies OfferCategory[],
        make: "toyota",
        body: "ute",
        priceMin: 20000,
        page: 2,
      }),
    });
    expect(parse("price_min=60000&price_max=40000")).toMatchObject({ ok: true, state: { priceMin: 40000, priceMax: 60000 } });
  });

  it("refuses what no search can mean, naming the parameter", () => {
    expect(parse("categories=boats")).toMatchObject({ ok: false, error: expect.stringContaining("categories") });
    expect(parse("price_min=cheap")).toMatchObject({ ok: false, error: expect.stringContaining("price_min") });
    expect(parse("page=0")).toMatchObject({ ok: false, error: expect.stringContaining("page") });
    expect(parse("sort=random")).toMatchObject({ ok: false, error: expect.stringContaining("sort") });
    expect(parse("make=%3Cscript%3E")).toMatchObject({ ok: false, error: expect.stringContaining("make") });
  });

  it("writes one address per search, leaving out what is not set", () => {
    expect(offerSearchHref(EMPTY_OFFER_SEARCH)).toBe("/special-offers");
    const href = offerSearchHref(state({ query: "hilux sr5", categories: ["new", "finance"], make: "toyota", priceMax: 70000, page: 2 }));
    expect(href).toBe("/special-offers?query=hilux+sr5&categories=new&categories=finance&make=toyota&price_max=70000&page=2");
    const back = parse(href.split("?")[1]);
    expect(back.ok && offerSearchHref(back.state)).toBe(href);
  });
});
