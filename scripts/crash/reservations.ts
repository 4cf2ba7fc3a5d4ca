/**
 * The reservation part. Shoppers reserve cars with the test card through the checkout form (a 302
 * to `?reservation=` acknowledges the hold); while the server is down the dealer asks for payments
 * and cancels holds through the use cases `npm run reservations` runs; a shopper signs in with the
 * code texted to them (the log SMS provider writes it in the server's log) and pays a request at
 * /online-payment. At the end every acknowledged hold must have its lead with the dealer's and the
 * shopper's delivery jobs, and no money state may be half-done.
 */
import type { Database, Queryable } from "~/db/database";
import type { PaymentProvider } from "~/payments/payment-provider";
import { PAYING_STALE_MS } from "~/reserve/payment-request-rules";
import { requestPayment } from "~/reserve/payment-requests.server";
import { CLAIM_PAYMENT_MINUTES } from "~/reserve/release-stale-claims.server";
import { cancelHold } from "~/reserve/reserve-car.server";
import type { TenantSite } from "~/sites/tenant-site";
import { type Answer, cookieOf, pause, postForm, RESERVE_HOST } from "./http";
import type { Run } from "./run";
import type { Server } from "./server";

const CARD = { card_number: "4242 4242 4242 4242", card_expiry: "12/30", card_cvc: "123" };
type Hold = { id: string; phone: string };
type Request = { id: string; hold: Hold };

