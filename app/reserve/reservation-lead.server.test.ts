import { describe, expect, it } from "vitest";
import type { Reservation } from "./reservation-queries.server";
import { reserveLeadText } from "./reservation-lead.server";

const hold: Reservation = {
  id: "00000000-0000-4000-8000-000000000001",
  carId: 1,
  status: "held",
  amountCents: 20_000,
  provider: "test",
  providerPaymentId: "test_pi_1",
  expiresAt: new Date("2026-12-03T02:00:00Z"),
  refundedAt: null,
  contact: { name: "Charlotte", lastName: null, email: "c@example.com.au", phone: "+61412345678" },
  leadId: null,
  reserverKeyHash: null,
  timeZone: "Australia/Brisbane",
};

describe("a hold's lead text (issue 52: a Queensland dealership's hold read in Sydney time)", () => {
  it("tells the hold's end on the car's dealership's clock, naming the zone, whatever the site's zone", () => {
    const text = reserveLeadText(hold, "Australia/Sydney");
    expect(text.message).toContain("The car is held until 03/12/2026, 12:00 pm AEST.");
    expect(text.customFields.held_until).toBe("03/12/2026, 12:00 pm AEST");
    // Without a location's zone, the site's, named as well.
    expect(reserveLeadText({ ...hold, timeZone: null }, "Australia/Sydney").customFields.held_until).toBe("03/12/2026, 1:00 pm AEDT");
  });
});
