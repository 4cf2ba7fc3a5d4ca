import { fieldErrors } from "~/domain/field-errors";
import { isStateCode } from "~/domain/australian-states";
import { z } from "zod";
import { POSTCODE_MESSAGE } from "~/domain/postcode";
import { nationalPhone, PHONE_MESSAGE, parseAustralianPhone } from "~/domain/phone";
import { MAX_ROW_ID } from "~/domain/row-id";

// In the browser, where the page's Content-Security-Policy forbids eval, zod is told not to try it:
// its probe (new Function) would be refused and reported as a policy violation on every lead form.
if (typeof document !== "undefined") z.config({ jitless: true });
import { asksPostcode, asksState, GENERAL_CATEGORIES, LEAD_FORM_KINDS, type LeadFormKind, leadForm } from "./lead-forms";
import { OPT_IN_DEFAULTS } from "~/domain/marketing-consent";
import { sourceValue } from "~/domain/analytics/visit-source";

export const TERMS_MESSAGE = "*You must agree to the terms of use before submitting.";
export const STATE_MESSAGE = "Please choose your state or territory.";

/** What the site and the page decide about a form, shared by the browser and the server. */
export type LeadFormRules = {
  kind: LeadFormKind;
  /** The dealerships a shopper may choose; a choice is required when there is more than one. */
  dealershipSlugs: string[];
  /** Location ids offered in the 'website location' select; empty when it is not shown. */
  locationIds: number[];
  requireTerms: boolean;
  /** A site flag can make the message optional everywhere. */
  messageOptional: boolean;
};

const text = (max: number) =>
  z.preprocess((v) => (typeof v === "string" ? v.trim() : (v ?? "")), z.string().max(max, `Please keep this under ${max} characters.`));
const optionalText = (max: number) => text(max).transform((v) => v || null);
const checkbox = (fallback: boolean) =>
  z.preprocess((raw) => {
    // A form can send a hidden 'false' and then the ticked box's value: the last one wins.
    const v = Array.isArray(raw) ? raw.at(-1) : raw;
    if (v === undefined || v === null) return fallback;
    if (typeof v === "boolean") return v;
    return ["on", "true", "1", "yes"].includes(String(v).toLowerCase());
  }, z.boolean());
const optionalId = z.preprocess(
  (v) => (v === "" || v === null || v === undefined ? null : Number(v)),
  z.number().int().positive().max(MAX_ROW_ID).nullable(),
);
/** Issue 56: a source field the form's code fills from the session; a bad value is dropped, never a reason to refuse. */
const sourceField = z.preprocess(sourceValue, z.string().nullable());
const stringList = z.preprocess(
  (v) => (v === undefined || v === null || v === "" ? [] : Array.isArray(v) ? v : [v]),
  z.array(z.string().max(200)).max(20),
);

/** Fields every lead can carry (discovery spec section 3, vehicle spec sections 3 and 7). */
const baseShape = {
  form: z.enum(LEAD_FORM_KINDS),
  name: text(80).pipe(z.string().min(1, "Please enter your first name.")),
  last_name: optionalText(80),
  email: text(200).pipe(
    z.string().min(1, "Please enter your email address.").pipe(z.email("Please enter a valid email address, like name@example.com.")),
  ),
  phone: text(40).pipe(
    z
      .string()
      .min(1, "Please enter your phone number.")
      .transform((v, ctx) => {
        // The lead keeps the national digits: what dealers have always received (ADF, CSV, webhook).
        const phone = parseAustralianPhone(v);
        if (!phone) ctx.addIssue({ code: "custom", message: PHONE_MESSAGE });
        return phone ? nationalPhone(phone) : v;
      }),
  ),
  postcode: optionalText(10).refine((v) => v === null || /^\d{4}$/.test(v), POSTCODE_MESSAGE),
  state: optionalText(3).refine((v) => v === null || isStateCode(v), STATE_MESSAGE),
  message: optionalText(5000),
  category: optionalText(80),
  subcategory: optionalText(80),
  dealership_slug: optionalText(80),
  location_id: optionalId,
  car_id: optionalId,
  Rego: optionalText(12),
  // No box ticked, no consent: a lead posted without opt_in (the deposit and order leads, an API client) is not opted in (Spam Act 2003).
  opt_in: checkbox(false),
  /** How the form showed the opt-in box (decision 029): its hidden field, so the lead can say how consent was given. */
  opt_in_default: z.preprocess(
    (v) => (v === undefined || v === null || v === "" ? null : Array.isArray(v) ? v.at(-1) : v),
    z.enum(OPT_IN_DEFAULTS, { error: "opt_in_default must be 'checked' or 'unchecked'." }).nullable(),
  ),
  terms_conditions: checkbox(false),
  /** Test drive: a slot as local date and time at the location, 'YYYY-MM-DDTHH:mm'. */
  dateTime: optionalText(16).refine(
    (v) => v === null || /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(v),
    "Please choose a date and time from the list.",
  ),
  page_id: optionalText(200),
  url: optionalText(2000),
  additional_services: stringList,
  custom_fields: z
    .preprocess((v) => (v && typeof v === "object" && !Array.isArray(v) ? v : {}), z.record(z.string().max(60), z.string().max(1000)))
    .refine((v) => Object.keys(v).length <= 20, "Too many extra fields."),
  lead_attributes: z.preprocess(
    (v) => (v && typeof v === "object" && !Array.isArray(v) ? v : {}),
    z.object({ visited_pages: stringList.optional(), linked_query_params: z.record(z.string().max(60), z.string().max(500)).optional() }),
  ),
  /** Where the session came from (first touch, app/lib/visit-source.ts): the referring site's host and the UTM parameters. */
  source_referrer: sourceField,
  utm_source: sourceField,
  utm_medium: sourceField,
  utm_campaign: sourceField,
  utm_term: sourceField,
  utm_content: sourceField,
};

