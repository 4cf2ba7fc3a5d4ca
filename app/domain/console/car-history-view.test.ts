import { describe, expect, it } from "vitest";
import { historyLine } from "./car-history-view";

const at = new Date("2026-12-01T23:30:00Z");
const base = { at, source: "console", actor: "manager@coastal-toyota.example", staffName: "Marcus Lee", feedRunId: null };

describe("a car's history as the console shows it", () => {
  it("says what changed, from what to what, with the person and the dealership's clock", () => {
    const line = historyLine(
      { ...base, priceBefore: 45_990, priceAfter: 44_990, statusBefore: "in_stock", statusAfter: "sold" },
      "Australia/Sydney",
    );
    expect(line).toEqual({
      when: expect.stringContaining("02/12/2026"),
      what: ["Price $45,990 to $44,990", "Status In stock to Sold"],
      who: "Marcus Lee (manager@coastal-toyota.example)",
    });
  });

  it("names the feed run, and a change nobody named as made in the database", () => {
    const feed = { ...base, source: "feed", actor: "coastal-toyota (full)", staffName: null, feedRunId: "12" };
    expect(
      historyLine({ ...feed, priceBefore: null, priceAfter: 0, statusBefore: null, statusAfter: "coming_soon" }, "Australia/Perth"),
    ).toMatchObject({
      what: ["Added: Coming soon, no price"],
      who: "Stock feed: coastal-toyota (full), run 12",
    });
    const psql = { ...base, source: "database", actor: null, staffName: null };
    expect(
      historyLine({ ...psql, priceBefore: 100, priceAfter: 200, statusBefore: "sold", statusAfter: "sold" }, "Australia/Perth").who,
    ).toBe("Changed in the database directly (no person or feed named)");
  });
});
