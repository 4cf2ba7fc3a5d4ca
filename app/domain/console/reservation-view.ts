import { formatDateTime } from "~/domain/format";
import { formatPhone, isAustralianMobile, parseAustralianPhone, phoneHref } from "~/domain/phone";
import { cents, formatCents } from "~/domain/reserve/money";
import type { HoldStatus } from "~/domain/reserve/hold";
import { carTitle } from "~/domain/vehicle/car-name";
import { reservationMoves, reservationState, STATE_LABELS, timeLeft } from "./reservation-state";

/** A reservation row as the site's list reads it (listSiteReservations, whose SiteReservation adds the car's id and dealership). */
export type ReservationRow = {
  id: string;
  status: HoldStatus;
  stocknum: string;
  car: { year: number; make: string; model: string; badge: string | null };
  amountCents: number;
  name: string;
  lastName: string | null;
  email: string;
  phone: string;
  createdAt: Date;
  expiresAt: Date | null;
  confirmedAt: Date | null;
  soldAt: Date | null;
  releasedAt: Date | null;
  refundedAt: Date | null;
  leadId: string | null;
  /** The buy-online journey was finished: the hold is an order. */
  ordered: boolean;
  /** The car's location's zone; null: the site's. */
  timeZone: string | null;
};

type PaymentRequestRow = {
  id: string;
  amountCents: number;
  description: string;
  status: string;
  attempts: number;
  declineMessage: string | null;
  createdAt: Date;
  paidAt: Date | null;
};

const isTexted = (raw: string) => {
  const phone = parseAustralianPhone(raw);
  return phone !== null && isAustralianMobile(phone);
};

const when = (at: Date | null, timeZone: string) => (at ? formatDateTime(new Date(at), timeZone, { zoneName: true }) : null);

/** A reservation as the console shows it: times in the dealership's own zone, named; the state in the console's words. */
export function reservationView(r: ReservationRow, siteTimeZone: string, now: Date) {
  const zone = r.timeZone ?? siteTimeZone;
  const state = reservationState(r, now);
  const lapsedAt = state === "lapsed" ? (r.releasedAt ?? r.expiresAt) : null;
  return {
    id: r.id,
    state,
    stateLabel: state ? STATE_LABELS[state] : r.status,
    kind: r.ordered ? "Buy-online order" : "Hold",
    shopper: [r.name, r.lastName].filter(Boolean).join(" "),
    email: r.email,
    phone: formatPhone(r.phone),
    phoneHref: phoneHref(r.phone),
    /** A mobile: each notice is texted as well as e-mailed (decision 046). */
    texted: isTexted(r.phone),
    car: `${carTitle(r.car, { badge: true })} (stock ${r.stocknum})`,
    deposit: formatCents(cents(r.amountCents)),
    reserved: when(r.createdAt, zone),
    heldUntil: state === "active" ? when(r.expiresAt, zone) : null,
    timeLeft: state === "active" ? timeLeft(r.expiresAt, now) : null,
    confirmed: when(r.confirmedAt, zone),
    completed: when(r.soldAt, zone),
    ended: state === "cancelled" ? when(r.releasedAt, zone) : when(lapsedAt, zone),
    refunded: when(r.refundedAt, zone),
    leadId: r.leadId,
    moves: reservationMoves(state),
  };
}
export type ReservationView = ReturnType<typeof reservationView>;

const REQUEST_LABELS: Record<string, string> = {
  requested: "Waiting for the shopper",
  paying: "Being paid",
  paid: "Paid",
  cancelled: "Cancelled",
};

export function paymentRequestView(p: PaymentRequestRow, timeZone: string) {
  return {
    id: p.id,
    amount: formatCents(cents(p.amountCents)),
    description: p.description,
    status: p.status,
    statusLabel: REQUEST_LABELS[p.status] ?? p.status,
    requested: formatDateTime(new Date(p.createdAt), timeZone, { zoneName: true }),
    paid: p.paidAt ? formatDateTime(new Date(p.paidAt), timeZone, { zoneName: true }) : null,
    lastDecline: p.status === "requested" && p.attempts ? p.declineMessage : null,
    cancellable: p.status === "requested",
  };
}
export type PaymentRequestView = ReturnType<typeof paymentRequestView>;
