import { describe, expect, it } from "vitest";
import { comparisonRate } from "~/domain/finance/comparison-rate";
import { generateNetwork } from "./generate-network";
import { isValidVin } from "./identifiers";
import type { StateCode } from "~/domain/australian-states";
import { checkPlate } from "~/domain/trade-in/rego-plate";

const now = new Date("2026-11-22T02:00:00Z");
const DAY = 86_400_000;
const metro = generateNetwork("metro-motor-group", { now });
const coastal = generateNetwork("coastal-toyota", { now });
const sunset = generateNetwork("sunset-caravans", { now });
const value = generateNetwork("value-used-cars", { now });
const allCars = [metro, coastal, sunset, value].flatMap((n) => n.dealerships.flatMap((d) => d.cars));

describe("demo network generator", () => {
  it("is deterministic for the same reference date", () => {
    expect(generateNetwork("coastal-toyota", { now })).toEqual(coastal);
    expect(generateNetwork("coastal-toyota", { now: new Date(now.getTime() + DAY) }).dealerships[0].cars[0].vin).not.toBe(
      coastal.dealerships[0].cars[0].vin,
    );
  });

  it("builds the dealer group the issue describes", () => {
    // Thirteen since issue 52 gave the group a truck dealership (the brand grid's Truck tab).
    expect(metro.dealerships).toHaveLength(13);
    const makes = new Set(metro.dealerships.flatMap((d) => d.def.makes));
    expect(makes.size).toBeGreaterThanOrEqual(10);
    expect(makes).toContain("Škoda");
    expect(makes).toContain("Isuzu UTE");
    expect(makes).toContain("Isuzu");
    expect(metro.dealerships.some((d) => d.def.kind === "motorcycles")).toBe(true);
    const locations = metro.dealerships.flatMap((d) => d.locations);
    expect(locations.length).toBeGreaterThanOrEqual(28);
    expect(locations.map((l) => l.name)).toEqual(expect.arrayContaining(["Metro Škoda Sales", "Metro Škoda Service"]));
    expect(new Set(locations.map((l) => l.state))).toEqual(new Set(["NSW", "VIC", "QLD"]));
    expect(new Set(locations.map((l) => l.type))).toEqual(new Set(["sales", "service", "parts", "used"]));
    expect(locations.every((l) => l.specialHours.length > 0 && l.hours.length === 7)).toBe(true);
    expect(metro.dealerships.reduce((n, d) => n + d.cars.length, 0)).toBe(1500);
  });

  it("sizes the single-dealer sites as specified", () => {
    expect(coastal.dealerships.flatMap((d) => d.cars)).toHaveLength(250);
    expect(new Set(coastal.dealerships[0].locations.map((l) => l.type))).toEqual(new Set(["sales", "used", "service", "parts"]));
    expect(value.dealerships.flatMap((d) => d.cars).every((c) => c.carType === "used")).toBe(true);
    const caravans = sunset.dealerships.flatMap((d) => d.cars).filter((c) => c.itemType === "caravan");
    expect(caravans.length).toBeGreaterThan(50);
    for (const c of caravans)
      expect(Object.keys(c.specifications).sort()).toEqual([
        "aggregate_trailer_mass",
        "axle_type",
        "body_length",
        "body_width",
        "sleeps",
        "tare_weight",
      ]);
  });

  it("covers every fuel, transmission, condition and status a shopper filters by", () => {
    expect(new Set(allCars.map((c) => c.simpleFuel))).toEqual(new Set(["Petrol", "Diesel", "Hybrid", "Plug-in Hybrid", "Electric"]));
    expect(new Set(allCars.map((c) => c.simpleTransmission))).toEqual(new Set(["Automatic", "Manual"]));
    expect(new Set(allCars.map((c) => c.carType))).toEqual(new Set(["new", "used", "demo"]));
    expect(new Set(allCars.map((c) => c.status))).toEqual(new Set(["in_stock", "coming_soon", "sold"]));
    const bodies = new Set(allCars.map((c) => c.simpleBody));
    for (const body of [
      "suv",
      "ute",
      "hatch",
      "sedan",
      "wagon",
      "coupe",
      "convertible",
      "van",
      "peopleMover",
      "cabChassis",
      "lightTruck",
      "bus",
    ])
      expect(bodies).toContain(body);
  });

  it("includes the edge cases later features depend on", () => {
    const sold = allCars.filter((c) => c.status === "sold");
    expect(sold.some((c) => c.soldAt && now.getTime() - c.soldAt.getTime() < 3 * DAY)).toBe(true);
    expect(sold.some((c) => c.soldAt && now.getTime() - c.soldAt.getTime() > 3 * DAY)).toBe(true);
    expect(allCars.some((c) => c.reserved)).toBe(true);
    expect(allCars.some((c) => c.tag === "Test Drive Only")).toBe(true);
    expect(allCars.some((c) => c.certified)).toBe(true);
    expect(allCars.some((c) => now.getTime() - c.createdAt.getTime() < 8 * DAY)).toBe(true);
    expect(allCars.some((c) => c.dealercomments === "")).toBe(true);
    expect(allCars.some((c) => c.dealercomments.length > 400)).toBe(true);
    expect(allCars.some((c) => c.spinFrames.length === 36 && c.hotspots.length > 0)).toBe(true);
    expect(allCars.some((c) => c.videos.length > 0)).toBe(true);
    expect(allCars.some((c) => c.lenders.length > 0)).toBe(true);
    expect(allCars.some((c) => c.images.length === 0)).toBe(true);
    expect(allCars.some((c) => c.images.length > 0 && c.images.length <= 3)).toBe(true);
  });

  it("gives every car valid identifiers and sensible numbers", () => {
    for (const c of allCars) {
      expect(isValidVin(c.vin), c.vin).toBe(true);
      expect(c.year).toBeGreaterThanOrEqual(2012);
      expect(c.year).toBeLessThanOrEqual(2026);
      expect(c.price === 0 || (c.price >= 5_000 && c.price <= 200_000), `${c.slug} ${c.price}`).toBe(true);
      if (c.carType === "new") expect(c.km).toBeLessThan(100);
      if (c.regplate)
        expect(checkPlate(c.regoState?.toLowerCase() as StateCode, c.regplate), `${c.regoState} ${c.regplate}`).toEqual({
          ok: true,
          plate: c.regplate,
        });
    }
    expect(new Set(allCars.map((c) => c.vin)).size).toBe(allCars.length);
    const slugs = [metro, coastal, sunset, value].map((n) => n.dealerships.flatMap((d) => d.cars.map((c) => c.slug)));
    for (const s of slugs) expect(new Set(s).size).toBe(s.length);
  });

  it("computes every lender's comparison rate from its rate and fees, never draws it", () => {
    const lenders = allCars.flatMap((c) => c.lenders);
    expect(lenders.length).toBeGreaterThan(100);
    for (const l of lenders) {
      expect(l.comparisonRate).toBe(comparisonRate(l.interestRate, { establishment: l.establishmentFees, perPeriod: 1.5 }));
      // Fees only ever add to the cost of a loan.
      expect(l.comparisonRate).toBeGreaterThan(l.interestRate);
    }
  });
});

