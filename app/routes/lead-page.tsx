import { queryRowId, queryText, routeInput, routeSchema } from "~/lib/route-input";
import { data, redirect } from "react-router";
import { LeadFormIsland } from "~/components/leads/lead-form-island";
import { PickTestDriveLocation } from "~/components/leads/pick-test-drive-location";
import { LEAD_PAGE_INTRO, leadForm } from "~/leads/lead-forms";
import { loadLeadPage, submitLeadPage } from "~/leads/lead-page.server";
import { postedIdempotencyKey } from "~/leads/idempotency-key.server";
import { readFormBody } from "~/leads/request-body";
import { requireSite } from "~/lib/require-site";
import type { Route } from "./+types/lead-page";
import { gateRoute } from "~/accounts/gate.server";
import { Markdown } from "~/components/content/markdown";
import { loadContentPage } from "~/content/load-content-page.server";
import { landingFor } from "~/content/landing-pages";
import { pageData } from "~/seo/page-data.server";
import { pageMeta } from "~/seo/page-meta";
import { siteUrl } from "~/sites/site-origin";

const INPUT = routeSchema({
  query: { form: queryText(40), car_id: queryRowId, location_id: queryRowId, vehiclePriceBudget: queryText(12) },
});

async function page(args: Route.LoaderArgs | Route.ActionArgs) {
  const { context, request } = args;
  // Discovery spec section 6: some sites gate a form page (personalised finance) behind sign-in.
  await gateRoute(context, args);
  const deps = { db: context.db, site: requireSite(context), now: context.now, services: context.leads, logger: context.logger };
  const { query } = routeInput(args, INPUT);
  const found = await loadLeadPage(deps, {
    pathname: new URL(request.url).pathname,
    form: query.form,
    carId: query.car_id,
    locationId: query.location_id,
    budget: query.vehiclePriceBudget,
  });
  if (!found) throw new Response("Not Found", { status: 404 });
  return { deps, found };
}

export async function loader(args: Route.LoaderArgs) {
  const { deps, found } = await page(args);
  // Issue 15: /careers, /finance, /service and the parts page carry the dealer's own page above the form (not /enquiry?form=...).
  const asked = new URL(args.request.url);
  const landingPage = landingFor(asked.pathname);
  const content = landingPage ? await loadContentPage(deps, landingPage.slug) : null;
  const landing =
    landingPage && content
      ? { ...content, body: pageData(args.context, { html: { landing: content.body } }).landing, formHeading: landingPage.formHeading }
      : null;
  // The page's own address is its canonical; a form for one car or offer (?car_id=, ?form=) is no page to index.
  const url = siteUrl(deps.site, asked.pathname);
  return { ...found, landing, url, own: asked.search !== "" };
}

/** The no-JavaScript path: a plain form POST, answered with a redirect or the form again with its errors. */
export async function action(args: Route.ActionArgs) {
  const { context, request } = args;
  const { deps, found } = await page(args);
  const read = await readFormBody(request);
  // A post that is not a readable form (JSON, a broken multipart body) comes from code, not a shopper.
  if (!read.ok) throw data(read.error, { status: 400 });
  const body = read.body;
  const outcome = await submitLeadPage(deps, found, {
    body,
    url: request.url,
    clientIp: context.clientIp,
    userAgent: request.headers.get("User-Agent"),
  });
  if (outcome.kind === "stored") return redirect(`/success?lead=${outcome.leadId}`);
  const idempotencyKey = postedIdempotencyKey(body);
  return data({ ...found, idempotencyKey, result: outcome.result }, { status: outcome.status });
}

export function meta({ data: d }: Route.MetaArgs) {
  if (!d) return [{ title: "Page not found" }];
  const page = { url: d.url, siteName: d.siteName, ...(d.own ? { robots: "noindex" } : {}) };
  if (d.landing) return pageMeta({ ...page, title: `${d.landing.title} | ${d.siteName}`, description: d.landing.metaDescription });
  const heading = d.setup.car ? `${leadForm(d.kind).title}: ${d.setup.car.name}` : leadForm(d.kind).title;
  return pageMeta({ ...page, title: `${heading} | ${d.siteName}`, description: LEAD_PAGE_INTRO[d.kind] });
}

export default function LeadPage({ loaderData, actionData }: Route.ComponentProps) {
  const d = actionData ?? loaderData;
  const heading = d.kind === "general" ? "Contact us" : leadForm(d.kind).title;
  // From the loader: a form posted without JavaScript answers with the form alone (actionData).
  const landing = loaderData.landing;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="font-heading text-3xl font-bold">{landing ? landing.title : heading}</h1>
      {landing ? (
        <>
          <Markdown markdown={landing.body} className="mt-4 [&>:first-child]:mt-0" />
          <h2 className="mt-10 font-heading text-2xl font-bold">{landing.formHeading}</h2>
        </>
      ) : null}
      {d.setup.car ? <p className="mt-1 text-lg font-semibold">{d.setup.car.name}</p> : null}
      <p className="mt-2 text-muted">{LEAD_PAGE_INTRO[d.kind]}</p>
      {d.salesLocations.length ? (
        <PickTestDriveLocation locations={d.salesLocations} />
      ) : (
        <LeadFormIsland
          box={{
            id: d.kind === "finance" ? "finance-form" : undefined,
            className: "mt-6 rounded-site bg-surface p-5 shadow-sm ring-1 ring-black/5",
          }}
          key={d.setup.question.token}
          setup={d.setup}
          result={"result" in d ? d.result : undefined}
          submitLabel={d.kind === "test-drive" ? "Book my test drive" : undefined}
          idempotencyKey={d.idempotencyKey}
          hidden={d.hidden}
        />
      )}
    </div>
  );
}
