import { describe, expect, it } from "vitest";
import { validateLead } from "~/leads/lead-schema";
import { depositLeadContent } from "./deposit-lead";

const text = { form: "reserve" as const, message: "Deposit of $200.00 paid online.", customFields: { deposit: "$200.00" }, tradeIn: null };

describe("a deposit's lead, typed from the reservation", () => {
  it("keeps what a lead form would refuse: the money is taken, so there are no form rules to fail", () => {
    const contact = { name: "C".repeat(90), lastName: null, email: "c@example.com.au", phone: "+61412345678" };
    const form = validateLead(
      { form: "vehicle", name: contact.name, email: contact.email, phone: contact.phone, message: "Hi" },
      {
        kind: "vehicle",
        dealershipSlugs: ["coastal"],
        locationIds: [],
        requireTerms: false,
        messageOptional: false,
      },
    );
    expect(form.ok).toBe(false);
    expect(depositLeadContent(contact, text)).toMatchObject({ form: "reserve", contact: { name: contact.name } });
  });

  it("carries the number as every lead does (national digits), the deposit's category, and no marketing consent", () => {
    const content = depositLeadContent({ name: "Charlotte", lastName: "", email: "c@example.com.au", phone: "+61412345678" }, text);
    expect(content).toMatchObject({
      category: "Vehicle Reservation",
      subcategory: "Deposit Paid",
      contact: { phone: "0412345678", lastName: null, optIn: false },
      customFields: { deposit: "$200.00" },
    });
  });
});
