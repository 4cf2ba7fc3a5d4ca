import type { HoldStatus } from "~/domain/reserve/hold";
import type { Queryable } from "~/db/database";

export type GarageReservation = {
  id: string;
  status: HoldStatus;
  amountCents: number;
  expiresAt: Date | null;
  createdAt: Date;
  carSlug: string;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  journeySent: boolean;
  /** The car's location's zone, which its hold's times are told in. */
  timeZone: string | null;
};

/** The shopper's paid reservations on this site: those made with their mobile, E.164 on both sides (the checkout parses it; migration 0022 rewrote older ones). */
export async function reservationsForPhone(db: Queryable, siteId: number, phone: string): Promise<GarageReservation[]> {
  return db.query<GarageReservation>(
    `SELECT r.id, r.status, r.amount_cents AS "amountCents", r.expires_at AS "expiresAt", r.created_at AS "createdAt",
            c.slug AS "carSlug", c.year, c.make, c.model, c.badge, r.journey_lead_id IS NOT NULL AS "journeySent",
            l.time_zone AS "timeZone"
       FROM reservations r JOIN cars c ON c.id = r.car_id LEFT JOIN locations l ON l.id = c.location_id
      WHERE r.site_id = $1 AND r.phone = $2
        AND r.status IN ('held', 'confirmed', 'sold', 'expired', 'cancelled')
      ORDER BY r.created_at DESC LIMIT 20`,
    [siteId, phone],
  );
}

export type GarageValuation = {
  id: string;
  plate: string;
  state: string;
  vehicle: { year: number; make: string; model: string; badge: string | null };
  estimateLow: number | null;
  estimateHigh: number | null;
  expiresAt: Date | null;
  refusal: string | null;
  createdAt: Date;
};

/** Valuations the shopper made while signed in on this site, newest first. */
export async function valuationsOfShopper(db: Queryable, siteId: number, shopperId: string): Promise<GarageValuation[]> {
  return db.query<GarageValuation>(
    `SELECT id, plate, state, vehicle, estimate_low AS "estimateLow", estimate_high AS "estimateHigh", expires_at AS "expiresAt",
            refusal, created_at AS "createdAt"
       FROM trade_in_valuations WHERE site_id = $1 AND shopper_id = $2 ORDER BY created_at DESC LIMIT 20`,
    [siteId, shopperId],
  );
}
