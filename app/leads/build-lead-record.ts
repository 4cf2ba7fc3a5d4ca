import type { TenantSite } from "~/sites/tenant-site";
import { type LeadFormKind, leadEventId, leadForm, REQUEST_PHOTOS_MESSAGE } from "./lead-forms";
import type { LeadRecord, TradeInSnapshot } from "./lead-record";
import type { LeadInput } from "./lead-schema";
import { marketingConsent } from "~/domain/marketing-consent";

/** The car's facts a lead keeps, from any row that has them (the lookup's extra columns are left behind). */
type LeadCar = NonNullable<LeadRecord["car"]>;

/** What the lead is about, looked up in the site: the car, the location, the dealership and who answers it. */
export type LeadSubject = {
  car: LeadCar | null;
  location: LeadRecord["location"];
  dealership: LeadRecord["dealership"];
  vendor: LeadRecord["vendor"];
};

/** What the shopper (or the checkout, for a deposit or an order) says: typed, with no form rules left to fail. */
export type LeadContent = Pick<
  LeadRecord,
  | "form"
  | "category"
  | "subcategory"
  | "contact"
  | "message"
  | "rego"
  | "testDriveAt"
  | "termsAccepted"
  | "additionalServices"
  | "customFields"
  | "pageUrl"
  | "leadAttributes"
> & { tradeIn: TradeInSnapshot | null };

const carSnapshot = (car: LeadCar): LeadCar => ({
  id: car.id,
  slug: car.slug,
  stocknum: car.stocknum,
  year: car.year,
  make: car.make,
  model: car.model,
  badge: car.badge,
  vin: car.vin,
  km: car.km,
  price: car.price,
  carType: car.carType,
  status: car.status,
  tag: car.tag,
  colour: car.colour,
  body: car.body,
  trans: car.trans,
  photo: car.photo ?? null,
});

/**
 * The lead as stored and delivered: the content plus a snapshot of its subject, so it reads the same
 * after the stock changes. Pure: the id, the time and the user agent come in.
 */
export function buildLeadRecord(
  site: Pick<TenantSite, "slug" | "name" | "origin">,
  content: LeadContent,
  subject: LeadSubject,
  meta: { id: string; now: Date; userAgent: string | null },
): LeadRecord {
  const { tradeIn, ...said } = content;
  return {
    id: meta.id,
    siteSlug: site.slug,
    siteName: site.name,
    // The site's canonical origin, never a request header: the dealer's e-mail links to it (decision 009).
    siteUrl: site.origin,
    ...said,
    eventId: leadEventId(content.form, subject.car),
    createdAt: meta.now.toISOString(),
    source: "Website",
    userAgent: meta.userAgent,
    car: subject.car ? carSnapshot(subject.car) : null,
    dealership: subject.dealership,
    tradeIn,
    vendor: subject.vendor,
    location: subject.location,
  };
}

/** A form post's content, from its validated fields: the form's own category and the messages forms imply. */
export function formLeadContent(form: LeadFormKind, input: LeadInput, tradeIn: TradeInSnapshot | null): LeadContent {
  const definition = leadForm(form);
  return {
    form,
    category: form === "general" ? (input.category ?? definition.category) : definition.category,
    subcategory: input.subcategory ?? definition.subcategory,
    contact: {
      name: input.name,
      lastName: input.last_name,
      email: input.email,
      phone: input.phone,
      postcode: input.postcode,
      state: input.state,
      optIn: input.opt_in,
      consent: marketingConsent(input.opt_in, input.opt_in_default),
    },
    message: input.message ?? (form === "request-photos" ? REQUEST_PHOTOS_MESSAGE : null),
    rego: input.Rego,
    testDriveAt: input.dateTime,
    termsAccepted: input.terms_conditions,
    additionalServices: input.additional_services,
    customFields: input.custom_fields,
    pageUrl: input.url,
    // The dealer console's pages are no shopper's visit: a staff member's own test enquiry does not carry them.
    leadAttributes: {
      ...input.lead_attributes,
      ...(input.lead_attributes.visited_pages
        ? { visited_pages: input.lead_attributes.visited_pages.filter((page) => !/^(https?:\/\/[^/]+)?\/dealer(\/|$|\?)/.test(page)) }
        : {}),
    },
    tradeIn,
  };
}
