import type { Logger } from "pino";
import type { Database } from "~/db/database";
import type { LeadServices } from "~/leads/lead-services";
import { canReserve } from "~/domain/card-actions";
import { formatAud, formatDateTime } from "~/domain/format";
import { depositOf } from "~/domain/reserve/deposit";
import { cents, formatCents } from "~/domain/reserve/money";
import { carTitle } from "~/domain/vehicle/car-name";
import type { Payments } from "~/payments/payment-settings";
import { findSiteCar } from "~/stock/find-site-car.server";
import type { TenantSite } from "~/sites/tenant-site";
import { type ReservePayment, reserveCar } from "./reserve-car.server";
import { findReservation } from "./reservation-queries.server";
import { depositProvider, takesDeposits } from "~/domain/reserve/takes-deposits";
import { holdLapsed } from "~/domain/reserve/hold";

type Deps = { db: Database; site: TenantSite; now: Date; services: LeadServices; logger?: Logger; payments: Payments };

/**
 * The car's checkout (`/cars/{slug}/checkout`, or `/buy-online` on a site that sells online): the
 * deposit form while the car can be reserved, the confirmation once this shopper's hold is paid
 * (`?reservation=`). Null for a car or reservation this site does not have.
 */
export async function loadCheckoutPage(deps: Deps, slug: string, reservationId: string | null) {
  const { db, site, now } = deps;
  // A site that names no payment provider takes no deposits: it has no checkout.
  if (!depositProvider(site)) return null;
  const car = await findSiteCar(db, site, slug, now);
  if (!car) return null;
  const reservation = reservationId ? await findReservation(db, site.id, reservationId) : null;
  if (reservationId && (!reservation || reservation.carId !== car.id)) return null;
  const onStripe = site.reservations.provider === "stripe";
  // Only what the browser's Stripe.js needs: the publishable key and where to load it from.
  const stripe =
    onStripe && deps.payments.stripe ? { publishableKey: deps.payments.stripe.publishableKey, jsUrl: deps.payments.stripe.jsUrl } : null;
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
    deposit: depositOf(site).label,
    holdHours: site.reservations.holdHours,
    testPayments: site.reservations.provider === "test",
    stripe,
    // A Stripe site without Stripe's keys cannot take a deposit (start-up refuses that, so this is belt and braces).
    reservable: takesDeposits(site) && canReserve(car) && (!onStripe || stripe !== null),
    reservation: reservation
      ? {
          // Past its expiry a hold is over, whether or not the upkeep has released it yet.
          status: holdLapsed(reservation, now) ? ("expired" as const) : reservation.status,
          amount: formatCents(cents(reservation.amountCents)),
          heldUntil: reservation.expiresAt
            ? formatDateTime(new Date(reservation.expiresAt), car.location.timeZone, { zoneName: true })
            : null,
        }
      : null,
  };
}

export type CheckoutPageData = NonNullable<Awaited<ReturnType<typeof loadCheckoutPage>>>;

/** The deposit form posted: the reservation, or what to show the shopper instead. */
export async function submitCheckout(
  deps: Deps,
  carId: number,
  body: Record<string, unknown>,
  who: { clientIp: string | null; reserverKeyHash: string | null } = { clientIp: null, reserverKeyHash: null },
) {
  const text = (name: string) => (typeof body[name] === "string" ? (body[name] as string) : "");
  const { holdHours } = deps.site.reservations;
  const providerName = depositProvider(deps.site);
  if (!providerName) return { ok: false as const, reason: "unavailable" as const, message: "This car can't be reserved online." };
  // A Stripe site's form posts the PaymentMethod Stripe.js made in the browser, never card fields.
  const payment: ReservePayment =
    providerName === "stripe"
      ? { paymentMethod: text("payment_method") }
      : { card: { number: text("card_number"), expiry: text("card_expiry"), cvc: text("card_cvc") } };
  return reserveCar(
    { ...deps, provider: deps.payments.providerFor(providerName), holdHours },
    {
      carId,
      contact: { name: text("name"), lastName: text("last_name") || null, email: text("email"), phone: text("phone") },
      ...who,
      ...payment,
    },
  );
}
