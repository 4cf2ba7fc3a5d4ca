import { describe, expect, it } from "vitest";
import { validateFeedRows } from "./feed-row";
import { carStartLines, parseFeed } from "./parse-feed";

describe("parseFeed", () => {
  it("reads CSV lists and spec columns into the JSON shape, with each row's line", () => {
    const csv = 'stock_number,car_type,year,make,model,price,photos,spec.Engine\nA1,used,2021,Toyota,HiLux,45990,"a.jpg|b.jpg",2.8L\n';
    const parsed = parseFeed(csv, "csv");
    expect(parsed).toMatchObject({
      ok: true,
      rows: [{ line: 2, values: { photos: ["a.jpg", "b.jpg"], specifications: { Engine: "2.8L" } } }],
    });
  });

  it("rejects a CSV row whose cell count differs from the header, and keeps the rest", () => {
    const csv = "stock_number,car_type,year,make,model,price\nA1,used,2021,Toyota,HiLux\nB2,used,2020,Mazda,CX-5,30000\n";
    const parsed = parseFeed(csv, "csv");
    if (!parsed.ok) throw new Error(parsed.error);
    const { valid, rejected } = validateFeedRows(parsed.rows);
    expect(valid.map((v) => v.row.stock_number)).toEqual(["B2"]);
    expect(rejected).toEqual([{ line: 2, stockNumber: "A1", field: "row", reason: "has a different number of cells from the header" }]);
  });

  it("reports each invalid field with its line, in both formats", () => {
    const json =
      '{\n  "cars": [\n    { "stock_number": "A1", "car_type": "used", "year": 2021, "make": "Toyota", "model": "HiLux", "price": 45990 },\n    {\n      "stock_number": "B2", "car_type": "old", "year": 2021, "make": "Mazda", "model": "CX-5", "price": "lots"\n    }\n  ]\n}';
    const parsed = parseFeed(json, "json");
    if (!parsed.ok) throw new Error(parsed.error);
    expect(validateFeedRows(parsed.rows).rejected).toEqual([
      { line: 4, stockNumber: "B2", field: "car_type", reason: "must be new, used or demo" },
      { line: 4, stockNumber: "B2", field: "price", reason: "must be a number" },
    ]);
  });

  it("refuses a file that cannot be read at all", () => {
    expect(parseFeed("{ not json", "json").ok).toBe(false);
    expect(parseFeed('{ "cars": 3 }', "json").ok).toBe(false);
    expect(parseFeed('a,b\n"unclosed,1\n', "csv").ok).toBe(false);
  });

  it("finds the line each car starts on, ignoring brackets inside strings and other keys", () => {
    expect(carStartLines('{"mode":"full","note":"[{",\n"cars":[\n{"a":[1,{"b":2}]},\n\n{"c":"}"}]}')).toEqual([3, 5]);
  });
});
