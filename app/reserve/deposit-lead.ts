import { nationalPhone, parseAustralianPhone } from "~/domain/phone";
import type { LeadContent } from "~/leads/build-lead-record";
import { leadForm } from "~/leads/lead-forms";
import { marketingConsent } from "~/domain/marketing-consent";
import type { TradeInSnapshot } from "~/leads/lead-record";

/** The shopper as the reservation keeps them (their phone in E.164 since migration 0022). */
export type DepositContact = { name: string; lastName: string | null; email: string; phone: string };

/** What the checkout says in a lead that follows money: the deposit's, or the order's. */
export type DepositLeadText = {
  form: "reserve" | "buy-online";
  message: string;
  /** What the shopper's confirmation e-mail states (app/leads/delivery/shopper-confirmation.ts). */
  customFields: Record<string, string>;
  tradeIn: TradeInSnapshot | null;
};

/**
 * A deposit's or an order's lead content, typed from the reservation: no form rules to pass, so
 * nothing can refuse it once the money is taken. The checkout has no marketing box: paying a
 * deposit is not consent to offers and news.
 */
export function depositLeadContent(contact: DepositContact, text: DepositLeadText): LeadContent {
  const definition = leadForm(text.form);
  const phone = parseAustralianPhone(contact.phone);
  return {
    form: text.form,
    category: definition.category,
    subcategory: definition.subcategory,
    contact: {
      name: contact.name,
      lastName: contact.lastName || null,
      email: contact.email,
      // The national digits every lead carries to the dealer; a number older than the checkout's parser as it was kept.
      phone: phone ? nationalPhone(phone) : contact.phone,
      postcode: null,
      state: null,
      optIn: false,
      consent: marketingConsent(false, null),
    },
    message: text.message,
    rego: null,
    testDriveAt: null,
    termsAccepted: false,
    additionalServices: [],
    customFields: text.customFields,
    pageUrl: null,
    leadAttributes: {},
    tradeIn: text.tradeIn,
  };
}
