import { findOfferedLeadCar } from "./lead-car.server";
import { createHash, randomUUID } from "node:crypto";
import type { Logger } from "pino";
import type { OutboxTarget } from "./delivery/delivery-queries.server";
import type { Database } from "~/db/database";
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  findDealership,
  findIdempotencyKey,
  findLeadLocation,
  type IdempotencyRow,
  findLocationHours,
  findVendorLocation,
  insertDeliveries,
  insertLead,
  listDealershipSlugs,
  releaseIdempotencyKey,
  spendToken,
} from "~/leads/lead-queries.server";
import type { TenantSite } from "~/sites/tenant-site";
import { isBookableSlot, testDriveSlots } from "~/domain/locations/test-drive-slots";
import { parseRowId } from "~/domain/row-id";
import {
  ERROR_LIST_HEADING,
  HONEYPOT_FIELD,
  isLeadFormKind,
  isDepositLead,
  isTradeInLead,
  type LeadFormKind,
  leadEventId,
  leadForm,
  REQUEST_PHOTOS_MESSAGE,
} from "./lead-forms";
import type { LeadRecord, TradeInSnapshot } from "./lead-record";
import { findValuation, linkValuationLead } from "~/trade-in/trade-in-queries.server";
import { formatDate } from "~/domain/format";
import { validateLead } from "./lead-schema";
import type { LeadServices } from "./lead-services";
import { CAPTCHA_MESSAGES, type OneTimeToken, verifyCaptcha } from "./spam/captcha.server";
import { FORM_TIMER_LIFETIME_MS, fillTimeMs, MIN_FILL_MS } from "./spam/form-timer.server";
import { checkHumanAnswer, QUESTION_LIFETIME_MS, questionLive } from "./spam/human-question.server";

const STALE_CLAIM_MS = 30_000;

export type SubmitRequest = {
  body: Record<string, unknown>;
  idempotencyKey: string | null;
  clientIp: string;
  userAgent: string | null;
  /**
   * Set by server code only, never from a request: the shopper already proved they are a person by
   * paying (the checkout's deposit), so the robot check and fill timer are not asked for.
   */
  provenBy?: "deposit";
};
export type SubmitResult =
  | { status: 201; body: { lead_id: string } }
  | { status: 409 | 422; body: { error: string; fields?: Record<string, string> } };

type Deps = {
  db: Database;
  site: TenantSite;
  now: Date;
  services: LeadServices;
  /** The request's logger; a failure the caller never sees (releasing the idempotency key) is logged here. */
  logger?: Logger;
};

const ALREADY_SENDING: SubmitResult = { status: 409, body: { error: "This enquiry is already being sent. Please wait a moment." } };

const invalid = (fields: Record<string, string>): SubmitResult => ({
  status: 422,
  body: { error: ERROR_LIST_HEADING, fields },
});

/** One-time proofs: a resend of the same enquiry may carry fresh ones, and it is still the same enquiry. */
const SPAM_CHECK_FIELDS = new Set(["altcha", "form_started", "human_token", "human_answer"]);

/** Same enquiry, same hash: key order and the spam-check fields do not matter. */
function requestHash(fullBody: Record<string, unknown>): string {
  const body = Object.fromEntries(Object.entries(fullBody).filter(([name]) => !SPAM_CHECK_FIELDS.has(name)));
  const stable = (value: unknown): unknown =>
    value && typeof value === "object" && !Array.isArray(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((k) => [k, stable((value as Record<string, unknown>)[k])]),
        )
      : value;
  return createHash("sha256")
    .update(JSON.stringify(stable(body)))
    .digest("hex");
}

function replay(row: IdempotencyRow, hash: string): SubmitResult | null {
  if (row.requestHash !== hash)
    return {
      status: 422,
      body: {
        error: "This submission key was already used for a different enquiry. Please reload the form and try again.",
        fields: { idempotency_key: "Already used for a different enquiry." },
      },
    };
  if (row.status === "done") return { status: row.responseStatus as 201, body: row.responseBody as { lead_id: string } };
  if (row.ageMs < STALE_CLAIM_MS) return ALREADY_SENDING;
  return null;
}

/**
 * POST /api/leads and every form's action: validate, check for spam, then store the lead and its
 * delivery jobs in one transaction before answering, so an acknowledged lead is never lost.
 */
