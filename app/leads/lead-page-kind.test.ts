import { describe, expect, it } from "vitest";
import { leadPageKind } from "./lead-page.server";

describe("which form a lead page shows", () => {
  it("takes the kind from the path, or from ?form= on /enquiry", () => {
    expect(leadPageKind("/finance", "")).toBe("finance");
    expect(leadPageKind("/personalised/finance", "")).toBe("finance");
    expect(leadPageKind("/bank-check/finance", "")).toBe("finance");
    expect(leadPageKind("/enquiry", "vehicle")).toBe("vehicle");
    expect(leadPageKind("/enquiry", "nonsense")).toBeNull();
  });

  it("never stands up a form that needs what only its own page provides (a deposit, a valuation, an offer)", () => {
    for (const form of ["reserve", "buy-online", "trade-in", "sell-my-car", "offer"])
      expect(leadPageKind("/enquiry", form), form).toBeNull();
  });
});
