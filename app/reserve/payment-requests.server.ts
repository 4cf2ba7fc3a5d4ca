import { randomUUID } from "node:crypto";
import type { Database } from "~/db/database";
import type { TenantSite } from "~/sites/tenant-site";
import { parseUuid } from "~/domain/row-id";
import { changeMoney } from "./change-money.server";
import { findPaymentRequest, insertPaymentRequest, type PaymentRequest } from "./payment-request-queries.server";
import { parseDescription, parseRequestAmount, payingNow } from "./payment-request-rules";
import { findReservation } from "./reservation-queries.server";

type Deps = { db: Database; site: TenantSite; now: Date };

export type RequestPaymentOutcome = { ok: true; request: PaymentRequest } | { ok: false; message: string };

/**
 * The dealer asks the shopper who reserved a car for a payment (the balance, an accessory...): an
 * amount like "$1,500" or "1500.00" and what it is for, against a paid hold of this site (held or
 * confirmed). The shopper pays it at /online-payment once signed in with the number they reserved with.
 */
export async function requestPayment(
  deps: Deps,
  input: { reservationId: string; amount: string; description: string },
): Promise<RequestPaymentOutcome> {
  const { db, site, now } = deps;
  const amount = parseRequestAmount(input.amount);
  if (!amount.ok) return amount;
  const description = parseDescription(input.description);
  if (!description.ok) return description;
  const reservationId = parseUuid(input.reservationId);
  const reservation = reservationId ? await findReservation(db, site.id, reservationId) : null;
  if (!reservation) return { ok: false, message: `No reservation ${input.reservationId} on ${site.slug}.` };
  const made = await insertPaymentRequest(db, {
    id: randomUUID(),
    siteId: site.id,
    reservationId: reservation.id,
    amountCents: amount.cents,
    description: description.description,
    now,
  });
  // The status is checked again by the insert itself, so a hold released meanwhile is refused too.
  if (!made)
    return {
      ok: false,
      message: `Reservation ${reservation.id} is ${reservation.status}: a payment can be asked for a held or confirmed one only.`,
    };
  return { ok: true, request: made };
}

/** The dealer withdraws a request the shopper has not paid; one being paid right now is left to finish. */
export async function cancelPaymentRequest(deps: Deps, id: string): Promise<{ ok: true } | { ok: false; message: string }> {
  const { db, site, now } = deps;
  const requestId = parseUuid(id);
  const request = requestId ? await findPaymentRequest(db, site.id, requestId) : null;
  if (!request) return { ok: false, message: `No payment request ${id} on ${site.slug}.` };
  const cancelled = await changeMoney(
    db,
    { reservationId: request.reservationId, siteId: site.id, now },
    { kind: "cancel_request", requestId: request.id },
  );
  if (cancelled.ok) return { ok: true };
  const latest = (await findPaymentRequest(db, site.id, request.id)) ?? request;
  if (latest.status === "paying" && payingNow(latest, now))
    return { ok: false, message: `Payment request ${request.id} is being paid right now: try again in a few minutes.` };
  return { ok: false, message: `Payment request ${request.id} is ${latest.status} already.` };
}
