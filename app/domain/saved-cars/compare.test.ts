import { describe, expect, it } from "vitest";
import { compareHref, compareNotices, parseCompareIds } from "./compare-ids";
import { compareRows, NOT_LISTED } from "./compare-table";
import type { SavedCarView } from "./saved-car-view";

describe("the compare link", () => {
  it("reads car numbers in order, each once", () => {
    expect(parseCompareIds("12,7,31")).toEqual({ ids: [12, 7, 31], unreadable: 0, dropped: 0 });
    expect(parseCompareIds(" 12 , 7,12,,")).toEqual({ ids: [12, 7], unreadable: 0, dropped: 0 });
    expect(parseCompareIds("")).toEqual({ ids: [], unreadable: 0, dropped: 0 });
  });

  it("leaves out parts that are not car numbers and counts them", () => {
    expect(parseCompareIds("abc,5,-3,1.5,0,99999999999,<script>")).toEqual({ ids: [5], unreadable: 6, dropped: 0 });
  });

  it("keeps the first 4 cars and counts the rest", () => {
    expect(parseCompareIds("1,2,3,4,5,6")).toEqual({ ids: [1, 2, 3, 4], unreadable: 0, dropped: 2 });
  });

  it("builds the shareable link", () => {
    expect(compareHref([12, 7])).toBe("/compare?ids=12,7");
    expect(compareHref([])).toBe("/compare");
  });

  it("explains what it left out", () => {
    expect(compareNotices(parseCompareIds("1,2"), 2)).toEqual([]);
    expect(compareNotices(parseCompareIds("x,1,2,3,4,5"), 3)).toEqual([
      "Part of this link is not a car number, so it was left out.",
      "You can compare up to 4 cars at once: the first 4 in the link are shown.",
      "One car in this link is no longer available.",
    ]);
    expect(compareNotices(parseCompareIds("x,y,1,2"), 0)).toEqual([
      "2 parts of this link are not car numbers, so they were left out.",
      "2 cars in this link are no longer available.",
    ]);
  });
});

const car = (id: number, over: Partial<SavedCarView> = {}): SavedCarView => ({
  id,
  slug: `car-${id}`,
  path: `/cars/car-${id}`,
  name: "2022 Toyota RAV4",
  badge: "GX",
  series: null,
  carType: "used",
  itemType: "car",
  status: "in_stock",
  reserved: false,
  price: 45990,
  beforePrice: null,
  preorder: false,
  priceType: "Drive Away",
  weekly: 189,
  year: 2022,
  km: 30000,
  body: "SUV",
  fuel: "Petrol",
  transmission: "Automatic",
  engine: "2.5L",
  drive: "AWD",
  seats: 5,
  colour: "White",
  features: ["Reversing camera", "Cruise control"],
  location: "Maroochydore, QLD",
  image: null,
  ...over,
});
const rowOf = (rows: ReturnType<typeof compareRows>, label: string) => {
  const found = rows.find((r) => r.label === label);
  if (!found) throw new Error(`no row ${label}`);
  return found;
};

describe("the compare table", () => {
  it("shows prices as $45,990 with the price type and the weekly estimate as cards do", () => {
    const rows = compareRows([car(1), car(2, { price: 39500, priceType: null, weekly: 20 })], "Enquire for price.");
    expect(rowOf(rows, "Price").cells.map((c) => c.text)).toEqual(["$45,990 Drive Away", "$39,500"]);
    expect(rowOf(rows, "Finance estimate").cells.map((c) => c.text)).toEqual(["$189/wk", "Enquire for Finance"]);
  });

  it("marks the rows where the cars differ and names the best value", () => {
    const rows = compareRows([car(1), car(2, { price: 39990, km: 52000, year: 2021, fuel: "Hybrid" })], "Enquire for price.");
    expect(rowOf(rows, "Price")).toMatchObject({ differs: true, cells: [{ best: null }, { best: "Lowest price" }] });
    expect(rowOf(rows, "Odometer")).toMatchObject({ differs: true, cells: [{ best: "Fewest km" }, { best: null }] });
    expect(rowOf(rows, "Year")).toMatchObject({ differs: true, cells: [{ best: "Newest" }, { best: null }] });
    expect(rowOf(rows, "Fuel").differs).toBe(true);
    expect(rowOf(rows, "Body")).toMatchObject({ differs: false, cells: [{ best: null }, { best: null }] });
  });

  it("names no winner on a tie or when only one car has a figure", () => {
    const rows = compareRows([car(1), car(2), car(3, { price: 0 })], "Enquire for price.");
    expect(rowOf(rows, "Price").cells.map((c) => c.best)).toEqual([null, null, null]);
    expect(rowOf(rows, "Price").cells[2].text).toBe("Enquire for price.");
  });

  it("does not put a sold car forward as the cheapest, nor offer it finance", () => {
    const rows = compareRows([car(1), car(2, { status: "sold", price: 20000 })], "Enquire for price.");
    expect(rowOf(rows, "Status").cells.map((c) => c.text)).toEqual(["For sale", "Sold"]);
    expect(rowOf(rows, "Price").cells.map((c) => c.best)).toEqual([null, null]);
    expect(rowOf(rows, "Finance estimate").cells[1].text).toBe(NOT_LISTED);
  });

  it("lists every feature any car has, saying which have it", () => {
    const rows = compareRows([car(1), car(2, { features: ["Cruise control", "Sunroof"] })], "Enquire for price.");
    const features = rows.filter((r) => r.group === "features");
    expect(features.map((r) => [r.label, r.cells.map((c) => c.text), r.differs])).toEqual([
      ["Reversing camera", ["Yes", "No"], true],
      ["Cruise control", ["Yes", "Yes"], false],
      ["Sunroof", ["No", "Yes"], true],
    ]);
  });

  it("says what is not listed, and leaves a caravan's odometer out", () => {
    const rows = compareRows([car(1, { engine: null, seats: null }), car(2, { itemType: "caravan" })], "Enquire for price.");
    expect(rowOf(rows, "Engine").cells[0].text).toBe(NOT_LISTED);
    expect(rowOf(rows, "Seats").cells.map((c) => c.text)).toEqual([NOT_LISTED, "5"]);
    expect(rowOf(rows, "Odometer").cells.map((c) => c.text)).toEqual(["30,000 km", NOT_LISTED]);
  });
});
