import { describe, expect, it } from "vitest";
import { reasonsForCar, reasonsForSite, type WhyBuyReason } from "./why-buy-reasons";

const KIA = "metro-kia-dandenong";
const TOYOTA = "metro-toyota-parramatta";
// Vehicle spec section 2: 3-year warranty standard, easy finance, servicing for 50+ years; a 7-year new-car warranty at one dealer.
const rows: WhyBuyReason[] = [
  { topic: "warranty", title: "3-year warranty as standard", detail: "On every car we sell.", dealershipSlug: null, carType: null },
  {
    topic: "warranty",
    title: "7-year new-car warranty",
    detail: "On every new Kia from Metro Kia Dandenong.",
    dealershipSlug: KIA,
    carType: "new",
  },
  { topic: "finance", title: "Easy finance", detail: "Approved on the spot.", dealershipSlug: null, carType: null },
  { topic: "servicing", title: "Servicing for over 50 years", detail: "Factory-trained technicians.", dealershipSlug: null, carType: null },
];
const titles = (items: { title: string }[]) => items.map((i) => i.title);

describe("Why Buy From Us reasons", () => {
  it("gives a new car at the dealer with its own warranty that warranty instead of the standard one", () =>
    expect(titles(reasonsForCar(rows, { dealershipSlug: KIA, carType: "new" }))).toEqual([
      "7-year new-car warranty",
      "Easy finance",
      "Servicing for over 50 years",
    ]));

  it("keeps the 3-year standard warranty for that dealer's used and demo cars", () => {
    expect(titles(reasonsForCar(rows, { dealershipSlug: KIA, carType: "used" }))[0]).toBe("3-year warranty as standard");
    expect(titles(reasonsForCar(rows, { dealershipSlug: KIA, carType: "demo" }))[0]).toBe("3-year warranty as standard");
  });

  it("never shows another dealership's new-car warranty", () =>
    expect(titles(reasonsForCar(rows, { dealershipSlug: TOYOTA, carType: "new" }))).toEqual([
      "3-year warranty as standard",
      "Easy finance",
      "Servicing for over 50 years",
    ]));

  it("prefers the dealership's own row to a site-wide one for the same car type", () => {
    const more: WhyBuyReason[] = [
      ...rows,
      { topic: "warranty", title: "5-year warranty on new cars", detail: "", dealershipSlug: null, carType: "new" },
      { topic: "finance", title: "Toyota Finance", detail: "", dealershipSlug: TOYOTA, carType: null },
    ];
    expect(titles(reasonsForCar(more, { dealershipSlug: TOYOTA, carType: "new" }))).toEqual([
      "5-year warranty on new cars",
      "Toyota Finance",
      "Servicing for over 50 years",
    ]);
    expect(titles(reasonsForCar(more, { dealershipSlug: KIA, carType: "new" }))[0]).toBe("7-year new-car warranty");
  });

  it("shows nothing for a topic with no row that fits the car", () =>
    expect(
      titles(
        reasonsForCar([{ topic: "warranty", title: "7-year", detail: "", dealershipSlug: KIA, carType: "new" }], {
          dealershipSlug: TOYOTA,
          carType: "new",
        }),
      ),
    ).toEqual([]));

  it("lists the standard reasons on the home page with each dealer's own warranty after the standard one", () =>
    expect(titles(reasonsForSite(rows))).toEqual([
      "3-year warranty as standard",
      "7-year new-car warranty",
      "Easy finance",
      "Servicing for over 50 years",
    ]));

  it("still lists a dealer's reason on a topic the site has no general reason for, last", () =>
    expect(
      titles(reasonsForSite([...rows, { topic: "delivery", title: "Free delivery", detail: "", dealershipSlug: KIA, carType: null }])).at(
        -1,
      ),
    ).toBe("Free delivery"));
});
