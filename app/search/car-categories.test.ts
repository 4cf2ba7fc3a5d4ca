import { describe, expect, it } from "vitest";
import { carCategories } from "./car-categories";

const car = {
  seats: 5,
  simpleBody: "suv",
  drive: "AWD",
  simpleFuel: "Petrol",
  carType: "used" as const,
  price: 32_990,
  features: [] as string[],
  itemType: "car",
};

describe("car categories (the spec's `categories` facet)", () => {
  it("files a seven-seater or people mover as a family car", () => {
    expect(carCategories({ ...car, seats: 7 })).toEqual(["Family"]);
    expect(carCategories({ ...car, simpleBody: "peopleMover", seats: 8 })).toEqual(["Family"]);
  });
  it("files utes, vans, cab chassis and light trucks as work vehicles, and a 4x4 as off-road", () => {
    expect(carCategories({ ...car, simpleBody: "ute", drive: "4x4", simpleFuel: "Diesel" })).toEqual(["Work", "Off-road"]);
    expect(carCategories({ ...car, simpleBody: "cabChassis" })).toEqual(["Work"]);
  });
  it("files electric, hybrid and plug-in hybrid cars together", () => {
    for (const fuel of ["Electric", "Hybrid", "Plug-in Hybrid"])
      expect(carCategories({ ...car, simpleFuel: fuel })).toEqual(["Electric and hybrid"]);
  });
  it("calls a used hatch or sedan under $20,000 a first car, and not one without a price", () => {
    expect(carCategories({ ...car, simpleBody: "hatch", price: 19_990 })).toEqual(["First car"]);
    expect(carCategories({ ...car, simpleBody: "hatch", price: 20_000 })).toEqual([]);
    expect(carCategories({ ...car, simpleBody: "sedan", price: 0 })).toEqual([]);
    expect(carCategories({ ...car, simpleBody: "hatch", price: 15_000, carType: "new" })).toEqual([]);
  });
  it("files a car with a tow bar under towing, and caravans under nothing", () => {
    expect(carCategories({ ...car, features: ["Tow Bar"] })).toEqual(["Towing"]);
    expect(carCategories({ ...car, itemType: "caravan", seats: 7 })).toEqual([]);
  });
});
