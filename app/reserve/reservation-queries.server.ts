import { parseAustralianPhone } from "~/domain/phone";
import type { CarStatus } from "~/domain/vehicle/car";
import type { Keyset } from "~/domain/console/keyset-cursor";
import type { ReservationRow } from "~/domain/console/reservation-view";
import type { Queryable } from "~/db/database";
import type { HoldStatus } from "~/domain/reserve/hold";

/** PostgreSQL's unique_violation: here, another shopper's hold on the same car. */
const UNIQUE_VIOLATION = "23505";

/**
 * Claims the car for one shopper: a pending hold, or false when another shopper's hold exists (the
 * partial unique index decides, so two server processes racing still give one hold).
 */
export async function claimCar(
  db: Queryable,
  row: {
    id: string;
    siteId: number;
    carId: number;
    amountCents: number;
    provider: string;
    contact: { name: string; lastName: string | null; email: string; phone: string };
    now: Date;
    /** Who claims: the checkout's client address and the SHA-256 of the reserving browser's key. */
    clientIp?: string | null;
    reserverKeyHash?: string | null;
  },
): Promise<boolean> {
  try {
    await db.query(
      `INSERT INTO reservations (id, site_id, car_id, status, amount_cents, provider, name, last_name, email, phone, created_at, client_ip, reserver_key_hash)
       VALUES ($1, $2, $3, 'pending', $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        row.id,
        row.siteId,
        row.carId,
        row.amountCents,
        row.provider,
        row.contact.name,
        row.contact.lastName,
        row.contact.email,
        // Stored in E.164 whoever claims (the checkout parsed it already; a script or fixture may not have).
        parseAustralianPhone(row.contact.phone) ?? row.contact.phone,
        row.now,
        row.clientIp ?? null,
        row.reserverKeyHash ?? null,
      ],
    );
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) return false;
    throw error;
  }
}

export type Reservation = {
  id: string;
  carId: number;
  status: HoldStatus;
  amountCents: number;
  provider: string;
  providerPaymentId: string | null;
  expiresAt: Date | null;
  refundedAt: Date | null;
  contact: { name: string; lastName: string | null; email: string; phone: string };
  leadId: string | null;
  /** The SHA-256 of the reserving browser's key (reserver-key.server.ts). */
  reserverKeyHash: string | null;
  /** The time zone of the car's location: its hold's times are told in the dealership's own clock. */
  timeZone: string | null;
};

const COLUMNS = `id, car_id AS "carId", status, amount_cents AS "amountCents", provider, provider_payment_id AS "providerPaymentId",
  expires_at AS "expiresAt", refunded_at AS "refundedAt", lead_id AS "leadId", reserver_key_hash AS "reserverKeyHash",
  json_build_object('name', name, 'lastName', last_name, 'email', email, 'phone', phone) AS contact,
  (SELECT l.time_zone FROM cars c JOIN locations l ON l.id = c.location_id WHERE c.id = reservations.car_id) AS "timeZone"`;

export async function findReservation(db: Queryable, siteId: number, id: string): Promise<Reservation | null> {
  const [row] = await db.query<Reservation>(`SELECT ${COLUMNS} FROM reservations WHERE site_id = $1 AND id = $2`, [siteId, id]);
  return row ?? null;
}

/** Paid: the hold stands until `expiresAt` unless the dealer confirms it; the car shows RESERVED. */
export async function markHeld(db: Queryable, id: string, paymentId: string, expiresAt: Date): Promise<void> {
  const [{ car_id }] = await db.query<{ car_id: number }>(
    "UPDATE reservations SET status = 'held', provider_payment_id = $2, expires_at = $3 WHERE id = $1 AND status = 'pending' RETURNING car_id",
    [id, paymentId, expiresAt],
  );
  await db.query("UPDATE cars SET reserved = true, updated_at = now() WHERE id = $1", [car_id]);
}

/** The payment did not go through: the car is free again at once. */
export async function markFailed(db: Queryable, id: string, message: string): Promise<void> {
  await db.query("UPDATE reservations SET status = 'failed', decline_message = $2 WHERE id = $1 AND status = 'pending'", [id, message]);
}

/** Held reservations past their expiry, oldest first. */
export async function lapsedHolds(db: Queryable, now: Date, limit = 50): Promise<(Reservation & { siteId: number })[]> {
  return db.query(
    `SELECT ${COLUMNS}, site_id AS "siteId" FROM reservations WHERE status = 'held' AND expires_at <= $1 ORDER BY expires_at LIMIT $2`,
    [now, limit],
  );
}

export async function recordRefund(db: Queryable, id: string, refundId: string | null, now: Date): Promise<void> {
  await db.query("UPDATE reservations SET refund_id = $2, refunded_at = $3 WHERE id = $1 AND refunded_at IS NULL", [id, refundId, now]);
}

/** The car's facts the reserve rule needs, on this site. */
export async function findReservableCar(db: Queryable, siteId: number, carId: number) {
  const [row] = await db.query<{
    id: number;
    status: CarStatus;
    reserved: boolean;
    price: number;
    tag: string | null;
  }>("SELECT id, status, reserved, price, tag FROM cars WHERE site_id = $1 AND id = $2 AND show_on_dealer_website", [siteId, carId]);
  return row ?? null;
}

/** Held reservations whose lead has not been stored yet (the store failed right after payment). */
export async function leadlessHolds(db: Queryable, limit = 20): Promise<{ id: string; siteId: number }[]> {
  return db.query(
    `SELECT id, site_id AS "siteId" FROM reservations WHERE status IN ('held', 'confirmed') AND lead_id IS NULL ORDER BY created_at LIMIT $1`,
    [limit],
  );
}

export async function setReservationLead(db: Queryable, id: string, leadId: string): Promise<void> {
  await db.query("UPDATE reservations SET lead_id = $2 WHERE id = $1 AND lead_id IS NULL", [id, leadId]);
}

/** A site's reservations, newest first, for the dealer's command line. */
/** The dealer's lists' filters (console and CLI): a console state (reservation-state.ts), a salesperson's dealerships, one reservation. */
export type ReservationListQuery = {
  limit?: number;
  /** Absent: every status, unpaid claims too (the CLI's list). */
  state?: "all" | "active" | "confirmed" | "lapsed" | "cancelled" | "completed";
  now?: Date;
  dealerships?: string[] | null;
  id?: string;
  /** Keyset paging (the console's list): rows older than this one, newest first... */
  after?: Keyset;
  /** ...or rows newer than this one, oldest first (the page before it, for the caller to turn round). */
  before?: Keyset;
};

/** A row of the site's list: what the console's view reads (one type, reservation-view.ts), with the car's id and dealership. */
export type SiteReservation = ReservationRow & { carId: number; dealershipSlug: string };

/** The site's reservations, newest first (keyset on (created_at, id): page 50 costs what page 1 does). */
export async function listSiteReservations(db: Queryable, siteId: number, query: ReservationListQuery = {}): Promise<SiteReservation[]> {
  const before = query.after ? undefined : query.before;
  const direction = before ? "ASC" : "DESC";
  return db.query<SiteReservation>(
    `SELECT r.id, r.status, r.car_id AS "carId", c.stocknum, json_build_object('year', c.year, 'make', c.make, 'model', c.model, 'badge', c.badge) AS car,
            d.slug AS "dealershipSlug", r.amount_cents AS "amountCents", r.name, r.last_name AS "lastName", r.email, r.phone,
            r.created_at AS "createdAt", r.expires_at AS "expiresAt", r.confirmed_at AS "confirmedAt", r.sold_at AS "soldAt",
            r.released_at AS "releasedAt", r.refunded_at AS "refundedAt", r.lead_id AS "leadId", r.journey_lead_id IS NOT NULL AS ordered,
            (SELECT l.time_zone FROM locations l WHERE l.id = c.location_id) AS "timeZone"
       FROM reservations r JOIN cars c ON c.id = r.car_id JOIN dealerships d ON d.id = c.dealership_id
      WHERE r.site_id = $1 AND ($3::text[] IS NULL OR d.slug = ANY($3::text[])) AND ($4::uuid IS NULL OR r.id = $4)
        AND ($5::text IS NULL
          OR ($5 = 'all' AND r.status IN ('held', 'confirmed', 'sold', 'expired', 'cancelled'))
          OR ($5 = 'active' AND r.status = 'held' AND r.expires_at > $6)
          OR ($5 = 'lapsed' AND (r.status = 'expired' OR (r.status = 'held' AND r.expires_at <= $6)))
          OR ($5 = 'confirmed' AND r.status = 'confirmed')
          OR ($5 = 'cancelled' AND r.status = 'cancelled')
          OR ($5 = 'completed' AND r.status = 'sold'))
        AND ($7::timestamptz IS NULL OR (r.created_at, r.id) < ($7::timestamptz, $8::uuid))
        AND ($9::timestamptz IS NULL OR (r.created_at, r.id) > ($9::timestamptz, $10::uuid))
      ORDER BY r.created_at ${direction}, r.id ${direction} LIMIT $2`,
    [
      siteId,
      query.limit ?? 50,
      query.dealerships ?? null,
      query.id ?? null,
      query.state ?? null,
      query.now ?? new Date(0),
      query.after?.createdAt ?? null,
      query.after?.id ?? null,
      before?.createdAt ?? null,
      before?.id ?? null,
    ],
  );
}

export async function setPendingPayment(db: Queryable, id: string, paymentId: string): Promise<void> {
  await db.query("UPDATE reservations SET provider_payment_id = $2 WHERE id = $1 AND status = 'pending' AND provider_payment_id IS NULL", [
    id,
    paymentId,
  ]);
}

/** The site's reservation, locked until the transaction ends: a webhook and the checkout deciding its fate take turns. */
export async function lockReservation(tx: Queryable, siteId: number, id: string): Promise<Reservation | null> {
  const [row] = await tx.query<Reservation>(`SELECT ${COLUMNS} FROM reservations WHERE site_id = $1 AND id = $2 FOR UPDATE`, [siteId, id]);
  return row ?? null;
}

/** The site's reservation paid with this provider payment (a refund event names the payment, not the reservation). */
export async function findReservationByPayment(
  db: Queryable,
  siteId: number,
  provider: string,
  paymentId: string,
): Promise<Reservation | null> {
  const [row] = await db.query<Reservation>(
    `SELECT ${COLUMNS} FROM reservations WHERE site_id = $1 AND provider = $2 AND provider_payment_id = $3 ORDER BY created_at DESC LIMIT 1`,
    [siteId, provider, paymentId],
  );
  return row ?? null;
}

/**
 * Records a provider's event once: false when (provider, event id) is already there, a duplicate
 * delivery that must change nothing. Called in the transaction that applies the event's effect.
 */
export async function recordPaymentEvent(
  tx: Queryable,
  event: { provider: string; eventId: string; reservationId: string | null; type: string; payload: unknown; now: Date },
): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO payment_events (provider, event_id, reservation_id, type, payload, received_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (provider, event_id) DO NOTHING RETURNING event_id`,
    [event.provider, event.eventId, event.reservationId, event.type, JSON.stringify(event.payload), event.now],
  );
  return rows.length === 1;
}

/** A refund the provider reports (made from its dashboard, say), unless one is recorded already; its id when the report carries one. */
export async function recordReportedRefund(db: Queryable, id: string, refundId: string | null, now: Date): Promise<boolean> {
  const rows = await db.query(
    "UPDATE reservations SET refund_id = $2, refunded_at = $3 WHERE id = $1 AND refunded_at IS NULL RETURNING id",
    [id, refundId, now],
  );
  return rows.length === 1;
}

/**
 * Claims still waiting for their payment after `before` (a shopper who left the bank's 3-D Secure
 * step, a server that stopped mid-charge) fail, so the car is free again; returns their ids.
 */
export async function failStaleClaims(db: Queryable, since: { before: Date; waitingBefore: Date }, message: string): Promise<string[]> {
  // A claim with its PaymentIntent is waiting on the shopper's bank (3-D Secure): it goes stale sooner.
  const rows = await db.query<{ id: string }>(
    `UPDATE reservations SET status = 'failed', decline_message = $3
      WHERE status = 'pending' AND (created_at < $1 OR (provider_payment_id IS NOT NULL AND created_at < $2)) RETURNING id`,
    [since.before, since.waitingBefore, message],
  );
  return rows.map((r) => r.id);
}

/**
 * Whether this address, e-mail or phone already has an unfinished claim (pending: being paid, or
 * waiting on the shopper's bank) on the site, another car's or this one's. On a site whose payments
 * can wait on the bank (Stripe's 3-D Secure), one at a time: otherwise one person could keep every
 * car claimed for nothing.
 */
export async function hasUnfinishedClaim(
  db: Queryable,
  claim: { siteId: number; clientIp: string | null; email: string; phone: string },
): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM reservations
      WHERE site_id = $1 AND status = 'pending'
        AND (client_ip = $2 OR lower(email) = lower($3) OR phone = $4)
      LIMIT 1`,
    [claim.siteId, claim.clientIp, claim.email, claim.phone],
  );
  return rows.length > 0;
}

/**
 * Whether the hold that keeps the car off the market is a claim waiting on its shopper's bank
 * (pending with its PaymentIntent: 3-D Secure), which may yet come to nothing and free the car.
 */
export async function claimWaitingOnBank(db: Queryable, carId: number): Promise<boolean> {
  const rows = await db.query("SELECT 1 FROM reservations WHERE car_id = $1 AND status = 'pending' AND provider_payment_id IS NOT NULL", [
    carId,
  ]);
  return rows.length > 0;
}