export type LeadInput = z.output<z.ZodObject<typeof baseShape>>;

const baseSchema = z.object(baseShape);

/** The rules this form and site add to the base fields: which choices and boxes are required. */
function ruleProblems(lead: Partial<LeadInput>, rules: LeadFormRules): Record<string, string> {
  const problems: Record<string, string> = {};
  const require = (ok: boolean, path: string, message: string) => {
    if (!ok) problems[path] ??= message;
  };
  if (leadForm(rules.kind).messageRequired && !rules.messageOptional)
    require(Boolean(lead.message), "message", "Please enter your message.");
  if (rules.kind === "general") {
    require(Boolean(lead.category), "category", "Please choose what your enquiry is about.");
    require(!lead.category ||
      (GENERAL_CATEGORIES as readonly string[]).includes(lead.category), "category", "Please choose one of the listed enquiry types.");
  }
  if (rules.dealershipSlugs.length > 1)
    require(Boolean(lead.dealership_slug), "dealership_slug", "Please choose your preferred dealership.");
  if (lead.dealership_slug)
    require(rules.dealershipSlugs.includes(lead.dealership_slug), "dealership_slug", "Please choose one of the listed dealerships.");
  if (rules.locationIds.length) {
    require(lead.location_id !== null && lead.location_id !== undefined, "location_id", "Please choose a location.");
    require(!lead.location_id || rules.locationIds.includes(lead.location_id), "location_id", "Please choose one of the listed locations.");
  }
  if (rules.requireTerms) require(Boolean(lead.terms_conditions), "terms_conditions", TERMS_MESSAGE);
  if (asksPostcode(rules.kind)) require(Boolean(lead.postcode), "postcode", POSTCODE_MESSAGE);
  if (asksState(rules.kind)) require(Boolean(lead.state), "state", STATE_MESSAGE);
  return problems;
}

export type LeadValidation = { ok: true; lead: LeadInput } | { ok: false; fields: Record<string, string> };

/**
 * One validation per form, run in the browser as the shopper types and on the server as the
 * authority. Every problem is reported at once: the field rules, and the form's own rules on
 * whatever fields did parse.
 */
export function validateLead(raw: Record<string, unknown>, rules: LeadFormRules): LeadValidation {
  const parsed = baseSchema.safeParse(raw);
  const fieldProblems = parsed.success ? {} : fieldErrors(parsed.error);
  // Each field on its own, so the form's rules can look at the ones that are fine.
  const good: Partial<LeadInput> = {};
  for (const [name, schema] of Object.entries(baseShape)) {
    const one = (schema as z.ZodType).safeParse(raw[name]);
    if (one.success) (good as Record<string, unknown>)[name] = one.data;
  }
  const problems = {
    ...fieldProblems,
    ...Object.fromEntries(Object.entries(ruleProblems(good, rules)).filter(([k]) => !(k in fieldProblems))),
  };
  if (parsed.success && !Object.keys(problems).length) return { ok: true, lead: parsed.data };
  return { ok: false, fields: problems };
}
