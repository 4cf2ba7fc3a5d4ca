import type { CarDetail } from "./car";
import { type Fact, presentFacts } from "./key-facts";

const sentenceCase = (key: string) => key.replace(/_/g, " ").replace(/^\w/, (c) => c.toUpperCase());

/** All Specifications: the variant's rows, then the car's own specifications; empty rows are hidden (vehicle spec section 4). */
export function specRows(car: Pick<CarDetail, "variant" | "doors" | "interiorColour" | "specifications">): Fact[] {
  const v = car.variant;
  return presentFacts([
    ["Cylinders", v.cylinders],
    ["Engine size", v.enginesize_litres ? `${v.enginesize_litres} L` : null],
    ["Induction", v.induction],
    ["Fuel consumption", v.fuelconsumptioncombined ? `${v.fuelconsumptioncombined} L/100km` : null],
    ["ANCAP rating", v.ancaprating ? `${v.ancaprating} stars` : null],
    ["Body configuration", v.bodyconfiguration],
    ["Doors", car.doors],
    ["Interior colour", car.interiorColour],
    // Caravans add their body, weight and sleeping rows here.
    ...Object.entries(car.specifications).map(([k, value]) => [sentenceCase(k), value] as Fact),
  ]);
}
