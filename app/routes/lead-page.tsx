import { randomUUID } from "node:crypto";
import { data, Link, redirect } from "react-router";
import { LeadForm } from "~/components/leads/lead-form";
import type { FieldValues } from "~/components/leads/lead-drafts";
import { listLocations } from "~/db/queries/locations.server";
import { leadFormSetup } from "~/leads/lead-form-setup.server";
import { LEAD_FORM_KINDS, type LeadFormKind, leadForm } from "~/leads/lead-forms";
import { formDataToBody } from "~/leads/request-body";
import { SUBMIT_FAILED, submitLead } from "~/leads/submit-lead.server";
import { requireSite } from "~/lib/require-site";
import type { Route } from "./+types/lead-page";

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
};

const INTRO: Record<LeadFormKind, string> = {
  general: "Ask us anything about buying, finance, servicing or parts. We usually reply within one business day.",
  location: "Send this location a message and the team there will get back to you.",
  vehicle: "Ask about this car: availability, a price, a trade-in or finance.",
  "test-drive": "Choose a time that suits you and we will have the car ready.",
  "request-photos": "Tell us what you would like to see and we will send more photos of this car.",
  finance: "Tell us a little about what you are after and our finance team will call you with options.",
  service: "Book your car in. We will confirm the time with you by phone or email.",
  parts: "Tell us the part or accessory you need and we will check stock and price.",
  similar: "Tell us what you are looking for and we will let you know when a similar car arrives.",
  career: "Interested in working with us? Tell us about yourself.",
};

function kindFor(request: Request): LeadFormKind | null {
  const url = new URL(request.url);
  const path = url.pathname.replace(/\/$/, "") || "/";
  const kind = PAGE_KINDS[path] ?? url.searchParams.get("form") ?? "";
  return (LEAD_FORM_KINDS as readonly string[]).includes(kind) ? (kind as LeadFormKind) : null;
}

const idParam = (url: URL, name: string) =>
  /^\d{1,9}$/.test(url.searchParams.get(name) ?? "") ? Number(url.searchParams.get(name)) : null;

async function pageData(context: Route.LoaderArgs["context"], request: Request) {
  const site = requireSite(context);
  const kind = kindFor(request);
  if (!kind) throw new Response("Not Found", { status: 404 });
  const url = new URL(request.url);
  const about = { carId: idParam(url, "car_id"), locationId: idParam(url, "location_id") };
  const setup = await leadFormSetup({ db: context.db, site, now: context.now, services: context.leads }, kind, about);
  if (about.carId && !setup.car) throw new Response("Not Found", { status: 404 });
  // A test drive needs a place: without a car or a location, the shopper picks a sales location first.
  const pickLocation = kind === "test-drive" && !setup.car && !setup.locationId;
  const salesLocations = pickLocation
    ? (await listLocations(context.db, site.id))
        .filter((l) => l.type === "sales" || l.type === "used")
        .map((l) => ({ id: l.id, name: l.name, city: l.city }))
    : [];
  // The finance link (vehicle spec section 2) carries the shopper's budget along to the dealer.
  const budget = url.searchParams.get("vehiclePriceBudget");
  const hidden: Record<string, string> = budget && /^\d{1,9}$/.test(budget) ? { "custom_fields[vehicle_price_budget]": budget } : {};
  return { site, kind, setup, salesLocations, hidden, idempotencyKey: randomUUID() };
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { site, kind, setup, salesLocations, hidden, idempotencyKey } = await pageData(context, request);
  return { siteName: site.name, kind, setup, salesLocations, hidden, idempotencyKey };
}

/** The no-JavaScript path: a plain form POST, answered with a redirect or the form again with its errors. */
export async function action({ context, request }: Route.ActionArgs) {
  const { site, kind, setup, salesLocations, hidden } = await pageData(context, request);
  const body = formDataToBody(await request.formData());
  const values = Object.fromEntries(Object.entries(body).filter(([, v]) => typeof v === "string" || Array.isArray(v))) as FieldValues;
  const again = (status: number, result: { fields?: Record<string, string>; error?: string }) =>
    data(
      {
        siteName: site.name,
        kind,
        setup,
        salesLocations,
        hidden,
        idempotencyKey: String(body.idempotency_key ?? randomUUID()),
        result: { values, ...result },
      },
      { status },
    );
  try {
    const outcome = await submitLead(
      { db: context.db, site, now: context.now, services: context.leads },
      {
        body: { ...body, form: kind, url: request.url },
        idempotencyKey: typeof body.idempotency_key === "string" ? body.idempotency_key : null,
        clientIp: context.clientIp,
        userAgent: request.headers.get("User-Agent"),
        origin: new URL(request.url).origin,
      },
    );
    if (outcome.status === 201) return redirect(`/success?lead=${outcome.body.lead_id}`);
    if (outcome.status === 422)
      return again(422, { fields: outcome.body.fields, error: outcome.body.fields ? undefined : outcome.body.error });
    return again(outcome.status, { error: outcome.body.error });
  } catch {
    return again(503, { error: SUBMIT_FAILED });
  }
}

export function meta({ data: d }: Route.MetaArgs) {
  if (!d) return [{ title: "Page not found" }];
  const heading = d.setup.car ? `${leadForm(d.kind).title}: ${d.setup.car.name}` : leadForm(d.kind).title;
  return [{ title: `${heading} | ${d.siteName}` }, { name: "description", content: INTRO[d.kind] }];
}

export default function LeadPage({ loaderData, actionData }: Route.ComponentProps) {
  const d = actionData ?? loaderData;
  const definition = leadForm(d.kind);
  const heading = d.kind === "general" ? "Contact us" : definition.title;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="font-heading text-3xl font-bold">{heading}</h1>
      {d.setup.car ? <p className="mt-1 text-lg font-semibold">{d.setup.car.name}</p> : null}
      <p className="mt-2 text-muted">{INTRO[d.kind]}</p>
      {d.salesLocations.length ? (
        <section aria-labelledby="choose-location" className="mt-6">
          <h2 id="choose-location" className="font-heading text-xl font-bold">
            Where would you like to drive?
          </h2>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {d.salesLocations.map((l) => (
              <li key={l.id}>
                <Link
                  to={`/book-test-drive?location_id=${l.id}`}
                  className="block rounded-site bg-surface p-4 font-semibold ring-1 ring-black/10 hover:ring-brand"
                >
                  {l.name} <span className="block text-sm font-normal text-muted">{l.city}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <div
          id={d.kind === "finance" ? "finance-form" : undefined}
          className="mt-6 rounded-site bg-surface p-5 shadow-sm ring-1 ring-black/5"
        >
          <LeadForm
            key={d.setup.question.token}
            setup={d.setup}
            result={"result" in d ? d.result : undefined}
            submitLabel={d.kind === "test-drive" ? "Book my test drive" : undefined}
            idempotencyKey={d.idempotencyKey}
            hidden={d.hidden}
          />
        </div>
      )}
    </div>
  );
}
