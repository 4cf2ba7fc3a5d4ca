import type { Database } from "~/db/database";
import { carTitle } from "~/domain/vehicle/car-name";
import type { TenantSite } from "~/sites/tenant-site";
import { listSiteLeads } from "./lead-admin-queries.server";
import type { LeadRecord } from "./lead-record";

export type LeadReceipt = {
  category: string;
  car: { name: string; slug: string } | null;
  dealership: string;
  testDriveAt: string | null;
};

/**
 * What the thank-you page shows of a lead: nothing personal, only the enquiry type, the car and the
 * dealership. The id is unguessable; another site's lead id finds nothing.
 */
export async function findLeadReceipt(db: Database, site: TenantSite, leadId: string): Promise<LeadReceipt | null> {
  const [lead] = leadId ? await listSiteLeads(db, site.id, { leadId, limit: 1 }) : [];
  if (!lead) return null;
  const payload = lead.payload as Pick<LeadRecord, "category" | "car" | "dealership" | "testDriveAt">;
  return {
    category: payload.category,
    car: payload.car ? { name: carTitle(payload.car), slug: payload.car.slug } : null,
    dealership: payload.dealership?.name ?? site.name,
    testDriveAt: payload.testDriveAt,
  };
}
