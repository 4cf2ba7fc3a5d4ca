import type { LeadFormKind } from "./lead-forms";

/** What a dealer calls each form that ends in a lead. */
export const LEAD_FORM_LABELS: Record<LeadFormKind, string> = {
  general: "General enquiry",
  location: "Location enquiry",
  vehicle: "Car enquiry",
  "test-drive": "Test drive",
  "request-photos": "More photos",
  finance: "Finance",
  service: "Service booking",
  parts: "Parts",
  similar: "Find me something similar",
  career: "Careers",
  "trade-in": "Trade-in",
  "sell-my-car": "Sell my car",
  reserve: "Reservation",
  "buy-online": "Buy online",
  offer: "Offer enquiry",
};

export const formLabel = (form: string) => LEAD_FORM_LABELS[form as LeadFormKind] ?? form;
