import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lockedAfterEdit } from "./car-locks";
import { NEW_CAR_VALUES, carFormValues, parseCarForm } from "./console-car";
import { carFieldsOf } from "./feed-car";

const now = new Date("2026-12-02T02:00:00Z");
const typed = (over: Record<string, string>) => ({
  ...NEW_CAR_VALUES,
  stock_number: "C1",
  year: "2021",
  make: "Toyota",
  model: "HiLux",
  price: "45990",
  ...over,
});

describe("the car editor's form", () => {
  it("reads as a feed row through the feed's own schema (dates dd/mm/yyyy, lists a line each)", () => {
    const parsed = parseCarForm(
      typed({
        rego_expiry: "31/01/2027",
        build_date: "03/2021",
        certified: "on",
        features: "Tow bar\n\nBull bar",
        specifications: "Towing: 3500 kg",
      }),
    );
    expect(parsed).toMatchObject({
      ok: true,
      row: {
        stock_number: "C1",
        price: 45990,
        rego_expiry: "2027-01-31",
        build_date: "2021-03-01",
        certified: true,
        features: ["Tow bar", "Bull bar"],
      },
    });
    if (parsed.ok) expect(parsed.row.specifications).toEqual({ Towing: "3500 kg" });
  });

  it("places each of the schema's errors on its field, in a sentence", () => {
    const parsed = parseCarForm(typed({ price: "-5", vin: "ABC", make: "", specifications: "no colon here" }));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors.price).toBe("Price must be at least 0.");
    expect(parsed.errors.vin).toMatch(/^VIN must be 17 letters/);
    expect(parsed.errors.make).toMatch(/^Make /);
    expect(parsed.errors.specifications).toMatch(/must be written Name: value/);
  });

  it("shows a car as the values that read back as the same car", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500_000 }),
        fc.integer({ min: 0, max: 300_000 }),
        fc.constantFrom("in_stock", "coming_soon", "sold"),
        fc.boolean(),
        (price, km, status, certified) => {
          const first = parseCarForm(
            typed({ price: String(price), km: String(km), status, certified: certified ? "on" : "", build_date: "2021-03" }),
          );
          if (!first.ok) throw new Error(JSON.stringify(first.errors));
          const fields = carFieldsOf(first.row, null, 1, now);
          const again = parseCarForm(carFormValues({ ...fields, stocknum: "C1" }, ""));
          expect(again).toEqual(first);
        },
      ),
    );
  });
});

describe("lockedAfterEdit", () => {
  it("locks the fields a person changed, keeps the locks the car had, and nothing else", () => {
    const before = typed({});
    expect(lockedAfterEdit(before, { ...before, price: "43990" }, ["km"])).toEqual(["km", "price"]);
    expect(lockedAfterEdit(before, before, [])).toEqual([]);
  });

  it("locks every field filled in for a car new in the console", () => {
    expect(lockedAfterEdit(null, typed({}), [])).toEqual(["car_type", "item_type", "make", "model", "price", "status", "year"]);
  });
});
