import type { LeadRecord } from "../../app/leads/lead-record";

export function sampleLead(overrides: Partial<LeadRecord> = {}): LeadRecord {
  return {
    id: "6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f",
    siteSlug: "coastal-toyota",
    siteName: "Coastal Toyota",
    siteUrl: "http://coastal-toyota.localhost:3000",
    form: "vehicle",
    category: "Vehicle Enquiry",
    subcategory: null,
    eventId: 15,
    createdAt: "2026-11-22T07:40:00.000Z",
    contact: { name: "Charlotte", lastName: "O'Brien", email: "charlotte@example.com.au", phone: "0412345678", postcode: "4558", optIn: true },
    message: "Is it still available? I can come in on Saturday.",
    rego: null,
    testDriveAt: null,
    termsAccepted: true,
    additionalServices: [],
    customFields: {},
    pageUrl: "http://coastal-toyota.localhost:3000/cars/2023-toyota-landcruiser-300-gx-ctm010687",
    source: "Website",
    userAgent: "Mozilla/5.0",
    leadAttributes: {},
    car: { id: 42, slug: "2023-toyota-landcruiser-300-gx-ctm010687", stocknum: "CTM010687", year: 2023, make: "Toyota", model: "LandCruiser 300", badge: "GX", vin: "JTMHV05J604123456", km: 60300, price: 68690, carType: "used", status: "in_stock", tag: null, colour: "Glacier White", body: "Wagon", trans: "Automatic" },
    dealership: { slug: "coastal-toyota", name: "Coastal Toyota" },
    vendor: { name: "Coastal Toyota", phone: "+61754431800", email: null, timeZone: "Australia/Brisbane" },
    location: null,
    ...overrides,
  };
}