export function reservationPart(run: Run, server: Server, cars: readonly { id: number; slug: string }[]) {
  const holds = new Map<string, Hold>();
  const actedOn = new Set<string>();
  const toPay: Request[] = [];
  const requested = new Map<string, Request>();
  const paid = new Set<string>();
  const cancelled = new Set<string>();
  let nextCar = 0;
  let signIns = 0;

  /** Reserves one car after another (the list goes round: a cancelled hold frees its car again). */
  async function sender(n: number) {
    for (let i = 0; !run.stopping; i++) {
      const car = cars[nextCar++ % cars.length];
      const phone = `049${n}${String(i).padStart(6, "0")}`;
      const contact = { name: "Crash", last_name: `Reserver ${n}`, email: `reserve${n}-${i}@example.com`, phone };
      run.attempts++;
      try {
        const res = await postForm(RESERVE_HOST, `/cars/${car.slug}/checkout`, { ...contact, ...CARD }, `10.2.${n}.${i % 250}`);
        run.tally(`checkout ${res.status}`);
        const id = res.status === 302 ? new URL(String(res.headers.location), "http://x").searchParams.get("reservation") : null;
        if (id) holds.set(id, { id, phone });
        if (res.status >= 500 && res.status !== 503) run.problems.push(`checkout of ${car.slug} answered ${res.status}`);
      } catch {
        run.tally("no answer");
        await pause(200);
      }
      await pause(150);
    }
  }

  /**
   * The dealer, between a kill and the restart: asks for a payment on some new holds and cancels
   * some holds (with and without a request, paid or not), through the CLI's use cases.
   */
  async function dealerRound(db: Database, site: TenantSite, providerFor: (name: string) => PaymentProvider) {
    const now = new Date();
    const fresh = [...holds.values()].filter((h) => !actedOn.has(h.id));
    for (const [i, hold] of fresh.entries()) {
      actedOn.add(hold.id);
      if (i % 2 === 0) {
        const made = await requestPayment(
          { db, site, now },
          { reservationId: hold.id, amount: "150.00", description: "Crash test mats" },
          { tool: "crash test" },
        );
        if (made.ok) {
          const request = { id: made.request.id, hold };
          requested.set(request.id, request);
          toPay.push(request);
        }
      } else if (i % 4 === 1 && (await cancelHold({ db, site, now, providerFor }, hold.id, { tool: "crash test" }))) cancelled.add(hold.id);
    }
    // Holds asked to pay in an earlier round (paid since, or not): every other one is cancelled now.
    const earlier = [...requested.values()].filter((r) => !cancelled.has(r.hold.id) && !fresh.includes(r.hold));
    for (const [i, request] of earlier.entries())
      if (i % 2 === 0 && (await cancelHold({ db, site, now, providerFor }, request.hold.id, { tool: "crash test" })))
        cancelled.add(request.hold.id);
  }

  /** The shopper of each requested payment signs in with the texted code and pays it with the test card. */
  async function payer() {
    for (let n = 0; !run.stopping; n++) {
      const request = toPay.shift();
      if (!request) {
        await pause(300);
        continue;
      }
      const ip = `10.3.${Math.floor(n / 250) % 250}.${n % 250}`;
      try {
        const cookie = await signIn(request.hold.phone, ip);
        if (!cookie) continue;
        // Retried when the server is down: a request paid already answers as paid, one under way as busy.
        for (let tries = 0; tries < 30 && !run.stopping; tries++) {
          try {
            const res = await postForm(RESERVE_HOST, "/online-payment", { payment_request: request.id, ...CARD }, ip, cookie);
            run.tally(`pay ${res.status}`);
            if (res.status === 302 && String(res.headers.location).includes(`paid=${request.id}`)) paid.add(request.id);
            if (res.status < 500) break;
          } catch {
            run.tally("no answer");
          }
          await pause(300);
        }
      } catch {
        run.tally("no answer");
      }
    }
  }

  /** The session cookie of a shopper signed in with the code the server texted (a code a minute per number: one try). */
  async function signIn(phone: string, ip: string): Promise<string | null> {
    const since = Date.now();
    const path = "/sign-in?redirect=%2Fonline-payment";
    // The dealer asked while the server was down: it is being started again.
    let asked: Answer | null = null;
    for (let tries = 0; !asked && tries < 100 && !run.stopping; tries++)
      asked = await postForm(RESERVE_HOST, path, { intent: "send-code", phone }, ip).catch(() => pause(200).then(() => null));
    if (asked?.status !== 302) return null;
    let code: string | null = null;
    for (let i = 0; i < 30 && !code; i++) {
      code = server.codeFor(`+61${phone.slice(1)}`, since);
      if (!code) await pause(100);
    }
    if (!code) return null;
    const verified = await postForm(RESERVE_HOST, path, { intent: "verify", code }, ip, cookieOf(asked));
    if (verified.status !== 302) return null;
    signIns++;
    return cookieOf(verified, cookieOf(asked));
  }

  /** Every acknowledged hold has its lead with the dealer's and the shopper's delivery jobs: the list of those that do not. */
  async function missingLeads(db: Queryable): Promise<string[]> {
    const rows = await db.query<{ id: string; status: string; leadId: string | null; dealer: number; shopper: number; leads: number }>(
      `SELECT r.id, r.status, r.lead_id AS "leadId",
              (SELECT count(*)::int FROM lead_deliveries d WHERE d.lead_id = r.lead_id AND d.channel IN ('email', 'webhook')) AS dealer,
              (SELECT count(*)::int FROM lead_deliveries d WHERE d.lead_id = r.lead_id AND d.channel = 'shopper-email') AS shopper,
              (SELECT count(*)::int FROM leads l WHERE l.form = 'reserve' AND l.message LIKE '%(reservation ' || r.id || ',%') AS leads
         FROM reservations r WHERE r.id = ANY($1::uuid[])`,
      [[...holds.keys()]],
    );
    const found = new Map(rows.map((r) => [r.id, r]));
    return [...holds.keys()].flatMap((id) => {
      const r = found.get(id);
      if (!r) return [`hold ${id}: acknowledged but not stored`];
      if (!r.leadId) return [`hold ${id} (${r.status}): no lead`];
      if (r.leads !== 1) return [`hold ${id}: ${r.leads} reserve leads`];
      if (r.dealer < 1 || r.shopper < 1) return [`hold ${id}: lead without the dealer's (${r.dealer}) or the shopper's (${r.shopper}) job`];
      return [];
    });
  }

  /** The money invariants, on every reservation and payment request in the database. */
  async function check(db: Queryable) {
    const problems = run.problems;
    const now = Date.now();
    const reservations = await db.query<{
      id: string;
      status: string;
      paymentId: string | null;
      createdAt: Date;
      expiresAt: Date | null;
      releasedAt: Date | null;
      refundedAt: Date | null;
      carReserved: boolean;
    }>(
      `SELECT r.id, r.status, r.provider_payment_id AS "paymentId", r.created_at AS "createdAt", r.expires_at AS "expiresAt",
              r.released_at AS "releasedAt", r.refunded_at AS "refundedAt", c.reserved AS "carReserved"
         FROM reservations r JOIN cars c ON c.id = r.car_id`,
    );
    let owed = 0;
    let refunded = 0;
    for (const r of reservations) {
      const live = r.status === "held" || r.status === "confirmed";
      if (r.status === "pending" && now - new Date(r.createdAt).getTime() > CLAIM_PAYMENT_MINUTES * 60_000)
        problems.push(`reservation ${r.id}: still pending past the stale-claim window`);
      if (live && (!r.paymentId || !r.carReserved || (r.status === "held" && !r.expiresAt)))
        problems.push(`reservation ${r.id} (${r.status}): payment ${r.paymentId}, car reserved ${r.carReserved}, expires ${r.expiresAt}`);
      if ((r.status === "cancelled" || r.status === "expired") && r.paymentId) {
        if (!r.releasedAt) problems.push(`reservation ${r.id} (${r.status}): paid but never released`);
        else if (r.refundedAt) refunded++;
        else owed++;
      }
      if (cancelled.has(r.id) && r.status !== "cancelled") problems.push(`reservation ${r.id}: cancelled by the dealer but ${r.status}`);
    }
    for (const id of holds.keys())
      if (!reservations.some((r) => r.id === id && r.paymentId)) problems.push(`hold ${id}: acknowledged without its payment`);
    const orphans = await db.query<{ id: number }>(
      `SELECT c.id FROM cars c WHERE c.reserved AND EXISTS (SELECT 1 FROM reservations r WHERE r.car_id = c.id)
          AND NOT EXISTS (SELECT 1 FROM reservations r WHERE r.car_id = c.id AND r.status IN ('held', 'confirmed'))`,
    );
    for (const c of orphans) problems.push(`car ${c.id}: flagged reserved without a live hold`);

    const requests = await db.query<{
      id: string;
      status: string;
      payingSince: Date | null;
      paidAt: Date | null;
      paymentId: string | null;
      hold: string;
      releasedAt: Date | null;
      refund: string | null;
      logged: string | null;
    }>(
      `SELECT p.id, p.status, p.paying_since AS "payingSince", p.paid_at AS "paidAt", p.provider_payment_id AS "paymentId",
              r.status AS hold, r.released_at AS "releasedAt",
              (SELECT max(d.change) FROM payment_request_changes d
                WHERE d.payment_request_id = p.id AND d.provider_payment_id = p.provider_payment_id AND d.change IN ('refund_due', 'refunded')) AS refund,
              (SELECT d.status FROM payment_request_changes d WHERE d.payment_request_id = p.id ORDER BY d.id DESC LIMIT 1) AS logged
         FROM payment_requests p JOIN reservations r ON r.id = p.reservation_id`,
    );
    let requestsRefunded = 0;
    for (const p of requests) {
      const ended = p.hold === "cancelled" || p.hold === "expired";
      if (p.status === "paying" && now - new Date(p.payingSince as Date).getTime() > PAYING_STALE_MS)
        problems.push(`payment request ${p.id}: stuck paying since ${p.payingSince}`);
      if (ended && (p.status === "requested" || p.status === "paying"))
        problems.push(`payment request ${p.id}: still ${p.status} though its reservation is ${p.hold}`);
      if (ended && p.status === "paid" && !p.refund) problems.push(`payment request ${p.id}: paid, reservation ${p.hold}, no refund owed`);
      if (ended && p.paidAt && p.releasedAt && new Date(p.paidAt) > new Date(p.releasedAt))
        problems.push(`payment request ${p.id}: paid after its reservation ended`);
      if (p.logged !== p.status) problems.push(`payment request ${p.id}: ${p.status}, its change log says ${p.logged}`);
      if (p.refund) requestsRefunded++;
    }
    for (const id of paid)
      if (!requests.some((p) => p.id === id && p.status === "paid")) problems.push(`payment request ${id}: acknowledged paid but not paid`);
    const paidNow = requests.filter((p) => p.status === "paid").length;
    console.log(
      `Reservations: ${holds.size} holds acknowledged (${reservations.length} rows); dealer asked ${requested.size} payments, cancelled ${cancelled.size} holds; ` +
        `${signIns} sign-ins, ${paid.size} payments acknowledged, ${paidNow} requests paid; deposits refunded ${refunded}, owed ${owed}; ` +
        `request refunds recorded ${requestsRefunded}.`,
    );
    if (holds.size < 10) run.tooSmall.push("fewer than 10 holds acknowledged");
    if (requested.size < 3 || cancelled.size < 2) run.tooSmall.push("fewer than 3 payment requests or 2 cancelled holds");
    if (paid.size < 1) run.tooSmall.push("no payment request paid over HTTP");
  }

  return { sender, payer, dealerRound, missingLeads, check, holds };
}
