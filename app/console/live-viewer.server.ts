import type { Database } from "~/db/database";
import { can } from "~/domain/console/can";
import type { TenantSite } from "~/sites/tenant-site";
import { findMembership } from "./staff-queries.server";
import { currentStaffSession } from "./staff-sessions.server";

/** Who is asking for a site's live inbox: a signed-in member whose role views leads, with their dealerships; else null. */
export async function liveInboxViewer(db: Database, site: TenantSite, cookieHeader: string | null, now: Date) {
  const session = await currentStaffSession({ db, site, now }, cookieHeader);
  if (!session) return null;
  const membership = await findMembership(db, site.id, session.staffId);
  if (!membership || !can(membership.role, "view", "leads")) return null;
  return { sessionHash: session.idHash, dealerships: membership.dealershipSlugs };
}
