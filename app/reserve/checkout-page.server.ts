import type { Logger } from "pino";
import type { Database } from "~/db/database";
import type { LeadServices } from "~/leads/lead-services";
import { canReserve } from "~/domain/card-actions";
import { formatAud, formatDateTime } from "~/domain/format";
import { cents, formatCents, parseAud } from "~/domain/reserve/money";
import { carTitle } from "~/domain/vehicle/car-name";
import { paymentProvider } from "~/payments/providers.server";
import { findSiteCar } from "~/services/find-site-car.server";
import type { TenantSite } from "~/sites/tenant-site";
import { reserveCar } from "./reserve-car.server";
import { findReservation } from "./reservation-queries.server";

type Deps = { db: Database; site: TenantSite; now: Date; services: LeadServices; logger?: Logger };

/**
 * The car's checkout (`/cars/{slug}/checkout`, or `/buy-online` on a site that sells online): the
 * deposit form while the car can be reserved, the confirmation once this shopper's hold is paid
 * (`?reservation=`). Null for a car or reservation this site does not have.
 */
export async function loadCheckoutPage(deps: Deps, slug: string, reservationId: string | null) {
  const { db, site } = deps;
  const car = await findSiteCar(db, site, slug);
  if (!car) return null;
  const reservation = reservationId ? await findReservation(db, site.id, reservationId) : null;
  if (reservationId && (!reservation || reservation.carId !== car.id)) return null;
  const deposit = parseAud(site.texts.reserveDepositLabel) ?? cents(20_000);
  return {
    siteName: site.name,
    car: {
      id: car.id,
      slug: car.slug,
      name: carTitle(car, { badge: true }),
      price: formatAud(car.price),
      stocknum: car.stocknum,
      place: `${car.locationName}, ${car.city} ${car.state}`,
    },
    deposit: formatCents(deposit),
    holdHours: site.reservations.holdHours,
    testPayments: site.reservations.provider === "test",
    reservable: site.search.reserve && canReserve(car),
    reservation: reservation
      ? {
          status: reservation.status,
          amount: formatCents(cents(reservation.amountCents)),
          heldUntil: reservation.expiresAt ? formatDateTime(new Date(reservation.expiresAt), site.timeZone) : null,
        }
      : null,
  };
}

export type CheckoutPageData = NonNullable<Awaited<ReturnType<typeof loadCheckoutPage>>>;

/** The deposit form posted: the reservation, or what to show the shopper instead. */
export async function submitCheckout(deps: Deps, carId: number, body: Record<string, unknown>) {
  const text = (name: string) => (typeof body[name] === "string" ? (body[name] as string) : "");
  return reserveCar(
    { ...deps, provider: paymentProvider(deps.site.reservations.provider), holdHours: deps.site.reservations.holdHours },
    {
      carId,
      contact: { name: text("name"), lastName: text("last_name") || null, email: text("email"), phone: text("phone") },
      card: { number: text("card_number"), expiry: text("card_expiry"), cvc: text("card_cvc") },
    },
  );
}
