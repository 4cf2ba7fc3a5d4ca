import type { CarFacts, CarNameFields } from "~/domain/vehicle/car";
import type { LeadFormKind } from "./lead-forms";
import type { MarketingConsent } from "~/domain/marketing-consent";

/**
 * A lead as stored and delivered: what the shopper sent plus a snapshot of the car, dealership
 * and location it was about, so it reads the same after the stock changes.
 */
export type LeadRecord = {
  id: string;
  siteSlug: string;
  siteName: string;
  siteUrl: string;
  form: LeadFormKind;
  category: string;
  subcategory: string | null;
  eventId: number;
  createdAt: string;
  contact: {
    name: string;
    lastName: string | null;
    email: string;
    phone: string;
    postcode: string | null;
    /** The shopper's state, where the form asks (finance); leads stored before it was asked have none. */
    state?: string | null;
    optIn: boolean;
    /** How the opt-in was given (decision 029); leads stored before it was recorded have none. */
    consent?: MarketingConsent;
  };
  message: string | null;
  rego: string | null;
  testDriveAt: string | null;
  termsAccepted: boolean;
  additionalServices: string[];
  customFields: Record<string, string>;
  pageUrl: string | null;
  source: "Website";
  userAgent: string | null;
  leadAttributes: { visited_pages?: string[]; linked_query_params?: Record<string, string> };
  car:
    | (Pick<CarFacts, CarNameFields | "vin" | "km" | "price" | "carType" | "status" | "tag" | "colour" | "body" | "trans"> & {
        /** The car's first photo (an image key for /img), for the staff's notification; leads stored before it have none. */
        photo?: string | null;
      })
    | null;
  dealership: { slug: string; name: string } | null;
  /** A trade-in or sell-my-car lead: the shopper's own car and its valuation, as the shopper saw it. */
  tradeIn?: TradeInSnapshot | null;
  /** Who the lead is for: the car's or chosen location, else the dealership's main one. */
  vendor: { name: string; phone: string | null; email: string | null; timeZone: string };
  location: {
    id: number;
    name: string;
    phone: string | null;
    email: string | null;
    street: string;
    city: string;
    state: string;
    postcode: string;
    timeZone: string;
  } | null;
};

export type TradeInSnapshot = {
  valuationId: string;
  rego: string;
  regoState: string;
  vehicle: { year: number; make: string; model: string; badge: string | null; vin: string | null };
  answers: { km: number; condition: string; serviceHistory: string; damage: string; accessories: string[] } | null;
  /** Whole dollars; `validUntil` is the last day (dd/mm/yyyy, the dealership's calendar) the offer stands. */
  estimate: { low: number; high: number; validUntil: string } | null;
  refusal: string | null;
  /** Vehicle spec section 3 (form_completed): the shopper answered every question about the car. */
  formCompleted: boolean;
  offerAccepted: boolean;
};
