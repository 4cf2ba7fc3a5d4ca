import { describe, expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: test data shared with the integration tests lives in tests/support
import { sampleLead } from "../../../tests/support/sample-lead";
import { shopperConfirmation } from "./shopper-confirmation";

const LOCATION = {
  id: 1,
  name: "Coastal Toyota Sales",
  phone: "+61754431800",
  email: "sales@coastaltoyota.example",
  street: "12 Maroochy Boulevard",
  city: "Maroochydore",
  state: "QLD",
  postcode: "4558",
  timeZone: "Australia/Brisbane",
};

describe("the shopper's confirmation e-mail", () => {
  it("confirms a deposit: the amount, the car, how long it is held, who will call, and the reference", () => {
    const mail = shopperConfirmation(
      sampleLead({
        form: "reserve",
        location: LOCATION,
        customFields: { reservation_id: "9c214869-fb7a-4553-ba00-3bcaf46e7eb4", deposit: "$200", held_until: "24/11/2026, 12:00 pm" },
      }),
    );
    expect(mail.subject).toBe("Your $200 deposit on the 2023 Toyota LandCruiser 300 GX is confirmed");
    expect(mail.text).toContain("Hi Charlotte,");
    expect(mail.text).toContain("We have your $200 deposit and the car is held for you until 24/11/2026, 12:00 pm.");
    expect(mail.text).toContain("The team at Coastal Toyota Sales, 12 Maroochy Boulevard, Maroochydore QLD 4558 will call you");
    expect(mail.text).toContain("call Coastal Toyota Sales on 07 5443 1800.");
    expect(mail.text).toContain("Your reservation number: 9c214869-fb7a-4553-ba00-3bcaf46e7eb4");
  });

  it("confirms a buy-online order with the order as the dealer received it", () => {
    const order = "Online order for the 2023 Toyota LandCruiser 300 GX (stock CTM010687).\nBalance to pay: $68,490.";
    const mail = shopperConfirmation(sampleLead({ form: "buy-online", message: order, location: LOCATION }));
    expect(mail.subject).toBe("Your order for the 2023 Toyota LandCruiser 300 GX at Coastal Toyota");
    expect(mail.text).toContain(`Your order\n${order}`);
    expect(mail.text).toContain("Nothing more has been charged.");
  });
});
