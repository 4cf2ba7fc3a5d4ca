import { describe, expect, it } from "vitest";
import { MAX_ROW_ID, parseRowId, parseUuid } from "./row-id";

describe("parseRowId", () => {
  it("accepts positive whole numbers up to PostgreSQL's integer limit, as numbers or digit strings", () => {
    expect(parseRowId(1)).toBe(1);
    expect(parseRowId("42")).toBe(42);
    expect(parseRowId(" 42 ")).toBe(42);
    expect(parseRowId(MAX_ROW_ID)).toBe(MAX_ROW_ID);
    expect(parseRowId(String(MAX_ROW_ID))).toBe(MAX_ROW_ID);
  });

  it("refuses anything that can name no row", () => {
    for (const bad of [
      0,
      -1,
      1.5,
      MAX_ROW_ID + 1,
      String(MAX_ROW_ID + 1),
      "1e3",
      "0x10",
      "",
      "abc",
      null,
      undefined,
      {},
      [],
      Number.NaN,
      true,
    ])
      expect(parseRowId(bad)).toBeNull();
  });
});

describe("parseUuid", () => {
  it("accepts a uuid in either case, trimmed, as lower case", () => {
    expect(parseUuid("839acc49-1b2c-4d5e-8f90-0a1b2c3d4e5f")).toBe("839acc49-1b2c-4d5e-8f90-0a1b2c3d4e5f");
    expect(parseUuid(" 839ACC49-1B2C-4D5E-8F90-0A1B2C3D4E5F ")).toBe("839acc49-1b2c-4d5e-8f90-0a1b2c3d4e5f");
  });

  it("refuses anything a uuid column would refuse with an error", () => {
    for (const bad of [
      "x",
      "-1",
      "",
      "839acc49-1b2c-4d5e-8f90-0a1b2c3d4e5",
      "839acc49-1b2c-4d5e-8f90-0a1b2c3d4e5fa",
      "839acc491b2c4d5e8f900a1b2c3d4e5f0000",
      "g39acc49-1b2c-4d5e-8f90-0a1b2c3d4e5f",
      1,
      null,
      undefined,
      {},
      [],
    ])
      expect(parseUuid(bad)).toBeNull();
  });
});
