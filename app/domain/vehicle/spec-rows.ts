import { formatDecimal } from "~/domain/format-decimal";
import type { CarDetail } from "./car";
import { type Fact, presentFacts } from "./key-facts";

const sentenceCase = (key: string) => key.replace(/_/g, " ").replace(/^\w/, (c) => c.toUpperCase());

const number = (value: unknown, unit: string) => (typeof value === "number" && value > 0 ? `${formatDecimal(value, 3)} ${unit}` : null);
const text = (value: unknown) => (typeof value === "string" && value ? value : null);

/**
 * All Specifications: the variant's rows (vehicle spec section 2: engine, capacity, power, torque,
 * gearbox, fuel consumption and tank, weights, dimensions, braked towing), then the car's own
 * specifications; empty rows are hidden (section 4).
 */
export function specRows(car: Pick<CarDetail, "variant" | "doors" | "interiorColour" | "specifications">): Fact[] {
  const v = car.variant;
  return presentFacts([
    ["Engine", text(v.enginedescription)],
    ["Engine capacity", number(v.enginecapacity_cc, "cc")],
    ["Cylinders", v.cylinders],
    ["Engine size", v.enginesize_litres ? `${v.enginesize_litres} L` : null],
    ["Induction", v.induction],
    ["Power", number(v.power_kw, "kW")],
    ["Torque", number(v.torque, "Nm")],
    ["Gearbox", text(v.gearbox)],
    ["Fuel consumption", v.fuelconsumptioncombined ? `${v.fuelconsumptioncombined} L/100km` : null],
    ["Fuel tank", number(v.fuelcapacity, "L")],
    ["Kerb weight", number(v.kerbweight, "kg")],
    ["Gross vehicle mass", number(v.grossvehiclemass, "kg")],
    ["Length", number(v.length, "mm")],
    ["Width", number(v.width, "mm")],
    ["Height", number(v.height, "mm")],
    ["Towing capacity (braked)", number(v.towingcapacitybraked, "kg")],
    ["ANCAP rating", v.ancaprating ? `${v.ancaprating} stars` : null],
    ["Body configuration", v.bodyconfiguration],
    ["Doors", car.doors],
    ["Interior colour", car.interiorColour],
    // Caravans add their body, weight and sleeping rows here.
    ...Object.entries(car.specifications).map(([k, value]) => [sentenceCase(k), value] as Fact),
  ]);
}
