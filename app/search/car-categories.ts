import type { IndexedCar } from "./search-types";

/**
 * Discovery spec section 3 lists `categories` among the search facets without saying what fills it.
 * Stock feeds carry no category of their own, so a car files under the shopping needs its facts
 * answer: the lists a shopper browses by ("a family car", "something for work").
 */
export const CAR_CATEGORIES = ["Family", "Work", "Off-road", "Electric and hybrid", "First car", "Towing"] as const;
export type CarCategory = (typeof CAR_CATEGORIES)[number];

/** Under this price (dollars) a used car, hatch or sedan, counts as a first car. */
export const FIRST_CAR_MAX_PRICE = 20_000;
const WORK_BODIES = new Set(["ute", "van", "cabChassis", "lightTruck"]);
const FIRST_CAR_BODIES = new Set(["hatch", "hatchback", "sedan"]);

type CategoryFacts = Pick<IndexedCar, "seats" | "simpleBody" | "drive" | "simpleFuel" | "carType" | "price" | "features" | "itemType">;

/** The categories a car files under, in CAR_CATEGORIES order; none for caravans and motorcycles. */
export function carCategories(car: CategoryFacts): CarCategory[] {
  if (car.itemType !== "car") return [];
  const body = car.simpleBody ?? "";
  const out: CarCategory[] = [];
  if ((car.seats ?? 0) >= 7 || body === "peopleMover") out.push("Family");
  if (WORK_BODIES.has(body)) out.push("Work");
  if (car.drive === "4x4" || body === "4x4") out.push("Off-road");
  if (car.simpleFuel && /electric|hybrid/i.test(car.simpleFuel)) out.push("Electric and hybrid");
  if (car.carType === "used" && car.price > 0 && car.price < FIRST_CAR_MAX_PRICE && FIRST_CAR_BODIES.has(body)) out.push("First car");
  if (car.features.some((f) => /tow/i.test(f))) out.push("Towing");
  return out;
}
