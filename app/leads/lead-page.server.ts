import { siteContent } from "~/site-content/site-content-cache.server";
import { listLocations } from "~/db/queries/locations.server";
import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import type { Database } from "~/db/database";
import { isSalesLocation } from "~/domain/locations/location";
import { siteUrl } from "~/sites/site-origin";
import type { TenantSite } from "~/sites/tenant-site";
import { CAR_FINANCE_PAGES } from "./car-finance-pages";
import { leadFormSetup } from "./lead-form-setup.server";
import { isDepositLead, isLeadFormKind, isTradeInLead, type LeadFormKind, SUBMIT_FAILED } from "./lead-forms";
import type { LeadServices } from "./lead-services";
import { typedValues } from "./request-body";
import { submitLead } from "./submit-lead.server";

/** Pages that are a form: the path names it; /enquiry takes ?form= for any kind (the no-JavaScript home of every dialog). */
const PAGE_KINDS: Record<string, LeadFormKind> = {
  "/contact": "general",
  "/book-test-drive": "test-drive",
  "/service": "service",
  "/vehicle-parts-and-accessories": "parts",
  "/careers": "career",
  "/finance": "finance",
  "/finance-enquiry": "finance",
  "/apply-for-finance": "finance",
  // Finance for one car (`?car_id=`) at the addresses some sites gate behind sign-in.
  ...Object.fromEntries(CAR_FINANCE_PAGES.map((page) => [page.path, "finance" as const])),
};

/**
 * The forms that belong to another page and carry what only it provides: a deposit (checkout), a
 * valuation (trade-in), an offer (its page). `/enquiry?form=` cannot stand them up without it.
 */
const NOT_ON_THEIR_OWN = (kind: LeadFormKind) => isDepositLead(kind) || isTradeInLead(kind) || kind === "offer";

export function leadPageKind(pathname: string, form: string): LeadFormKind | null {
  const kind = PAGE_KINDS[pathname.replace(/\/$/, "") || "/"] ?? form;
  return isLeadFormKind(kind) && !NOT_ON_THEIR_OWN(kind) ? kind : null;
}

/** What a lead page's address says: its path, and the query the route has parsed. */
export type LeadPageAddress = { pathname: string; form: string; carId: number | null; locationId: number | null; budget: string };

type Deps = { db: Database; site: TenantSite; now: Date; services: LeadServices; logger: Logger };

/** A lead form's page, or null when the URL names no form, or a car the site does not have. */
export async function loadLeadPage(deps: Deps, address: LeadPageAddress) {
  const { db, site } = deps;
  const kind = leadPageKind(address.pathname, address.form);
  if (!kind) return null;
  const about = { carId: address.carId, locationId: address.locationId };
  const setup = await leadFormSetup(deps, kind, about);
  if (about.carId && !setup.car) return null;
  // A test drive needs a place: without a car or a location, the shopper picks a sales location first.
  const pickLocation = kind === "test-drive" && !setup.car && !setup.locationId;
  const salesLocations = pickLocation
    ? (await siteContent(db, site.id, "locations", listLocations))
        .filter(isSalesLocation)
        .map((l) => ({ id: l.id, name: l.name, city: l.city }))
    : [];
  // The finance link (vehicle spec section 2) carries the shopper's budget along to the dealer.
  const budget = address.budget;
  const hidden: Record<string, string> = budget && /^\d{1,9}$/.test(budget) ? { "custom_fields[vehicle_price_budget]": budget } : {};
  return { siteName: site.name, kind, setup, salesLocations, hidden, idempotencyKey: randomUUID() };
}

export type LeadPageData = NonNullable<Awaited<ReturnType<typeof loadLeadPage>>>;

export type LeadPagePost = { body: Record<string, unknown>; url: string; clientIp: string; userAgent: string | null };

/**
 * The no-JavaScript submit: a plain form POST. A stored lead answers with where to go next; anything
 * else answers with the page again, the shopper's values kept and the errors to show.
 */
export async function submitLeadPage(
  deps: Deps,
  page: Pick<LeadPageData, "kind">,
  post: LeadPagePost,
): Promise<
  | { kind: "stored"; leadId: string }
  | {
      kind: "again";
      status: number;
      result: { values: Record<string, string | string[]>; fields?: Record<string, string>; error?: string };
    }
> {
  try {
    const outcome = await submitLead(deps, {
      // The page on the site's canonical origin: request.url's host can come from a forwarded header.
      body: { ...post.body, form: page.kind, url: siteUrl(deps.site, post.url) },
      idempotencyKey: typeof post.body.idempotency_key === "string" ? post.body.idempotency_key : null,
      clientIp: post.clientIp,
      userAgent: post.userAgent,
    });
    if (outcome.status === 201) return { kind: "stored", leadId: outcome.body.lead_id };
    const values = typedValues(post.body);
    if (outcome.status === 422)
      return {
        kind: "again",
        status: 422,
        result: { values, fields: outcome.body.fields, error: outcome.body.fields ? undefined : outcome.body.error },
      };
    return { kind: "again", status: outcome.status, result: { values, error: outcome.body.error } };
  } catch (error) {
    deps.logger.error({ err: error, form: page.kind }, "lead submit failed on the no-JavaScript page");
    return { kind: "again", status: 503, result: { values: typedValues(post.body), error: SUBMIT_FAILED } };
  }
}