describe("demo lenders (vehicle spec section 9)", () => {
  it("gives each car its site's lender only; the broker's example has a $0 final payment and the comparison-rate range", () => {
    const broker = generateNetwork("value-used-cars", { now, financeProvider: "carclarity" });
    const car = broker.dealerships[0].cars.find((c) => c.lenders.length > 0);
    const same = value.dealerships[0].cars.find((c) => c.stocknum === car?.stocknum);
    expect(car?.lenders.map((l) => l.provider)).toEqual(["carclarity"]);
    expect(same?.lenders.map((l) => l.provider)).toEqual(["youx"]);
    const [lender] = car?.lenders ?? [];
    expect(lender).toMatchObject({ balloon: 0, deposit: 0, termYears: 5 });
    expect(lender.disclaimer).toContain("$0 final payment");
    expect(lender.disclaimer).toContain("Comparison rates range from 8.38% p.a. to 19.42% p.a.");
    expect(lender.paymentMonth).toBe(Math.round(lender.paymentWeek * 4.33));
    // Nothing else about the car changes with the lender: the generator draws the same numbers.
    expect({ ...car, lenders: [] }).toEqual({ ...same, lenders: [] });
  });
});

describe("published figures (vehicle spec section 2 specification rows)", () => {
  it("gives every car (not caravans or motorcycles) its model's power, torque, tank or battery, weights, dimensions and gearbox", () => {
    for (const network of [metro, coastal, sunset, value])
      for (const car of network.dealerships.flatMap((d) => d.cars)) {
        if (car.itemType !== "car") continue;
        const v = car.variant;
        expect(v.power_kw, `${car.make} ${car.model}`).toEqual(expect.any(Number));
        for (const key of ["torque", "kerbweight", "grossvehiclemass", "length", "width", "height"]) expect(v[key]).toBeGreaterThan(0);
        expect(v.gearbox).toMatch(/-speed|CVT|reduction gear/);
        // Electric cars have no fuel tank or engine capacity; everything else has both.
        if (car.simpleFuel === "Electric") expect([v.fuelcapacity, v.enginecapacity_cc]).toEqual([null, null]);
        else expect(v.fuelcapacity).toBeGreaterThan(30);
      }
  });

  it("uses each model's own figures: a LandCruiser 300 is longer, heavier and tows more than a Yaris Cross", () => {
    const cars = coastal.dealerships.flatMap((d) => d.cars);
    const lc = cars.find((c) => c.model === "LandCruiser 300")?.variant;
    const yaris = cars.find((c) => c.model === "Yaris Cross")?.variant;
    expect(lc).toMatchObject({ length: 4980, kerbweight: 2630, towingcapacitybraked: 3500, torque: 700 });
    expect(yaris).toMatchObject({ length: 4180, kerbweight: 1195, towingcapacitybraked: 400 });
  });
});
