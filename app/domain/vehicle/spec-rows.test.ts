import { describe, expect, it } from "vitest";
import { specRows } from "./spec-rows";

const hiluxVariant = {
  enginedescription: "2.8L 4 cyl turbo diesel",
  enginecapacity_cc: 2755,
  cylinders: 4,
  enginesize_litres: "2.8",
  induction: "Turbo Intercooled",
  power_kw: 150,
  torque: 500,
  gearbox: "6-speed automatic",
  fuelconsumptioncombined: 7.9,
  fuelcapacity: 80,
  kerbweight: 2110,
  grossvehiclemass: 3050,
  length: 5325,
  width: 1900,
  height: 1815,
  towingcapacitybraked: 3500,
  ancaprating: 5,
  bodyconfiguration: "Double Cab",
};

describe("All Specifications (vehicle spec section 2)", () => {
  it("shows the engine, capacity, power, torque, gearbox, tank, weights, dimensions and braked towing with their units", () => {
    const rows = specRows({ variant: hiluxVariant, doors: 4, interiorColour: "Black", specifications: {} });
    expect(rows).toEqual([
      ["Engine", "2.8L 4 cyl turbo diesel"],
      ["Engine capacity", "2,755 cc"],
      ["Cylinders", 4],
      ["Engine size", "2.8 L"],
      ["Induction", "Turbo Intercooled"],
      ["Power", "150 kW"],
      ["Torque", "500 Nm"],
      ["Gearbox", "6-speed automatic"],
      ["Fuel consumption", "7.9 L/100km"],
      ["Fuel tank", "80 L"],
      ["Kerb weight", "2,110 kg"],
      ["Gross vehicle mass", "3,050 kg"],
      ["Length", "5,325 mm"],
      ["Width", "1,900 mm"],
      ["Height", "1,815 mm"],
      ["Towing capacity (braked)", "3,500 kg"],
      ["ANCAP rating", "5 stars"],
      ["Body configuration", "Double Cab"],
      ["Doors", 4],
      ["Interior colour", "Black"],
    ]);
  });

  it("hides what an electric car or a caravan does not have", () => {
    const ev = specRows({
      variant: { ...hiluxVariant, enginecapacity_cc: null, fuelcapacity: null, towingcapacitybraked: null, cylinders: null },
      doors: 4,
      interiorColour: null,
      specifications: {},
    }).map(([label]) => label);
    expect(ev).not.toContain("Engine capacity");
    expect(ev).not.toContain("Fuel tank");
    expect(ev).not.toContain("Towing capacity (braked)");
    const van = specRows({ variant: {}, doors: null, interiorColour: null, specifications: { tare_weight: "1,950 kg", sleeps: 4 } });
    expect(van).toEqual([
      ["Tare weight", "1,950 kg"],
      ["Sleeps", 4],
    ]);
  });
});
