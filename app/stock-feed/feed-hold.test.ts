import { describe, expect, it } from "vitest";
import { decideFeedHold, type HoldInput } from "./feed-hold";

const input = (over: Partial<HoldInput>): HoldInput => ({
  mode: "full",
  appliedRows: 80,
  wouldSell: 20,
  inStock: 100,
  maxSoldShare: 0.2,
  confirmed: false,
  ...over,
});

describe("decideFeedHold", () => {
  it("applies a full feed that sells 20 of 100 cars, exactly the default 20%", () => {
    expect(decideFeedHold(input({ wouldSell: 20 }))).toBeNull();
  });

  it("holds a full feed that sells 21 of 100 cars, saying how many, the share and the limit, and how to confirm", () => {
    expect(decideFeedHold(input({ wouldSell: 21 }))).toEqual({
      reason: "sells_too_many",
      wouldSell: 21,
      inStock: 100,
      share: 0.21,
      maxShare: 0.2,
      message:
        "The full feed was held, not applied: it would mark 21 of the dealership's 100 cars sold (21%), more than the site's limit of 20% (stockFeeds.maxSoldShare). If that is right, send it again confirmed: --confirm on the command line, ?confirm=1 over HTTP.",
    });
  });

  it("holds a header-only full feed that would sell all 83 cars, for having no valid row", () => {
    expect(decideFeedHold(input({ appliedRows: 0, wouldSell: 83, inStock: 83 }))).toMatchObject({
      reason: "no_valid_rows",
      share: 1,
      message: expect.stringContaining("it has no row that can be imported, and it would mark 83 of the dealership's 83 cars sold (100%)"),
    });
  });

  it("holds a full feed with no valid row even when the dealership has no stock to sell", () => {
    expect(decideFeedHold(input({ appliedRows: 0, wouldSell: 0, inStock: 0 }))).toMatchObject({ reason: "no_valid_rows", share: 0 });
  });

  it("uses the site's share: 3 of 10 cars is held at 0.2 and applied at 0.3", () => {
    expect(decideFeedHold(input({ wouldSell: 3, inStock: 10 }))?.reason).toBe("sells_too_many");
    expect(decideFeedHold(input({ wouldSell: 3, inStock: 10, maxSoldShare: 0.3 }))).toBeNull();
  });

  it("never holds at a share of 1, unless the feed has no valid row", () => {
    expect(decideFeedHold(input({ wouldSell: 100, inStock: 100, maxSoldShare: 1 }))).toBeNull();
    expect(decideFeedHold(input({ appliedRows: 0, wouldSell: 100, inStock: 100, maxSoldShare: 1 }))?.reason).toBe("no_valid_rows");
  });

  it("applies whatever a confirmed feed sells, and never holds a partial feed", () => {
    expect(decideFeedHold(input({ appliedRows: 0, wouldSell: 100, inStock: 100, confirmed: true }))).toBeNull();
    expect(decideFeedHold(input({ mode: "partial", appliedRows: 0, wouldSell: 0 }))).toBeNull();
  });
});
