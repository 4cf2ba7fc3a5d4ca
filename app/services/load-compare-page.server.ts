import type { Queryable } from "~/db/database";
import { compareNotices, parseCompareIds } from "~/domain/saved-cars/compare-ids";
import type { TenantSite } from "~/sites/tenant-site";
import { findSavedCars } from "./find-saved-cars.server";

/**
 * /compare?ids=...: the cars of the link that this site offers, side by side, and what the page
 * says about the rest. A link with no ids leaves the page to the browser's own compare list.
 */
export async function loadComparePage(deps: { db: Queryable; site: TenantSite; now: Date }, rawIds: string) {
  const parsed = parseCompareIds(rawIds);
  const cars = await findSavedCars(deps, parsed.ids);
  return {
    /** The address named cars (readable or not), so the browser's list must not replace them. */
    linked: parsed.ids.length > 0 || parsed.unreadable > 0,
    cars,
    notices: compareNotices(parsed, cars.length),
    noPriceText: deps.site.texts.noPriceText,
    siteName: deps.site.name,
  };
}
