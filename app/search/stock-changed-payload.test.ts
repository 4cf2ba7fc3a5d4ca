import { describe, expect, it } from "vitest";
import { parseStockChangedPayload } from "./search-queries.server";

describe("stock_changed payload", () => {
  // The triggers that send it (migration 0035) are tested in tests/integration/stock-changed-trigger.test.ts.
  it("reads the site alone, or the site and its changed cars", () => {
    expect(parseStockChangedPayload("7")).toEqual({ siteId: 7, carIds: null });
    expect(parseStockChangedPayload("7:12,40")).toEqual({ siteId: 7, carIds: [12, 40] });
  });

  it("ignores payloads the triggers never send", () => {
    for (const bad of ["", "0", "-1", "x", "7:", "7:a", "7:1,,2", " 7"]) expect(parseStockChangedPayload(bad)).toBeNull();
  });
});
