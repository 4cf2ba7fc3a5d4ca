import { describe, expect, it } from "vitest";
import { parseStockChangedPayload, stockChangedPayload } from "./search-queries.server";

describe("stock_changed payload", () => {
  it("names the site alone, or the site and its changed cars", () => {
    expect(stockChangedPayload(7)).toBe("7");
    expect(stockChangedPayload(7, [])).toBe("7");
    expect(stockChangedPayload(7, [12, 40])).toBe("7:12,40");
    expect(parseStockChangedPayload("7")).toEqual({ siteId: 7, carIds: null });
    expect(parseStockChangedPayload("7:12,40")).toEqual({ siteId: 7, carIds: [12, 40] });
  });

  it("falls back to the whole site when the list would pass PostgreSQL's 8,000-byte limit", () => {
    const ids = Array.from({ length: 2_000 }, (_, i) => 100_000 + i);
    const payload = stockChangedPayload(3, ids);
    expect(payload).toBe("3");
    expect(stockChangedPayload(3, ids.slice(0, 500)).length).toBeLessThan(8_000);
  });

  it("ignores payloads no writer sends", () => {
    for (const bad of ["", "0", "-1", "x", "7:", "7:a", "7:1,,2", " 7"]) expect(parseStockChangedPayload(bad)).toBeNull();
  });
});
