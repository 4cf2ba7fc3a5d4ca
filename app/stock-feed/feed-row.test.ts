import { describe, expect, it } from "vitest";
import { validateFeedRows } from "./feed-row";

const car = { stock_number: "A1", car_type: "used", year: 2021, make: "Toyota", model: "HiLux", price: 45990 };

describe("validateFeedRows", () => {
  it("rejects a row with a NUL in a cell, naming the field, and keeps the rows around it", () => {
    const { valid, rejected } = validateFeedRows([
      { line: 2, values: car },
      { line: 3, values: { ...car, stock_number: "B2", model: "Hi\u0000Lux", features: ["ok", "x\u0000"] } },
      { line: 4, values: { ...car, stock_number: "C3", specifications: { "Eng\u0000ine": "2.8L", Power: "150\u0000kW" } } },
      { line: 5, values: { ...car, stock_number: "D4" } },
    ]);
    expect(valid.map((v) => v.row.stock_number)).toEqual(["A1", "D4"]);
    expect(rejected).toEqual([
      { line: 3, stockNumber: "B2", field: "model", reason: "must not contain a NUL character" },
      { line: 3, stockNumber: "B2", field: "features.1", reason: "must not contain a NUL character" },
      { line: 4, stockNumber: "C3", field: "specifications", reason: "must not contain a NUL character" },
      { line: 4, stockNumber: "C3", field: "specifications.Power", reason: "must not contain a NUL character" },
    ]);
  });

  it("ignores a NUL in a field the platform does not read", () => {
    expect(validateFeedRows([{ line: 2, values: { ...car, "no\u0000te": "x\u0000" } }]).rejected).toEqual([]);
  });
});
