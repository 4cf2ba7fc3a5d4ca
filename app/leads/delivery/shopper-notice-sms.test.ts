import { describe, expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: test data shared with the integration tests lives in tests/support
import { sampleLead } from "../../../tests/support/sample-lead";
import { shopperNoticeSms } from "./shopper-notice-sms";

const lead = sampleLead({ form: "reserve", customFields: { reservation_id: "9c214869-fb7a-4553-ba00-3bcaf46e7eb4", deposit: "$500" } });

describe("the shopper's text messages about their reservation", () => {
  it("asks for a payment with the link to pay, in one line", () => {
    const text = shopperNoticeSms(lead, { kind: "payment_requested", requestId: "r1", amountCents: 150_000, description: "Balance" });
    expect(text).toBe(
      "Coastal Toyota has asked you to pay $1,500 towards the 2023 Toyota LandCruiser 300 (Balance). Pay online: http://coastal-toyota.localhost:3000/online-payment",
    );
  });

  it("says each change in a sentence or two, pointing to the e-mail for the detail", () => {
    expect(shopperNoticeSms(lead, { kind: "hold_confirmed" })).toBe(
      "Coastal Toyota has confirmed your reservation of the 2023 Toyota LandCruiser 300: it is held for you until the sale is finished.",
    );
    expect(shopperNoticeSms(lead, { kind: "hold_cancelled", refundCents: 50_000 })).toBe(
      "Coastal Toyota has cancelled your reservation of the 2023 Toyota LandCruiser 300. We are refunding $500 to your card and will e-mail you once it is made.",
    );
    expect(shopperNoticeSms(lead, { kind: "hold_lapsed", refundCents: 0 })).toBe(
      "Your hold on the 2023 Toyota LandCruiser 300 at Coastal Toyota has ended. Nothing was paid, so there is nothing to refund.",
    );
    expect(
      shopperNoticeSms(lead, { kind: "payment_received", requestId: "r1", amountCents: 19_950, description: "Floor mats", paidAt: "x" }),
    ).toBe("Coastal Toyota has your payment of $199.50 (Floor mats). Thanks: your receipt is in your e-mail.");
    expect(shopperNoticeSms(lead, { kind: "payment_withdrawn", requestId: "r1", amountCents: 19_950, description: "Floor mats" })).toBe(
      "Coastal Toyota has withdrawn its request for $199.50 (Floor mats): there is nothing to pay for it.",
    );
    expect(shopperNoticeSms(lead, { kind: "refund_made", amountCents: 50_000, requestId: null, paymentId: null, description: null })).toBe(
      "Coastal Toyota has refunded $500 to your card (your deposit). It can take 5 to 10 business days to reach your account.",
    );
  });

  it("keeps what the dealer typed on one line, and short enough for two SMS parts with the link", () => {
    const text = shopperNoticeSms(lead, {
      kind: "payment_requested",
      requestId: "r1",
      amountCents: 5_000,
      description: `Tint\nand mats ${"x".repeat(300)}`,
    });
    expect(text).not.toMatch(/[\n\r]/);
    expect(text.length).toBeLessThanOrEqual(306);
    expect(text).toMatch(/…\)\. Pay online: http:\/\/coastal-toyota\.localhost:3000\/online-payment$/);
  });
});