export async function submitLead(deps: Deps, request: SubmitRequest): Promise<SubmitResult> {
  const { db, site, logger } = deps;
  const key = request.idempotencyKey;
  if (key === null) return checkAndStore(deps, request, null);
  if (!/^[A-Za-z0-9-]{8,100}$/.test(key))
    return invalid({ idempotency_key: "The submission key must be 8 to 100 letters, digits or hyphens." });
  const hash = requestHash(request.body);
  // The key is claimed before any check spends a one-time proof: copies of one submission sent at
  // once wait for the first and get its answer, instead of racing for the same robot check.
  if (!(await claimIdempotencyKey(db, site.id, key, hash, STALE_CLAIM_MS))) {
    const first = await awaitFirstAnswer(db, site.id, key, hash);
    // The first copy was refused and let the key go: this copy is checked on its own, once.
    if (first) return first;
    if (!(await claimIdempotencyKey(db, site.id, key, hash, STALE_CLAIM_MS))) return ALREADY_SENDING;
  }
  try {
    const result = await checkAndStore(deps, request, { key, hash });
    // A refused submission is not stored: the shopper fixes it and sends it again under the same key.
    if (result.status !== 201) await releaseIdempotencyKey(db, site.id, key);
    return result;
  } catch (error) {
    // The caller logs and answers the first error; a key left claimed goes stale after STALE_CLAIM_MS.
    await releaseIdempotencyKey(db, site.id, key).catch((releaseError) =>
      logger?.warn({ err: releaseError }, "idempotency key not released after a failed lead insert"),
    );
    throw error;
  }
}

const WAIT_FOR_FIRST_MS = 5_000;

/**
 * A copy of a submission whose first copy holds the key: the first's answer once it has one, 409
 * if it takes too long, or null when the first was refused and let the key go.
 */
