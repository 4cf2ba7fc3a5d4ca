import { type HoldStatus, holdLapsed } from "~/domain/reserve/hold";

/**
 * A reservation as the dealer console names it (issue 53): active (paid, held, not yet lapsed), confirmed,
 * lapsed (unconfirmed past its expiry, released or about to be), cancelled, completed (sold). Unpaid claims
 * (pending, failed) are the checkout's business and are not listed.
 */
export const RESERVATION_STATES = ["active", "confirmed", "lapsed", "cancelled", "completed"] as const;
export type ReservationState = (typeof RESERVATION_STATES)[number];

export const RESERVATION_FILTERS = ["all", ...RESERVATION_STATES] as const;
export type ReservationFilter = (typeof RESERVATION_FILTERS)[number];

export const STATE_LABELS: Record<ReservationState, string> = {
  active: "Active",
  confirmed: "Confirmed",
  lapsed: "Lapsed",
  cancelled: "Cancelled",
  completed: "Completed",
};

/** The `?state=` of the list: one of the filters, else every state. */
export const parseReservationFilter = (value: string | null): ReservationFilter =>
  (RESERVATION_FILTERS as readonly string[]).includes(value ?? "") ? (value as ReservationFilter) : "all";

export function reservationState(hold: { status: HoldStatus; expiresAt: Date | null }, now: Date): ReservationState | null {
  if (hold.status === "held") return holdLapsed(hold, now) ? "lapsed" : "active";
  if (hold.status === "expired") return "lapsed";
  if (hold.status === "sold") return "completed";
  if (hold.status === "confirmed" || hold.status === "cancelled") return hold.status;
  return null;
}

/** What the dealer may do to a reservation in this state (the money state machine refuses the rest anyway). */
export function reservationMoves(state: ReservationState | null) {
  const stands = state === "active" || state === "confirmed";
  return { confirm: state === "active", complete: stands, cancel: stands, requestPayment: stands };
}

const MINUTE = 60_000;

/** How long an active hold has left, in words: "45 min left", "5 h 20 min left", "2 days 4 h left"; null once lapsed. */
export function timeLeft(expiresAt: Date | null, now: Date): string | null {
  if (!expiresAt) return null;
  const minutes = Math.floor((new Date(expiresAt).getTime() - now.getTime()) / MINUTE);
  if (minutes < 0) return null;
  if (minutes < 1) return "less than a minute left";
  if (minutes < 60) return `${minutes} min left`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h${minutes % 60 ? ` ${minutes % 60} min` : ""} left`;
  const days = Math.floor(hours / 24);
  return `${days} days${hours % 24 ? ` ${hours % 24} h` : ""} left`;
}
