import { createHash, randomUUID } from "node:crypto";
import type { Logger } from "pino";
import type { Database } from "~/db/database";
import { leadVisitSource, type VisitSource } from "~/domain/analytics/visit-source";
import { isBookableSlot, testDriveSlots } from "~/domain/locations/test-drive-slots";
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  findIdempotencyKey,
  findLocationHours,
  type IdempotencyRow,
  releaseIdempotencyKey,
  spendToken,
} from "~/leads/lead-queries.server";
import type { TenantSite } from "~/sites/tenant-site";
import { buildLeadRecord, formLeadContent } from "./build-lead-record";
import { ERROR_LIST_HEADING, HONEYPOT_FIELD, isDepositLead, isLeadFormKind, isTradeInLead, type LeadFormKind } from "./lead-forms";
import type { LeadRecord, TradeInSnapshot } from "./lead-record";
import { type LeadInput, validateLead } from "./lead-schema";
import type { LeadServices } from "./lead-services";
import { type FormPlaces, findFormPlaces, resolveLeadSubject } from "./lead-subject.server";
import { findLeadTargets } from "./find-lead-targets.server";
import { quarantineReason } from "./lead-targets";
import { recordLead } from "./record-lead.server";
import { CAPTCHA_MESSAGES } from "./spam/captcha.server";
import { FORM_TIMER_LIFETIME_MS, fillTimeMs } from "./spam/form-timer.server";
import { checkRobot, type Proof } from "./spam/robot-check.server";

const STALE_CLAIM_MS = 30_000;

