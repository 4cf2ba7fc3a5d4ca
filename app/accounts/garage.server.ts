import type { Database } from "~/db/database";
import { maskMobile } from "~/domain/phone";
import type { GarageView, SavedCarView } from "~/domain/accounts/garage-view";
import { watchlistChange } from "~/domain/accounts/watchlist-changes";
import { formatAud, formatDate, formatDateTime, formatNumber } from "~/domain/format";
import { cents, formatCents } from "~/domain/reserve/money";
import { slugify } from "~/domain/slugify";
import { carTitle } from "~/domain/vehicle/car-name";
import type { TenantSite } from "~/sites/tenant-site";
import { deletePasskey, listPasskeys, type Shopper } from "./account-queries.server";
import { reservationsForPhone, valuationsOfShopper } from "./garage-queries.server";
import { listWatchlist } from "./watchlist-queries.server";
import { removeCarFromWatchlist } from "./watchlist.server";

type Deps = { db: Database; site: TenantSite; now: Date };

const RESERVATION_STATUS: Record<string, string> = {
  held: "Held for you",
  confirmed: "Confirmed by the dealership",
  expired: "Hold ended; deposit refunded",
  cancelled: "Cancelled; deposit refunded",
  sold: "Sold to you",
};

/** The brand of a brand garage (`/my-garage/toyota`), when the site has that garage; undefined for an unknown one. */
export function garageBrand(site: TenantSite, param: string | undefined): string | null | undefined {
  if (param === undefined) return null;
  return site.brandGarages.find((make) => slugify(make) === param.toLowerCase());
}

/** The shopper's saved cars as they are now, each with what changed since it was saved. */
export async function savedCars(deps: Deps, shopper: Shopper, brand: string | null = null): Promise<SavedCarView[]> {
  const rows = await listWatchlist(deps.db, deps.site.id, shopper.id);
  return rows
    .filter((row) => !brand || row.make.toLowerCase() === brand.toLowerCase())
    .map((row) => {
      const change = watchlistChange(row);
      return {
        carId: row.carId,
        name: carTitle(row, { badge: true }),
        href: `/cars/${row.slug}`,
        // A car the dealer has since taken off the website keeps its entry, without a link to a page that is gone.
        listed: row.showOnDealerWebsite,
        price: row.price > 0 ? formatAud(row.price) : null,
        km: `${formatNumber(row.km)} km`,
        image: row.imageSrc ? { src: row.imageSrc, alt: row.imageAlt ?? "" } : null,
        badge: change.badge,
        priceChange: change.price
          ? { direction: change.price.direction, was: formatAud(change.price.was), by: formatAud(change.price.by) }
          : null,
        savedOn: formatDate(row.savedAt, deps.site.timeZone),
      };
    });
}

/**
 * My Garage (and a brand's garage): saved cars with their live status and price, the shopper's
 * reservations (matched by the number they signed in with) and valuations, and their passkeys.
 */
export async function loadGarage(deps: Deps, shopper: Shopper, brand: string | null): Promise<GarageView> {
  const { db, site } = deps;
  const reservations = await reservationsForPhone(db, site.id, shopper.phone);
  const valuations = await valuationsOfShopper(db, site.id, shopper.id);
  const passkeys = await listPasskeys(db, site.id, shopper.id);
  const ofBrand = (make: string) => !brand || make.toLowerCase() === brand.toLowerCase();
  const buyOnline = site.checkoutPath.endsWith("/buy-online");
  return {
    siteName: site.name,
    heading: brand ? `My ${brand} Garage` : "My Garage",
    phone: maskMobile(shopper.phone),
    saved: await savedCars(deps, shopper, brand),
    reservations: reservations
      .filter((r) => ofBrand(r.make))
      .map((r) => ({
        id: r.id,
        car: carTitle(r, { badge: true }),
        status: RESERVATION_STATUS[r.status] ?? r.status,
        deposit: formatCents(cents(r.amountCents)),
        heldUntil:
          r.status === "held" && r.expiresAt
            ? formatDateTime(new Date(r.expiresAt), r.timeZone ?? site.timeZone, { zoneName: true })
            : null,
        href:
          r.status === "held" || r.status === "confirmed"
            ? `/cars/${r.carSlug}/${buyOnline ? "buy-online" : "checkout"}?reservation=${r.id}`
            : null,
      })),
    valuations: valuations
      .filter((v) => ofBrand(v.vehicle.make))
      .map((v) => ({
        id: v.id,
        vehicle: [v.vehicle.year, v.vehicle.make, v.vehicle.model, v.vehicle.badge].filter(Boolean).join(" "),
        plate: v.plate,
        estimate: v.estimateLow !== null && v.estimateHigh !== null ? `${formatAud(v.estimateLow)} to ${formatAud(v.estimateHigh)}` : null,
        validUntil: v.expiresAt ? formatDate(new Date(v.expiresAt), site.timeZone) : null,
        expired: v.expiresAt !== null && new Date(v.expiresAt) <= deps.now,
        href: `/trade-in?valuation=${v.id}`,
      })),
    passkeys: passkeys.map((p) => ({
      id: p.credentialId,
      added: formatDate(p.createdAt, site.timeZone),
      lastUsed: p.lastUsedAt ? formatDate(p.lastUsedAt, site.timeZone) : null,
    })),
  };
}

/** The garage's own forms: take a car off the watchlist, remove a passkey. */
export async function postGarage(deps: Deps, shopper: Shopper, body: Record<string, unknown>): Promise<void> {
  if (body.intent === "remove-car" && typeof body.car_id === "string" && /^\d{1,9}$/.test(body.car_id))
    await removeCarFromWatchlist(deps, shopper, Number(body.car_id));
  if (body.intent === "remove-passkey" && typeof body.passkey === "string" && body.passkey.length < 1400)
    await deletePasskey(deps.db, deps.site.id, shopper.id, body.passkey);
}
