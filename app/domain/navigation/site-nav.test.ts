import { describe, expect, it } from "vitest";
import { dynamicNavKinds, EMPTY_NAV_SOURCES, type NavLinkConfig, navPanelId, resolveNav, stockEntries } from "./site-nav";

const SOURCES = {
  ...EMPTY_NAV_SOURCES,
  models: [
    { slug: "mu-x", name: "Isuzu MU-X" },
    { slug: "d-max", name: "Isuzu D-MAX" },
  ],
  stockCounts: { used: 456, new: 123, demo: 7 },
  brandTiles: [
    { tab: "Car", name: "Toyota", logoKey: "logo/make/toyota", href: "/toyota/overview" },
    { tab: "Motorcycle", name: "Yamaha", logoKey: "logo/make/yamaha", href: "/yamaha/overview" },
    { tab: "Our Brands", name: "Metro 4x4 & Outdoor", logoKey: null, href: "/4x4-outdoor" },
  ],
  serviceLinks: [{ name: "Book an Isuzu UTE service", make: "Isuzu UTE", url: "https://www.isuzuute.com.au/service-booking" }],
};

describe("the header's dynamic dropdowns", () => {
  it("lists stock by type with live counts, new then demo then used, and all of it last", () => {
    expect(stockEntries({ used: 456, new: 123, demo: 7 })).toEqual([
      { label: "New Cars (123)", href: "/search/new-cars" },
      { label: "Demo Cars (7)", href: "/search/demo-cars" },
      { label: "Used Cars (456)", href: "/search/used-cars" },
      { label: "All Stock (586)", href: "/search/new-used-and-demo-cars" },
    ]);
  });

  it("links all of the stock to the menu's own address, like the spec's /cars/", () => {
    const [stock] = resolveNav([{ label: "Our Stock", href: "/cars", dynamic: "stock" }], SOURCES);
    expect(stock.groups[0].entries.at(-1)).toEqual({ label: "All Stock (586)", href: "/cars" });
  });

  it("leaves out car types with nothing in stock, and the 'all' line when one type is left", () => {
    expect(stockEntries({ used: 80, new: 0 })).toEqual([{ label: "Used Cars (80)", href: "/search/used-cars" }]);
    expect(stockEntries({})).toEqual([]);
  });

  it("fills Vehicles with the site's model pages, before any links of its own", () => {
    const [vehicles] = resolveNav(
      [{ label: "Vehicles", href: "/search/new-cars", dynamic: "models", children: [{ label: "All new cars", href: "/search/new-cars" }] }],
      SOURCES,
    );
    expect(vehicles.groups.flatMap((g) => g.entries.map((e) => `${e.label} ${e.href}`))).toEqual([
      "Isuzu MU-X /models/mu-x",
      "Isuzu D-MAX /models/d-max",
      "All new cars /search/new-cars",
    ]);
    expect(vehicles.mega).toBe(false);
  });

  it("puts the dealer's own service pages before the service booking links by brand", () => {
    const [service] = resolveNav(
      [{ label: "Service", href: "/service", dynamic: "service-links", children: [{ label: "Warranty", href: "/warranty" }] }],
      SOURCES,
    );
    expect(service.groups).toEqual([
      { heading: null, entries: [{ label: "Warranty", href: "/warranty" }] },
      {
        heading: "Book a service by brand",
        entries: [{ label: "Book an Isuzu UTE service", href: "https://www.isuzuute.com.au/service-booking" }],
      },
    ]);
  });

  it("makes the brands menu a mega menu: a column per brand grid tab, each brand with its logo", () => {
    const [brands] = resolveNav([{ label: "Our Brands", href: "/brands", dynamic: "brands" }], SOURCES);
    expect(brands.mega).toBe(true);
    expect(brands.groups.map((g) => g.heading)).toEqual(["Cars", "Motorcycles", "Our Brands"]);
    expect(brands.groups[0].entries).toEqual([{ label: "Toyota", href: "/toyota/overview", logoKey: "logo/make/toyota" }]);
  });

  it("turns a dynamic link with no data and no children into a plain link", () => {
    const items = resolveNav(
      [
        { label: "Vehicles", href: "/search/new-cars", dynamic: "models" },
        { label: "Our Brands", href: "/brands", dynamic: "brands" },
        { label: "Home", href: "/" },
      ],
      EMPTY_NAV_SOURCES,
    );
    expect(items.map((i) => [i.label, i.groups.length, i.mega])).toEqual([
      ["Vehicles", 0, false],
      ["Our Brands", 0, false],
      ["Home", 0, false],
    ]);
  });

  it("names the dynamic sources a site's links ask for, nested ones included", () => {
    const links: NavLinkConfig[] = [
      { label: "Our Stock", href: "/cars", dynamic: "stock" },
      { label: "Footer", href: "/", children: [{ label: "Vehicles", href: "/search/new-cars", dynamic: "models" }] },
    ];
    expect([...dynamicNavKinds(links)].sort()).toEqual(["models", "stock"]);
  });

  it("gives each dropdown an id from its label", () => {
    expect(navPanelId("nav", "Our Stock")).toBe("nav-our-stock");
    expect(navPanelId("mobile-nav", "Caravans & Cars")).toBe("mobile-nav-caravans-cars");
  });
});
