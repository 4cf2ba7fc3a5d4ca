import { describe, expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: test data shared with the integration tests lives in tests/support
import { sampleLead } from "../../../tests/support/sample-lead";
import { shopperNoticeMessage } from "./shopper-notice-message";

const lead = sampleLead({ form: "reserve", customFields: { reservation_id: "9c214869-fb7a-4553-ba00-3bcaf46e7eb4", deposit: "$500" } });

describe("the shopper's e-mails about their reservation", () => {
  it("asks for a payment in AUD with the link to pay and what it is for", () => {
    const mail = shopperNoticeMessage(lead, {
      kind: "payment_requested",
      requestId: "r1",
      amountCents: 150_000,
      description: "Balance of the purchase price",
    });
    expect(mail.subject).toBe("Coastal Toyota has asked you to pay $1,500");
    expect(mail.text).toContain("Hi Charlotte,");
    expect(mail.text).toContain("to pay $1,500 towards the 2023 Toyota LandCruiser 300 GX: Balance of the purchase price.");
    expect(mail.text).toContain("http://coastal-toyota.localhost:3000/online-payment");
    expect(mail.text).toContain("Your reservation number: 9c214869-fb7a-4553-ba00-3bcaf46e7eb4");
    expect(mail.html).toContain('<a href="http://coastal-toyota.localhost:3000/online-payment">');
  });

  it("tells of a cancellation with the refund to come, not one already made (the provider has not answered yet)", () => {
    const mail = shopperNoticeMessage(lead, { kind: "hold_cancelled", refundCents: 200_000 });
    expect(mail.subject).toBe("Your reservation of the 2023 Toyota LandCruiser 300 GX is cancelled");
    expect(mail.text).toContain("We are refunding $2,000 to the card you paid with, and will e-mail you again once the refund is made.");
    expect(mail.text).not.toMatch(/refunded|reach your account/);
    expect(shopperNoticeMessage(lead, { kind: "hold_lapsed", refundCents: 0 }).text).toContain("there is nothing to refund");
  });

  it("confirms a hold, and gives a receipt with the time in the dealership's zone", () => {
    expect(shopperNoticeMessage(lead, { kind: "hold_confirmed" }).text).toContain("has confirmed your reservation");
    const receipt = shopperNoticeMessage(lead, {
      kind: "payment_received",
      requestId: "r1",
      amountCents: 19_950,
      description: "Floor mats",
      paidAt: "2026-11-22T02:00:00.000Z",
    });
    expect(receipt.subject).toBe("Receipt: $199.50 paid to Coastal Toyota");
    expect(receipt.text).toContain("What for: Floor mats");
    expect(receipt.text).toMatch(/Paid: 22\/11\/2026, 12:00 pm AEST/);
  });

  it("tells of a refund once the provider has made it, the deposit's or a request's, honest about how long it takes", () => {
    const deposit = shopperNoticeMessage(lead, {
      kind: "refund_made",
      amountCents: 50_000,
      requestId: null,
      paymentId: null,
      description: null,
    });
    expect(deposit.subject).toBe("Coastal Toyota has refunded $500");
    expect(deposit.text).toContain(
      "Coastal Toyota has refunded $500 to the card you paid with: your deposit on the 2023 Toyota LandCruiser 300 GX.",
    );
    expect(deposit.text).toContain("Refunds usually reach your account within 5 to 10 business days.");
    const request = shopperNoticeMessage(lead, {
      kind: "refund_made",
      amountCents: 19_950,
      requestId: "r1",
      paymentId: "pay_1",
      description: "Floor mats",
    });
    expect(request.text).toContain("has refunded $199.50 to the card you paid with: your payment for Floor mats.");
  });

  it("tells of a payment request withdrawn: nothing to pay", () => {
    const mail = shopperNoticeMessage(lead, { kind: "payment_withdrawn", requestId: "r1", amountCents: 19_950, description: "Floor mats" });
    expect(mail.subject).toBe("Coastal Toyota has withdrawn its request for $199.50");
    expect(mail.text).toContain(
      "Coastal Toyota has withdrawn its request for $199.50 towards the 2023 Toyota LandCruiser 300 GX (Floor mats): there is nothing to pay for it.",
    );
    expect(mail.text).not.toContain("/online-payment");
  });

  it("escapes what the dealer typed in the HTML", () => {
    const mail = shopperNoticeMessage(lead, {
      kind: "payment_requested",
      requestId: "r1",
      amountCents: 5_000,
      description: "<b>Tint</b> & mats",
    });
    expect(mail.html).toContain("&#60;b&#62;Tint&#60;/b&#62; &#38; mats");
    expect(mail.html).not.toContain("<b>");
  });
});
