import { describe, expect, it } from "vitest";
import { carTag, type TagFacts } from "./car-tag";

const now = new Date("2026-11-22T00:00:00Z");
const texts = { soldTagName: "JUST SOLD", newArrivalText: "New Arrival" };
const old = new Date("2026-01-01T00:00:00Z");
const car: TagFacts = {
  status: "in_stock",
  simpleFuel: "Petrol",
  reserved: false,
  certified: false,
  carType: "used",
  tag: null,
  createdAt: old,
};

describe("card tags (discovery spec section 4 priority)", () => {
  it("puts the fuel tag first, then RESERVED, certified, explicit, COMING SOON, just arrived", () => {
    const all: TagFacts = {
      ...car,
      simpleFuel: "Hybrid",
      reserved: true,
      certified: true,
      tag: "Test Drive Only",
      status: "coming_soon",
      createdAt: now,
    };
    expect(carTag(all, texts, 8, now)?.text).toBe("HYBRID");
    expect(carTag({ ...all, simpleFuel: "Diesel" }, texts, 8, now)?.text).toBe("RESERVED");
    expect(carTag({ ...all, simpleFuel: "Diesel", reserved: false }, texts, 8, now)?.kind).toBe("certified");
    expect(carTag({ ...all, simpleFuel: "Diesel", reserved: false, certified: false }, texts, 8, now)?.text).toBe("Test Drive Only");
    expect(carTag({ ...all, simpleFuel: "Diesel", reserved: false, certified: false, tag: null }, texts, 8, now)?.text).toBe("COMING SOON");
    expect(carTag({ ...car, createdAt: now }, texts, 8, now)?.text).toBe("New Arrival");
    expect(carTag(car, texts, 8, now)).toBeNull();
  });
  it("marks cars created within the last 8 days as just arrived", () => {
    const day = 86_400_000;
    expect(carTag({ ...car, createdAt: new Date(now.getTime() - 7.9 * day) }, texts, 8, now)?.kind).toBe("just-arrived");
    expect(carTag({ ...car, createdAt: new Date(now.getTime() - 8 * day) }, texts, 8, now)).toBeNull();
  });
  it("shows the configured sold tag on sold cars, whatever else holds", () => {
    expect(carTag({ ...car, status: "sold", simpleFuel: "Electric" }, texts, 8, now)).toEqual({ kind: "sold", text: "JUST SOLD" });
  });
});
