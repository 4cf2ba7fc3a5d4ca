import { describe, expect, it } from "vitest";
import { MAX_ROW_ID, parseRowId } from "./row-id";

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
