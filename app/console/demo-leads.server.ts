import { randomUUID } from "node:crypto";
import type { Database } from "~/db/database";
import { leadForm, type LeadFormKind } from "~/leads/lead-forms";
import { insertLead } from "~/leads/lead-queries.server";
import type { LeadRecord } from "~/leads/lead-record";
import type { TenantSite } from "~/sites/tenant-site";
import { type DemoCar, demoLeadCars, siteHasLeads } from "./demo-leads-queries.server";

/** Shoppers of the demo's inbox: made up, with the example domains and the reserved 0491 570 mobile range. */
const SHOPPERS = [
  { name: "Morgan", lastName: "Ellis", form: "vehicle", message: "Is this one still available? Could I see it on Saturday morning?" },
  { name: "Charlotte", lastName: "O'Brien", form: "test-drive", message: null },
  { name: "Liam", lastName: "Nguyen", form: "finance", message: "What would the repayments be over five years with $5,000 down?" },
  { name: "Ava", lastName: "Papadopoulos", form: "general", message: "Do you do fleet pricing for three utes?" },
  { name: "Noah", lastName: "Williams", form: "request-photos", message: null },
  { name: "Isla", lastName: "Singh", form: "vehicle", message: "Has it had its last service? Any marks on the paint?" },
] as const satisfies readonly { name: string; lastName: string; form: LeadFormKind; message: string | null }[];

/** A few enquiries on each demo site without any leads, sent over the last day, so a newcomer's inbox has work in it. */
export async function ensureDemoLeads(db: Database, sites: readonly TenantSite[], now: Date): Promise<void> {
  for (const site of sites) {
    if (await siteHasLeads(db, site.id)) continue;
    const cars = await demoLeadCars(db, site.id, SHOPPERS.length);
    for (const [i, shopper] of SHOPPERS.entries()) {
      const car = cars[i % Math.max(cars.length, 1)];
      const form = leadForm(shopper.form);
      const { dealershipSlug, dealershipName, ...carFacts } = car ?? ({} as DemoCar);
      const lead: LeadRecord = {
        id: randomUUID(),
        siteSlug: site.slug,
        siteName: site.name,
        siteUrl: site.origin,
        form: shopper.form,
        category: form.category,
        subcategory: form.subcategory,
        eventId: 0,
        createdAt: new Date(now.getTime() - (i + 1) * 3 * 60 * 60_000).toISOString(),
        contact: {
          name: shopper.name,
          lastName: shopper.lastName,
          email: `${shopper.name.toLowerCase()}.${shopper.lastName.toLowerCase().replace(/\W/g, "")}@example.com.au`,
          phone: `+6149157${String(1000 + i * 37).padStart(4, "0")}`,
          postcode: null,
          optIn: i % 2 === 0,
        },
        message: shopper.message,
        rego: null,
        testDriveAt:
          shopper.form === "test-drive" ? new Date(now.getTime() + 2 * 24 * 60 * 60_000).toISOString().slice(0, 11).concat("10:30") : null,
        termsAccepted: true,
        additionalServices: [],
        customFields: {},
        pageUrl: car ? `${site.origin}/cars/${car.slug}` : null,
        source: "Website",
        userAgent: "Demo",
        leadAttributes: {},
        car: shopper.form === "general" || !car ? null : carFacts,
        dealership: car ? { slug: dealershipSlug, name: dealershipName } : null,
        vendor: { name: car?.dealershipName ?? site.name, phone: null, email: null, timeZone: site.timeZone },
        location: null,
      };
      await insertLead(db, lead, { siteId: site.id, quarantineReason: null, clientIp: "demo", userAgent: "Demo" });
    }
  }
}
