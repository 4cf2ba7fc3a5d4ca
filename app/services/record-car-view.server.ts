import type { Database } from "~/db/database";
import { countCarView } from "~/db/queries/analytics.server";
import { clientHash, clientNetwork } from "~/lib/client-address.server";
import type { TenantSite } from "~/sites/tenant-site";
import { findSiteCar } from "~/stock/find-site-car.server";

/** Who is viewing: the address as the server sees it and the browser's user agent. */
export type CarViewer = { address: string; userAgent: string | null };

/** The day a view counts for: a visitor is counted once per car per UTC day. */
export const viewDay = (now: Date): string => now.toISOString().slice(0, 10);

/**
 * Counts a view of a car the site offers, once per visitor (address and user agent) per car per
 * day; null for any other slug (hidden, restricted or unknown). The visitor is kept only as a keyed
 * hash (HMAC under the server secret) of address, user agent, car and day, forgotten the next day.
 */
export async function recordCarView(
  { db, site, now, secret }: { db: Database; site: TenantSite; now: Date; secret: string },
  slug: string,
  viewer: CarViewer,
) {
  const car = await findSiteCar(db, site, slug, now);
  if (!car) return null;
  const day = viewDay(now);
  const hash = clientHash(secret, "car-view", clientNetwork(viewer.address), viewer.userAgent ?? "", car.id, day);
  return countCarView(db, site.id, car.id, { hash, day });
}
