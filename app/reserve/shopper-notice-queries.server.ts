import type { Queryable } from "~/db/database";

/** What a reservation's notices need: its lead (the outbox job hangs on it), the shopper's e-mail and phone (E.164), the amounts. */
export async function noticeSubject(tx: Queryable, reservationId: string) {
  const [row] = await tx.query<{
    leadId: string | null;
    siteId: number;
    email: string;
    phone: string;
    depositCents: number;
    requests: { id: string; amountCents: number; description: string }[];
  }>(
    `SELECT r.lead_id AS "leadId", r.site_id AS "siteId", r.email, r.phone, r.amount_cents AS "depositCents",
            COALESCE((SELECT json_agg(json_build_object('id', p.id, 'amountCents', p.amount_cents, 'description', p.description))
                        FROM payment_requests p WHERE p.reservation_id = r.id), '[]'::json) AS requests
       FROM reservations r WHERE r.id = $1`,
    [reservationId],
  );
  return row ?? null;
}
