import { describe, expect, it } from "vitest";
import { SearchIndex } from "~/search/search-index";
import type { IndexedCar } from "~/search/search-types";
import { SiteConfigSchema } from "~/sites/site-config";
import type { TenantSite } from "~/sites/tenant-site";
import { loadSearchPage } from "./load-search-page.server";

const NOW = new Date("2026-03-02T00:00:00Z");
const colour = "#123456";
const site = (over: Record<string, unknown> = {}): TenantSite => ({
  id: 1,
  origin: "http://test-motors.localhost:3000",
  ...SiteConfigSchema.parse({
    slug: "test-motors",
    name: "Test Motors",
    theme: {
      colours: {
        primary: colour,
        onPrimary: colour,
        accent: colour,
        onAccent: colour,
        background: colour,
        surface: colour,
        text: colour,
        muted: colour,
      },
      fonts: { heading: "Inter", body: "Inter" },
      logo: { text: "Test Motors" },
    },
    ...over,
  }),
});

const car = (id: number, make: string, model: string, carType: IndexedCar["carType"]): IndexedCar => ({
  id,
  siteId: 1,
  slug: `car-${id}`,
  stocknum: `S${id}`,
  vin: null,
  year: 2024,
  make,
  model,
  badge: null,
  series: null,
  carType,
  status: "in_stock",
  soldAt: null,
  showOnDealerWebsite: true,
  reserved: false,
  certified: false,
  tag: null,
  price: 30_000 + id,
  beforePrice: null,
  preorder: false,
  priceType: null,
  km: 10,
  colour: "White",
  body: "Ute",
  simpleBody: "ute",
  simpleFuel: "Diesel",
  simpleTransmission: "Automatic",
  drive: "4x4",
  seats: 5,
  itemType: "car",
  dealershipName: "Test Motors",
  dealershipSlug: "test-motors",
  locationId: 1,
  locationName: "Sales",
  locationPhone: null,
  city: "Town",
  state: "QLD",
  customRank: 0,
  views: 0,
  createdAt: NOW.getTime(),
  images: [],
  weeklyRepayment: null,
  subscriptionPrice: null,
  features: [],
});

const index = new SearchIndex();
index.replaceSite(1, [car(1, "Toyota", "HiLux", "new"), car(2, "Toyota", "HiLux", "used"), car(3, "Ford", "Ranger", "used")]);

const load = (path: string, qs = "", over: Record<string, unknown> = {}) =>
  loadSearchPage({ search: index, site: site(over), now: NOW }, { path, pathname: `/search/${path}`, params: new URLSearchParams(qs) });
const page = (outcome: ReturnType<typeof load>) => {
  if (outcome.kind !== "page") throw new Error(`expected a page, got ${outcome.kind}`);
  return outcome.page;
};

describe("loadSearchPage", () => {
  it("searches the path's refinements with the query string's", () => {
    const p = page(load("toyota", "refinementList[car_type][0]=used"));
    expect(p.count).toBe(1);
    expect(p.state.refinements).toEqual({ car_type: ["used"], make: ["Toyota"] });
    expect(p.heading).toBe("Toyota cars for sale");
  });

  it("sends the page the facets its filters show, not every facet the index counts", () => {
    const p = page(load("", ""));
    expect(p.facets.make?.map((m) => m.label)).toEqual(["Toyota", "Ford"]);
    // A make card lists its models once the make is chosen: none before.
    expect(p.facets.make_model).toEqual([]);
    expect(page(load("toyota", "")).facets.make_model?.map((m) => m.value)).toEqual(["Toyota > HiLux"]);
    expect(p.facets.car_type).toHaveLength(2);
    expect(p.facets).not.toHaveProperty("model");
    expect(p.facets).not.toHaveProperty("year");
    expect(p.facets).not.toHaveProperty("location_name");
  });

  it("redirects a form's fields to the canonical link on the same path", () => {
    expect(load("toyota", "refinementList[car_type][]=used&query=&sortBy=relevance")).toEqual({
      kind: "redirect",
      href: "/search/toyota?refinementList%5Bcar_type%5D%5B0%5D=used",
    });
  });

  it("refuses a query string it cannot read with the parser's reason", () => {
    expect(load("new-used-and-demo-cars", "page=0")).toEqual({ kind: "invalid", error: "page must be a whole number from 1 to 1000" });
    expect(load("new-used-and-demo-cars", "sortBy=nope").kind).toBe("invalid");
    expect(load("new-used-and-demo-cars", "refinementList[nope][0]=x").kind).toBe("invalid");
  });

  it("answers not found for a path naming nothing in stock or a page past the last", () => {
    expect(load("lamborghini")).toEqual({ kind: "not-found" });
    expect(load("new-used-and-demo-cars", "page=2")).toEqual({ kind: "not-found" });
  });

  it("gives a one-type search its breadcrumb when the path has none", () => {
    expect(page(load("new-used-and-demo-cars", "refinementList[car_type][0]=used")).crumbs).toEqual([
      { label: "Used cars", href: "/search/used-cars" },
    ]);
  });

  it("shows the landing extras only on the first page of an unfiltered search", () => {
    const extras = { search: { facetTiles: true, priceSlider: true } };
    expect(page(load("new-used-and-demo-cars", "", extras)).extras).toEqual({ facetTiles: true, priceFinder: true });
    expect(page(load("new-used-and-demo-cars", "query=hilux", extras)).extras).toEqual({ facetTiles: false, priceFinder: false });
    expect(page(load("toyota", "", extras)).extras).toEqual({ facetTiles: false, priceFinder: false });
    expect(page(load("new-used-and-demo-cars", "")).extras).toEqual({ facetTiles: false, priceFinder: false });
  });
});
