import type { Logger } from "pino";
import type { Database } from "~/db/database";
import { can } from "~/domain/console/can";
import { pageOf, RESERVATIONS_PAGE, type ReservationPageQuery } from "~/domain/console/reservation-page";
import type { ReservationWork } from "~/domain/console/reservation-work-form";
import { recentlyConfirmed } from "~/domain/console/staff-session-rules";
import { parseUuid } from "~/domain/row-id";
import type { PaymentProvider } from "~/payments/payment-provider";
import { listSitePaymentRequests } from "~/reserve/payment-request-queries.server";
import { cancelPaymentRequest, requestPayment } from "~/reserve/payment-requests.server";
import { listSiteReservations } from "~/reserve/reservation-queries.server";
import { cancelHold, completeSale, confirmHold } from "~/reserve/reserve-car.server";
import type { Viewer } from "./require-staff.server";
import { paymentRequestView, reservationView } from "~/domain/console/reservation-view";

type Deps = { db: Database; now: Date };

/**
 * One page of the site's paid holds and orders in one state (or all), newest first; a salesperson's dealerships only.
 * `newer` and `older` are the cursors of the pages either side, when there are any.
 */
export async function loadReservations(deps: Deps, viewer: Viewer, page: ReservationPageQuery) {
  const { site } = viewer;
  const fetched = await listSiteReservations(deps.db, site.id, {
    state: page.filter,
    now: deps.now,
    dealerships: viewer.dealershipSlugs,
    after: page.after,
    before: page.before,
    limit: RESERVATIONS_PAGE + 1,
  });
  const { rows, newer, older } = pageOf(fetched, page, RESERVATIONS_PAGE);
  return { filter: page.filter, newer, older, reservations: rows.map((r) => reservationView(r, site.timeZone, deps.now)) };
}

/** One reservation of the site (a salesperson's dealerships only), its payment requests, and what the viewer may do to it. */
export async function openReservation(deps: Deps, viewer: Viewer, id: string) {
  const { site } = viewer;
  const reservationId = parseUuid(id);
  if (!reservationId) return null;
  const [row] = await listSiteReservations(deps.db, site.id, { id: reservationId, dealerships: viewer.dealershipSlugs, limit: 1 });
  if (!row || !["held", "confirmed", "sold", "expired", "cancelled"].includes(row.status)) return null;
  const requests = await listSitePaymentRequests(deps.db, site.id, { reservationId: row.id, limit: 100 });
  const zone = row.timeZone ?? site.timeZone;
  return {
    reservation: reservationView(row, site.timeZone, deps.now),
    requests: requests.map((p) => paymentRequestView(p, zone)),
    canRefund: can(viewer.role, "refund", "reservations"),
    refundNeedsSignIn: !recentlyConfirmed(viewer.session, deps.now),
  };
}

export type ReservationWorkOutcome =
  | { ok: true; done: string }
  | { ok: false; status: 403 | 404 | 409 | 422; message: string; signInAgain?: boolean };

type WorkDeps = Deps & { providerFor: (name: string) => PaymentProvider; logger?: Logger };

/**
 * One change from a reservation's page, through the same use cases as `npm run reservations`, each audited in the
 * name of the person signed in. Cancelling refunds, so it needs the refund right and a sign-in in the last 10 minutes.
 */
export async function workOnReservation(
  deps: WorkDeps,
  viewer: Viewer,
  id: string,
  work: ReservationWork,
): Promise<ReservationWorkOutcome> {
  const page = await openReservation(deps, viewer, id);
  if (!page) return { ok: false, status: 404, message: "That reservation isn't on this site's list." };
  const actor = { staffId: viewer.staff.id, email: viewer.staff.email };
  const target = { db: deps.db, site: viewer.site, now: deps.now };
  const refused = (message: string): ReservationWorkOutcome => ({ ok: false, status: 409, message });
  const reservationId = page.reservation.id;
  // Every notice is e-mailed; a shopper who reserved with a mobile is texted too (queueShopperNotices).
  const told = page.reservation.texted ? "e-mailed and texted" : "e-mailed";
  switch (work.intent) {
    case "confirm":
      return (await confirmHold(target, reservationId, actor))
        ? { ok: true, done: `Confirmed: the car stays held for the shopper until the sale. We've ${told} them.` }
        : refused("Only an active hold can be confirmed; this one has changed. Reload the page to see it now.");
    case "complete":
      return (await completeSale(target, reservationId, actor))
        ? { ok: true, done: "Completed: the car is marked sold, and what the shopper paid is kept towards it." }
        : refused("Only an active or confirmed reservation can be completed. Reload the page to see it now.");
    case "cancel": {
      if (!page.canRefund)
        return { ok: false, status: 403, message: "Only an owner or a sales manager can cancel a reservation and refund it." };
      if (page.refundNeedsSignIn)
        return { ok: false, status: 403, message: "For a refund, please sign in again to confirm it's you.", signInAgain: true };
      return (await cancelHold({ ...target, providerFor: deps.providerFor, logger: deps.logger }, reservationId, actor))
        ? {
            ok: true,
            done: `Cancelled: the car is for sale again, and everything the shopper paid is being refunded. We've ${told} them.`,
          }
        : refused("Only an active or confirmed reservation can be cancelled. Reload the page to see it now.");
    }
    case "request-payment": {
      const made = await requestPayment(target, { reservationId, amount: work.amount, description: work.description }, actor);
      return made.ok
        ? {
            ok: true,
            done: `Payment requested: we've ${told} the shopper the link to pay.`,
          }
        : { ok: false, status: 422, message: made.message };
    }
    case "cancel-payment": {
      if (!page.requests.some((p) => p.id === work.requestId))
        return { ok: false, status: 404, message: "That payment request isn't this reservation's." };
      const cancelled = await cancelPaymentRequest(target, work.requestId, actor);
      return cancelled.ok
        ? {
            ok: true,
            done: `Payment request cancelled: the shopper can no longer pay it, and we've ${told} them to say so.`,
          }
        : refused(cancelled.message);
    }
  }
}