async function awaitFirstAnswer(db: Database, siteId: number, key: string, hash: string): Promise<SubmitResult | null> {
  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    const row = await findIdempotencyKey(db, siteId, key);
    if (!row) return null;
    const answer = replay(row, hash);
    if (answer && answer.status !== 409) return answer;
    if (Date.now() > deadline) return answer ?? ALREADY_SENDING;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function checkAndStore(
  { db, site, now, services, logger }: Deps,
  request: SubmitRequest,
  claimed: { key: string; hash: string } | null,
): Promise<SubmitResult> {
  const form = request.body.form;
  if (!isLeadFormKind(form)) return invalid({ form: "Unknown form." });
  // A reservation lead exists only behind a paid deposit; posted by anyone else it is an unknown form.
  if (isDepositLead(form) !== (request.provenBy === "deposit")) return invalid({ form: "Unknown form." });

  const carId = parseRowId(request.body.car_id);
  const car = carId ? await findOfferedLeadCar(db, site, carId, now) : null;
  if (request.body.car_id && !car) return invalid({ car_id: "This car is no longer listed. Please contact the dealership directly." });
  const locationId = parseRowId(request.body.location_id);
  const location = locationId ? await findLeadLocation(db, site.id, locationId) : null;
  if (request.body.location_id && !location) return invalid({ location_id: "Please choose one of the listed locations." });

  const dealerships = await listDealershipSlugs(db, site.id);
  // A car or a location settles the dealership; otherwise the shopper chooses among the site's.
  const fixedDealership = car?.dealershipSlug ?? location?.dealershipSlug ?? null;
  const rules = {
    kind: form,
    dealershipSlugs: fixedDealership ? [fixedDealership] : dealerships.map((d) => d.slug),
    locationIds: [],
    // The checkout page states the deposit's terms itself; every other form asks where the site says.
    requireTerms: site.leads.requireTerms && !isDepositLead(form),
    messageOptional: site.leads.messageOptional,
  };
  const parsed = validateLead(
    {
      ...request.body,
      dealership_slug: request.body.dealership_slug || fixedDealership || (dealerships.length === 1 ? dealerships[0].slug : ""),
    },
    rules,
  );
  if (!parsed.ok) {
    // Name a missing robot check alongside the other errors; checking a given one would spend it.
    const noCheck = !request.body.altcha && !request.body.human_answer;
    return invalid({ ...parsed.fields, ...(noCheck ? { altcha: CAPTCHA_MESSAGES.missing } : {}) });
  }
  const input = parsed.lead;
  // A buy-online order carries the trade-in the shopper added, when they added one.
  const carriesValuation = isTradeInLead(form) || (form === "buy-online" && Boolean(request.body.valuation_id));
  const valuation = carriesValuation ? await tradeInSnapshot(db, site, form, request.body.valuation_id, now) : null;
  if (valuation && !valuation.ok) return invalid({ valuation_id: valuation.refusal });
  const slotLocation = location?.id ?? car?.locationId ?? null;
  if (form === "test-drive" && input.dateTime && slotLocation) {
    const hours = await findLocationHours(db, site.id, slotLocation);
    if (!hours || !isBookableSlot(testDriveSlots(hours.hours, hours.specialHours, now, hours.timeZone), input.dateTime)) {
      return invalid({ dateTime: "That time is not available any more. Please choose another." });
    }
  }

  // One-time proofs are checked here and spent with the lead, in one transaction (below).
  const oneTime: { token: OneTimeToken; refusal: string }[] = [];
  const captcha = request.provenBy ? null : await verifyCaptcha(services.captcha, site.slug, request.body.altcha, now, logger);
  if (!captcha) {
    // Proven by payment: no robot check to verify or spend.
  } else if (captcha.verdict === "ok") oneTime.push({ token: captcha.spend, refusal: CAPTCHA_MESSAGES.replayed });
  else {
    const token = request.body.human_token;
    const answered = request.body.human_answer !== undefined && request.body.human_answer !== "";
    if (!answered || !questionLive(token, now)) return invalid({ altcha: CAPTCHA_MESSAGES[captcha.verdict] });
    const question = { key: `question:${token}`, expires: new Date(now.getTime() + QUESTION_LIFETIME_MS) };
    if (!checkHumanAnswer(services.secret, token, request.body.human_answer, now)) {
      // A question counts once, answered right or wrong: a bot cannot try the few possible sums in turn.
      const fresh = await spendToken(db, question.key, question.expires);
      return invalid({ altcha: fresh ? "That answer was not right. Please try the new question." : QUESTION_USED });
    }
    oneTime.push({ token: question, refusal: QUESTION_USED });
  }
  const honeypot = String(request.body[HONEYPOT_FIELD] ?? "").trim();
  const fillMs = fillTimeMs(services.secret, request.body.form_started, now);

  const definition = leadForm(form);
  const dealership = input.dealership_slug ? await findDealership(db, site.id, input.dealership_slug) : null;
  const vendorLocation = await findVendorLocation(db, site.id, location?.id ?? car?.locationId ?? null, dealership?.slug ?? null);
  const lead: LeadRecord = {
    id: randomUUID(),
    siteSlug: site.slug,
    siteName: site.name,
    // The site's canonical origin, never a request header: the dealer's e-mail links to it (decision 009).
    siteUrl: site.origin,
    form,
    category: form === "general" ? (input.category ?? definition.category) : definition.category,
    subcategory: input.subcategory ?? definition.subcategory,
    eventId: leadEventId(form, car),
    createdAt: now.toISOString(),
    contact: {
      name: input.name,
      lastName: input.last_name,
      email: input.email,
      phone: input.phone,
      postcode: input.postcode,
      state: input.state,
      optIn: input.opt_in,
    },
    message: input.message ?? (form === "request-photos" ? REQUEST_PHOTOS_MESSAGE : null),
    rego: input.Rego,
    testDriveAt: input.dateTime,
    termsAccepted: input.terms_conditions,
    additionalServices: input.additional_services,
    customFields: input.custom_fields,
    pageUrl: input.url,
    source: "Website",
    userAgent: request.userAgent,
    leadAttributes: input.lead_attributes,
    car: car
      ? {
          id: car.id,
          slug: car.slug,
          stocknum: car.stocknum,
          year: car.year,
          make: car.make,
          model: car.model,
          badge: car.badge,
          vin: car.vin,
          km: car.km,
          price: car.price,
          carType: car.carType,
          status: car.status,
          tag: car.tag,
          colour: car.colour,
          body: car.body,
          trans: car.trans,
        }
      : null,
    dealership,
    tradeIn: valuation?.snapshot ?? null,
    vendor: {
      name: dealership?.name ?? site.name,
      phone: vendorLocation?.phone ?? null,
      email: vendorLocation?.email ?? null,
      timeZone: vendorLocation?.timeZone ?? site.timeZone,
    },
    location: location
      ? {
          id: location.id,
          name: location.name,
          phone: location.phone,
          email: location.email,
          street: location.street,
          city: location.city,
          state: location.state,
          postcode: location.postcode,
          timeZone: location.timeZone,
        }
      : null,
  };
  const answer: SubmitResult = { status: 201, body: { lead_id: lead.id } };

  const stored = await storeOnce(() =>
    db.transaction(async (tx) => {
      for (const { token, refusal } of oneTime) if (!(await spendToken(tx, token.key, token.expires))) return invalid({ altcha: refusal });
      // A form's timer counts once: a bot cannot fetch one and skip the fill-time check for good.
      const timerFresh =
        fillMs !== null &&
        (await spendToken(tx, `form:${String(request.body.form_started)}`, new Date(now.getTime() + FORM_TIMER_LIFETIME_MS)));
      const quarantineReason = request.provenBy
        ? null
        : honeypot
          ? "honeypot"
          : fillMs === null
            ? "no-form-timer"
            : !timerFresh
              ? "form-timer-reused"
              : fillMs < MIN_FILL_MS
                ? "filled-too-fast"
                : null;
      const dealerTargets = quarantineReason
        ? []
        : (dealership && site.leads.targets.byDealership[dealership.slug]) || site.leads.targets.default;
      // A deposit or an order is confirmed to the shopper too, through the same retried outbox.
      const targets: OutboxTarget[] = isDepositLead(form)
        ? [...dealerTargets, { channel: "shopper-email", to: lead.contact.email }]
        : dealerTargets;
      await insertLead(tx, lead, { siteId: site.id, quarantineReason, clientIp: request.clientIp, userAgent: request.userAgent });
      await insertDeliveries(tx, lead.id, site.id, targets, now);
      if (claimed) await completeIdempotencyKey(tx, site.id, claimed.key, answer.status, answer.body);
      // One valuation, one lead: a second submission of it (another tab, say) is refused and stores nothing.
      if (lead.tradeIn && !(await linkValuationLead(tx, site.id, lead.tradeIn.valuationId, lead.id, lead.tradeIn.offerAccepted)))
        throw new ValuationAlreadySent();
      return { deliver: targets.length > 0 };
    }),
  );
  if ("status" in stored) return stored;
  if (stored.deliver) services.onLeadStored();
  return answer;
}

class ValuationAlreadySent extends Error {}
const ALREADY_SENT = "We already have this valuation. Our team will be in touch.";

/** The transaction's answer, or the refusal for a valuation another submission sent first (its transaction rolled back). */
async function storeOnce<T>(store: () => Promise<T>): Promise<T | SubmitResult> {
  try {
    return await store();
  } catch (error) {
    if (error instanceof ValuationAlreadySent) return invalid({ valuation_id: ALREADY_SENT });
    throw error;
  }
}

/**
 * The valuation a trade-in lead is about, as the dealer will read it, or why it cannot be sent: it
 * must be this site's, not sent already, and for an accepted offer, an estimate still valid.
 */
async function tradeInSnapshot(
  db: Database,
  site: TenantSite,
  form: LeadFormKind,
  valuationId: unknown,
  now: Date,
): Promise<{ ok: true; snapshot: TradeInSnapshot } | { ok: false; refusal: string }> {
  const id = typeof valuationId === "string" && UUID.test(valuationId) ? valuationId : null;
  const valuation = id ? await findValuation(db, site.id, id) : null;
  if (!valuation) return { ok: false, refusal: "We couldn't find your valuation. Please value your car again." };
  if (valuation.leadId) return { ok: false, refusal: ALREADY_SENT };
  const accepted = form === "trade-in" || form === "buy-online";
  if (accepted && (!valuation.estimate || !valuation.expiresAt || valuation.expiresAt <= now))
    return { ok: false, refusal: "This estimate has expired. Please value your car again for an up-to-date offer." };
  const { vehicle, answers, estimate, expiresAt } = valuation;
  const snapshot: TradeInSnapshot = {
    valuationId: valuation.id,
    rego: valuation.plate,
    regoState: valuation.state,
    vehicle: { year: vehicle.year, make: vehicle.make, model: vehicle.model, badge: vehicle.badge, vin: vehicle.vin },
    answers,
    estimate: estimate && expiresAt ? { low: estimate.low, high: estimate.high, validUntil: formatDate(expiresAt, site.timeZone) } : null,
    refusal: valuation.refusal,
    formCompleted: answers !== null,
    offerAccepted: accepted,
  };
  return { ok: true, snapshot };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const QUESTION_USED = "That question was already used. Please answer the new one.";
