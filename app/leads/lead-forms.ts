import type { CarType } from "~/domain/vehicle/car";
/** Every form that ends in a lead. The kind decides its category, event id and which fields it asks for. */
export const LEAD_FORM_KINDS = [
  "general",
  "location",
  "vehicle",
  "test-drive",
  "request-photos",
  "finance",
  "service",
  "parts",
  "similar",
  "career",
  "trade-in",
  "sell-my-car",
  "reserve",
  "buy-online",
  "offer",
] as const;
export type LeadFormKind = (typeof LEAD_FORM_KINDS)[number];
export const isLeadFormKind = (value: unknown): value is LeadFormKind => (LEAD_FORM_KINDS as readonly unknown[]).includes(value);

/** Shown when a lead could not be stored (network, server), in the browser and on the no-JavaScript page. */
export const SUBMIT_FAILED = "An error occurred when submitting this form";
/** Above the list of field errors, in the browser and from the server. */
export const ERROR_LIST_HEADING = "Please fix the following errors:";
/** The honeypot: hidden from people and from assistive technology, so only a bot fills it. */
export const HONEYPOT_FIELD = "website_url";
export const REGO_PLACEHOLDER = "Rego - Helps us better assist your enquiry";

/** Discovery spec section 5: the category select is offered (and required) only on the general enquiry. */
export const GENERAL_CATEGORIES = [
  "General Enquiry",
  "New Vehicle Enquiry",
  "Used Vehicle Enquiry",
  "Finance Enquiry",
  "Service Enquiry",
  "Parts Enquiry",
] as const;

type FormDefinition = { category: string; subcategory: string | null; title: string; messageRequired: boolean };

const FORMS: Record<LeadFormKind, FormDefinition> = {
  general: { category: "General Enquiry", subcategory: null, title: "EMAIL US", messageRequired: true },
  location: { category: "General Enquiry", subcategory: "Location Enquiry", title: "Contact Us", messageRequired: true },
  vehicle: { category: "Vehicle Enquiry", subcategory: null, title: "Enquire Now", messageRequired: true },
  // Vehicle spec section 3: the test drive message is optional, and so is the request-photos message (it has a default).
  "test-drive": { category: "Test Drive", subcategory: null, title: "Book a Test Drive", messageRequired: false },
  "request-photos": { category: "Vehicle Enquiry", subcategory: "Request Photos", title: "Request Photos", messageRequired: false },
  finance: { category: "Finance Enquiry", subcategory: null, title: "Finance Enquiry", messageRequired: false },
  service: { category: "Service Enquiry", subcategory: "Service Booking", title: "Book a Service", messageRequired: true },
  parts: { category: "Parts Enquiry", subcategory: null, title: "Parts Enquiry", messageRequired: true },
  similar: {
    category: "Vehicle Enquiry",
    subcategory: "Find Me Something Similar",
    title: "Find Me Something Similar",
    messageRequired: false,
  },
  // Discovery spec section 9: careers enquiries are re-categorised as General Enquiry / Career Enquiry.
  career: { category: "General Enquiry", subcategory: "Career Enquiry", title: "Careers", messageRequired: true },
  // Vehicle spec section 3: a trade-in lead carries the valuation (rego, state, answers, the offer and whether it was accepted).
  "trade-in": { category: "Trade-In", subcategory: "Offer Accepted", title: "Accept this offer", messageRequired: false },
  "sell-my-car": { category: "Trade-In", subcategory: "Call Me About My Car", title: "Ask us to call you", messageRequired: false },
  // Made by the checkout once the deposit is paid, never by a form a browser posts (submitLead refuses it without the payment).
  reserve: { category: "Vehicle Reservation", subcategory: "Deposit Paid", title: "Reserve this car", messageRequired: false },
  // The buy-online journey's summary, sent by the shopper who paid the deposit (never by a browser's lead post either).
  "buy-online": { category: "Vehicle Reservation", subcategory: "Buy Online", title: "Buy this car online", messageRequired: false },
  // Issue 15: an enquiry from an offer's page; the offer page names the offer (subcategory and custom fields).
  offer: { category: "Special Offer Enquiry", subcategory: null, title: "Enquire about this offer", messageRequired: false },
};

/** The lead kinds only a paid deposit can make: the checkout's, never a form a browser posts to the lead API. */
export const isDepositLead = (kind: LeadFormKind) => kind === "reserve" || kind === "buy-online";

/** The lead kinds that carry a trade-in valuation (its id in `valuation_id`). */
export const isTradeInLead = (kind: LeadFormKind) => kind === "trade-in" || kind === "sell-my-car";

export const leadForm = (kind: LeadFormKind): FormDefinition => FORMS[kind];

/** Vehicle spec section 3: the hidden message a Request Photos lead carries when the shopper adds none. */
export const REQUEST_PHOTOS_MESSAGE = "Please send me more photos of this vehicle.";

export type LeadCarFacts = { carType: CarType; tag: string | null } | null;

/**
 * The analytics event id of a lead (vehicle spec section 9, discovery spec section 9): 14 new and 15
 * used vehicle enquiries, 17 a new-car (or Test Drive Only) test drive and 48 a used one, 9 the
 * finance modal, 51 careers, 18 a trade-in offer accepted, 22 everything else.
 */
export function leadEventId(kind: LeadFormKind, car: LeadCarFacts): number {
  if (kind === "career") return 51;
  // Vehicle spec section 9: event 18, the trade-in offer accepted.
  if (kind === "trade-in") return 18;
  if (kind === "finance") return 9;
  if (kind === "test-drive" && car) return car.carType === "new" || car.tag === "Test Drive Only" ? 17 : 48;
  if ((kind === "vehicle" || kind === "request-photos") && car) return car.carType === "new" ? 14 : 15;
  return 22;
}

/** Forms that ask for a postcode; where a form asks, it is required (vehicle spec section 5). */
/** A finance application asks where the shopper lives: lenders need the state. */
export const asksState = (kind: LeadFormKind) => kind === "finance";

export const asksPostcode = (kind: LeadFormKind) => kind === "finance" || kind === "general" || kind === "similar";

/** The line under each lead page's heading (and its meta description). */
export const LEAD_PAGE_INTRO: Record<LeadFormKind, string> = {
  general: "Ask us anything about buying, finance, servicing or parts. We usually reply within one business day.",
  location: "Send this location a message and the team there will get back to you.",
  vehicle: "Ask about this car: availability, a price, a trade-in or finance.",
  "test-drive": "Choose a time that suits you and we will have the car ready.",
  "request-photos": "Tell us what you would like to see and we will send more photos of this car.",
  finance: "Tell us a little about what you are after and our finance team will call you with options.",
  service: "Book your car in. We will confirm the time with you by phone or email.",
  parts: "Tell us the part or accessory you need and we will check stock and price.",
  similar: "Tell us what you are looking for and we will let you know when a similar car arrives.",
  career: "Interested in working with us? Tell us about yourself.",
  "trade-in": "Leave your details and we will call you to inspect your car and confirm the offer.",
  "sell-my-car": "Leave your details and our team will call you to talk about your car.",
  reserve: "Pay the deposit and the car is held for you while the dealership contacts you.",
  "buy-online": "Choose delivery, a trade-in and how to pay, and send your order to the dealership.",
  offer: "Ask about this offer and the dealership will get back to you with the details.",
};