export type SubmitRequest = {
  body: Record<string, unknown>;
  idempotencyKey: string | null;
  clientIp: string;
  userAgent: string | null;
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
 * POST /api/leads and every form's action, the HTTP side of a lead: the idempotency key, validation,
 * the robot check, the honeypot and the form timer; then the lead goes through `recordLead` in one
 * transaction before the answer, so an acknowledged lead is never lost. Features whose leads follow
 * money (reserve, buy online) call `recordLead` in their own transaction instead.
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

/** A form post checked and ready to store: the lead, and what its transaction spends and links. */
type Checked = { lead: LeadRecord; proof: Proof; visitSource: VisitSource | null };

/** Everything before the transaction: the form, its subject, its fields, its trade-in, its slot and the robot check. */
async function checkSubmission(
  deps: Deps,
  request: SubmitRequest,
): Promise<{ ok: true; checked: Checked } | { ok: false; answer: SubmitResult }> {
  const { db, site, now } = deps;
  const refuse = (fields: Record<string, string>) => ({ ok: false as const, answer: invalid(fields) });
  const { body } = request;
  // A deposit's or an order's lead comes only from the checkout (recordLead): posted, it is an unknown form.
  if (!isLeadFormKind(body.form) || isDepositLead(body.form)) return refuse({ form: "Unknown form." });
  const form = body.form;
  const found = await findFormPlaces(db, site, body, now);
  if (!found.ok) return refuse(found.fields);
  const parsed = validateForm(site, form, body, found.places);
  if (!parsed.ok) return refuse(parsed.fields);
  const input = parsed.lead;
  const tradeIn = isTradeInLead(form) ? await tradeInOf(deps, form, body.valuation_id) : null;
  if (tradeIn && !tradeIn.ok) return refuse({ valuation_id: tradeIn.refusal });
  if (!(await slotStillFree(deps, form, input, found.places)))
    return refuse({ dateTime: "That time is not available any more. Please choose another." });
  const robot = await checkRobot(db, { siteSlug: site.slug, services: deps.services, now, logger: deps.logger }, body);
  if (!robot.ok) return refuse({ altcha: robot.message });
  const { car, location } = found.places;
  const subject = await resolveLeadSubject(db, site, { car, location, dealershipSlug: input.dealership_slug });
  const content = formLeadContent(form, input, tradeIn?.snapshot ?? null);
  const lead = buildLeadRecord(site, content, subject, { id: randomUUID(), now, userAgent: request.userAgent });
  return { ok: true, checked: { lead, proof: robot.proof, visitSource: leadVisitSource(input) } };
}

/** The form's fields by its rules (the same as the browser's), the dealership settled by the car or location when they settle it. */
function validateForm(site: TenantSite, form: LeadFormKind, body: Record<string, unknown>, places: FormPlaces) {
  const { dealershipChoices, fixedDealership } = places;
  const rules = {
    kind: form,
    dealershipSlugs: dealershipChoices,
    locationIds: [],
    requireTerms: site.leads.requireTerms,
    messageOptional: site.leads.messageOptional,
  };
  const onlyChoice = !fixedDealership && dealershipChoices.length === 1 ? dealershipChoices[0] : "";
  const parsed = validateLead({ ...body, dealership_slug: body.dealership_slug || fixedDealership || onlyChoice }, rules);
  if (parsed.ok) return parsed;
  // Name a missing robot check alongside the other errors; checking a given one would spend it.
  const noCheck = !body.altcha && !body.human_answer;
  return { ok: false as const, fields: { ...parsed.fields, ...(noCheck ? { altcha: CAPTCHA_MESSAGES.missing } : {}) } };
}

/** The valuation a trade-in lead carries, as the trade-in feature hands it over. */
async function tradeInOf(
  { db, site, now, services }: Deps,
  form: LeadFormKind,
  valuationId: unknown,
): Promise<{ ok: true; snapshot: TradeInSnapshot } | { ok: false; refusal: string }> {
  if (!services.tradeIns) return { ok: false, refusal: NO_VALUATION };
  return services.tradeIns.snapshot(db, site, valuationId, form === "trade-in", now);
}

const NO_VALUATION = "We couldn't find your valuation. Please value your car again.";

/** A test drive's time must still be one of the location's slots (another shopper may have the hour, or the hours changed). */
async function slotStillFree({ db, site, now }: Deps, form: LeadFormKind, input: LeadInput, places: FormPlaces): Promise<boolean> {
  const slotLocation = places.location?.id ?? places.car?.locationId ?? null;
  if (form !== "test-drive" || !input.dateTime || !slotLocation) return true;
  const hours = await findLocationHours(db, site.id, slotLocation);
  return Boolean(hours && isBookableSlot(testDriveSlots(hours.hours, hours.specialHours, now, hours.timeZone), input.dateTime));
}

async function checkAndStore(deps: Deps, request: SubmitRequest, claimed: { key: string; hash: string } | null): Promise<SubmitResult> {
  const { db, site, now, services } = deps;
  const checked = await checkSubmission(deps, request);
  if (!checked.ok) return checked.answer;
  const { lead, proof, visitSource } = checked.checked;
  const answer: SubmitResult = { status: 201, body: { lead_id: lead.id } };
  const honeypot = String(request.body[HONEYPOT_FIELD] ?? "").trim();
  const fillMs = fillTimeMs(services.secret, request.body.form_started, now);
  const stored = await storeOnce(services, () =>
    db.transaction(async (tx) => {
      if (!(await spendToken(tx, proof.token.key, proof.token.expires))) return invalid({ altcha: proof.refusal });
      // A form's timer counts once: a bot cannot fetch one and skip the fill-time check for good.
      // A passed proof of work skips that check, so its timer is left unspent.
      const timerFresh =
        !proof.proofOfWork &&
        fillMs !== null &&
        (await spendToken(tx, `form:${String(request.body.form_started)}`, new Date(now.getTime() + FORM_TIMER_LIFETIME_MS)));
      const reason = quarantineReason({ proofOfWork: proof.proofOfWork, honeypot, fillMs, timerFresh });
      const targets = await findLeadTargets(tx, site, {
        form: lead.form,
        dealershipSlug: lead.dealership?.slug ?? null,
        shopperEmail: lead.contact.email,
        quarantined: reason !== null,
      });
      await recordLead(
        tx,
        {
          lead,
          origin: { siteId: site.id, quarantineReason: reason, clientIp: request.clientIp, userAgent: request.userAgent, visitSource },
        },
        targets,
      );
      if (claimed) await completeIdempotencyKey(tx, site.id, claimed.key, answer.status, answer.body);
      // One valuation, one lead: a second submission of it (another tab, say) is refused and stores nothing.
      if (lead.tradeIn && !(await services.tradeIns?.link(tx, site.id, lead.tradeIn, lead.id))) throw new ValuationAlreadySent();
      return { deliver: targets.length > 0 };
    }),
  );
  if ("status" in stored) return stored;
  if (stored.deliver) services.onLeadStored();
  return answer;
}

class ValuationAlreadySent extends Error {}

/** The transaction's answer, or the refusal for a valuation another submission sent first (its transaction rolled back). */
async function storeOnce<T>(services: LeadServices, store: () => Promise<T>): Promise<T | SubmitResult> {
  try {
    return await store();
  } catch (error) {
    if (error instanceof ValuationAlreadySent) return invalid({ valuation_id: services.tradeIns?.alreadySent ?? NO_VALUATION });
    throw error;
  }
}
