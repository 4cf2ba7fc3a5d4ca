import { describe, expect, it } from "vitest";
import { reserveButtonLabel } from "./reserve-button";

const checkout = "/cars/{slug}/checkout";

describe("the reserve button's words (spec V2.22: Reserve Car Now, Reserve Now {deposit}, Buy Online)", () => {
  it("says each site's choice, with the deposit where the words carry it", () => {
    expect(reserveButtonLabel({ button: "reserve-now", checkoutPath: checkout, depositLabel: "$200" })).toBe("Reserve Now $200");
    expect(reserveButtonLabel({ button: "reserve-this-car", checkoutPath: checkout, depositLabel: "$500" })).toBe("Reserve This Car $500");
    expect(reserveButtonLabel({ button: "reserve-car-now", checkoutPath: checkout, depositLabel: "$200" })).toBe("Reserve Car Now");
  });
  it("says Buy Online where it leads to the buy-online journey (Metro's read 'Reserve Now $200')", () => {
    expect(reserveButtonLabel({ button: "reserve-now", checkoutPath: "/cars/{slug}/buy-online", depositLabel: "$200" })).toBe("Buy Online");
  });
});
