import { randomUUID } from "node:crypto";
import type { Database } from "~/db/database";
import type { TenantSite } from "~/sites/tenant-site";
import { parseUuid } from "~/domain/row-id";
import { type Actor, recordAudit } from "~/db/queries/audit.server";
import { applyMoneyEvent } from "./change-money.server";
import { findPaymentRequest, insertPaymentRequest, type PaymentRequest } from "./payment-request-queries.server";
import { parseDescription, parseRequestAmount, payingNow } from "./payment-request-rules";
import { findReservation } from "./reservation-queries.server";
import { queueShopperNotices } from "./shopper-notices.server";

type Deps = { db: Database; site: TenantSite; now: Date };

export type RequestPaymentOutcome = { ok: true; request: PaymentRequest } | { ok: false; message: string };

/**
 * The dealer asks the shopper who reserved a car for a payment (the balance, an accessory...): an
 * amount like "$1,500" or "1500.00" and what it is for, against a paid hold of this site (held or
 * confirmed). The shopper pays it at /online-payment once signed in with the number they reserved with, and is
 * e-mailed the link; the request, its audit entry and the e-mail's outbox job are written together.
 */
export async function requestPayment(
  deps: Deps,
  input: { reservationId: string; amount: string; description: string },
  actor: Actor,
): Promise<RequestPaymentOutcome> {
  const { db, site, now } = deps;
  const amount = parseRequestAmount(input.amount);
  if (!amount.ok) return amount;
  const description = parseDescription(input.description);
  if (!description.ok) return description;
  const reservationId = parseUuid(input.reservationId);
  const reservation = reservationId ? await findReservation(db, site.id, reservationId) : null;
  if (!reservation) return { ok: false, message: `No reservation ${input.reservationId} on ${site.slug}.` };
  const made = await db.transaction(async (tx) => {
    const request = await insertPaymentRequest(tx, {
      id: randomUUID(),
      siteId: site.id,
      reservationId: reservation.id,
      amountCents: amount.cents,
      description: description.description,
      now,
    });
    if (!request) return null;
    const { id, amountCents } = request;
    await recordAudit(tx, {
      siteId: site.id,
      actor,
      at: now,
      action: "request_payment",
      resource: "payment_request",
      resourceId: id,
      before: null,
      after: { reservationId: reservation.id, amountCents, description: request.description, status: request.status },
    });
    await queueShopperNotices(tx, reservation.id, now, [
      { kind: "payment_requested", requestId: id, amountCents, description: request.description },
    ]);
    return request;
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
export async function cancelPaymentRequest(deps: Deps, id: string, actor: Actor): Promise<{ ok: true } | { ok: false; message: string }> {
  const { db, site, now } = deps;
  const requestId = parseUuid(id);
  const request = requestId ? await findPaymentRequest(db, site.id, requestId) : null;
  if (!request) return { ok: false, message: `No payment request ${id} on ${site.slug}.` };
  const cancelled = await db.transaction(async (tx) => {
    const outcome = await applyMoneyEvent(
      tx,
      { reservationId: request.reservationId, siteId: site.id, now },
      { kind: "cancel_request", requestId: request.id },
    );
    if (outcome.ok && outcome.changed)
      await recordAudit(tx, {
        siteId: site.id,
        actor,
        at: now,
        action: "cancel_payment",
        resource: "payment_request",
        resourceId: request.id,
        before: { status: request.status },
        after: { status: "cancelled" },
      });
    return outcome;
  });
  if (cancelled.ok) return { ok: true };
  const latest = (await findPaymentRequest(db, site.id, request.id)) ?? request;
  if (latest.status === "paying" && payingNow(latest, now))
    return { ok: false, message: `Payment request ${request.id} is being paid right now: try again in a few minutes.` };
  return { ok: false, message: `Payment request ${request.id} is ${latest.status} already.` };
}
