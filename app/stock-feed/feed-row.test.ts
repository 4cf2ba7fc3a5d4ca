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

describe("the fields a site's rules read", () => {
  const parse = (values: Record<string, unknown>) => validateFeedRows([{ line: 2, values: { ...car, ...values } }]);

  it("takes a history report at a web address or a path on the site, the two its page links, and nothing else", () => {
    for (const url of ["https://history.example/r.pdf", "/files/sample-vehicle-history-report.pdf"])
      expect(parse({ history_report_url: url }).valid[0]?.row.history_report_url).toBe(url);
    for (const url of ["javascript:alert(1)", "//evil.example/r.pdf", "report.pdf", "ftp://x.example/r.pdf"])
      expect(parse({ history_report_url: url }).rejected[0]).toMatchObject({
        field: "history_report_url",
        reason: "must be an http(s) URL or a path on this site, like /files/report.pdf",
      });
  });

  it("reads yes/no and dates as CSV writes them and as JSON does, into one form", () => {
    const csvLike = parse({
      certified: "Yes",
      preorder: "0",
      build_date: "03/2021",
      compliance_date: "2021-05",
      rego_expiry: "28/02/2027",
    });
    const jsonLike = parse({
      certified: true,
      preorder: false,
      build_date: "2021-03-01",
      compliance_date: "01/05/2021",
      rego_expiry: "2027-02-28",
    });
    for (const { valid } of [csvLike, jsonLike])
      expect(valid[0].row).toMatchObject({
        certified: true,
        preorder: false,
        build_date: "2021-03-01",
        compliance_date: "2021-05-01",
        rego_expiry: "2027-02-28",
      });
    expect(parse({}).valid[0].row).toMatchObject({ certified: false, preorder: false, spin: { exterior: [], interior: [] }, lenders: [] });
  });

  it("names the field and the reason for a bad value", () => {
    const reasons = (values: Record<string, unknown>) => parse(values).rejected.map((r) => `${r.field}: ${r.reason}`);
    expect(reasons({ certified: "certified" })).toEqual(["certified: must be true or false (or yes/no, 1/0)"]);
    expect(reasons({ rego_expiry: "2027-02" })).toEqual(["rego_expiry: must be a date like 2024-03-31 or 31/03/2024"]);
    expect(reasons({ build_date: "29/02/2023" })).toEqual(["build_date: is not a real date"]);
    expect(reasons({ build_date: "1899-12" })).toEqual(["build_date: must be between the years 1900 and 2100"]);
    expect(reasons({ lenders: [{ provider: "youx" }, { provider: "carclarity", interest_rate: 101 }] })).toEqual([
      "lenders.1.interest_rate: must be at most 100 (a percentage)",
    ]);
    expect(reasons({ lenders: [{ provider: "youx" }, { provider: "youx" }] })).toEqual([
      "lenders.1.provider: names youx again: one entry per lender",
    ]);
    expect(reasons({ spin: ["a.jpg"] })).toEqual(['spin: must be an object with "exterior" and "interior" lists']);
  });
});
