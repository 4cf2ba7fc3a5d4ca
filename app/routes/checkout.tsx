import { data, redirect } from "react-router";
import type { CheckoutErrors } from "~/components/checkout/checkout-form";
import type { JourneyErrors } from "~/components/checkout/buy-online-journey";
import { CheckoutPage } from "~/components/checkout/checkout-page";
import { readFormBody, typedValues } from "~/leads/request-body";
import { loadJourneyPage, postJourney } from "~/reserve/buy-online-journey.server";
import { gateRoute } from "~/accounts/gate.server";
import { queryText, queryUuid, routeInput, routeSchema, slugParam } from "~/lib/route-input";
import { journeyViewer, newReserverKey, reserverCookie, reserverKey, reserverKeyHash } from "~/reserve/reserver-key.server";
import { requireSite } from "~/lib/require-site";
import { loadCheckoutPage, submitCheckout } from "~/reserve/checkout-page.server";
import type { Route } from "./+types/checkout";
import { privatePageMeta } from "~/seo/page-meta";

const INPUT = routeSchema({
  params: { slug: slugParam },
  query: { reservation: queryUuid, step: queryText(20) },
});

async function page(args: Route.LoaderArgs | Route.ActionArgs) {
  const { context, request } = args;
  const deps = {
    db: context.db,
    site: requireSite(context),
    now: context.now,
    services: context.leads,
    logger: context.logger,
    payments: context.payments,
  };
  const { params, query } = routeInput(args, INPUT);
  // A malformed reservation id names nothing: 404, as an id of no reservation does.
  if (new URL(request.url).searchParams.get("reservation") && !query.reservation) throw new Response("Not Found", { status: 404 });
  // Discovery spec section 6: some sites gate checkout (their gatedRoutes lists "/cars/{slug}/checkout"); the car comes first.
  const shopper = await gateRoute(context, args);
  const found = await loadCheckoutPage(deps, params.slug, query.reservation);
  if (!found) throw new Response("Not Found", { status: 404 });
  const path = new URL(request.url).pathname;
  // The buy-online page goes on, after the deposit, to the rest of the journey: for the shopper who reserved only.
  const buyOnline = path.endsWith("/buy-online");
  const viewer = journeyViewer(request, shopper);
  const journey =
    buyOnline && query.reservation ? await loadJourneyPage(deps, params.slug, query.reservation, query.step || null, viewer) : null;
  return { deps, viewer, slug: params.slug, reservationId: query.reservation ?? "", found: { ...found, path, buyOnline, journey } };
}

export async function loader(args: Route.LoaderArgs) {
  return (await page(args)).found;
}

/** The deposit form's POST (with or without JavaScript): the confirmation, or the form again with what to fix. */
export async function action(args: Route.ActionArgs) {
  const { deps, found, slug, reservationId, viewer } = await page(args);
  const read = await readFormBody(args.request);
  if (!read.ok) throw data(read.error, { status: 400 });
  if (found.journey && typeof read.body.intent === "string") {
    const answer = await postJourney(deps, slug, reservationId, read.body, viewer);
    if (!answer) throw new Response("Not Found", { status: 404 });
    if (answer.ok) return redirect(`${found.path}?reservation=${reservationId}`);
    const journey = await loadJourneyPage(deps, slug, reservationId, answer.step, viewer);
    const journeyErrors: JourneyErrors = { step: answer.step, fields: answer.fields, values: typedValues(read.body) };
    return { ...found, journey, journeyErrors };
  }
  // This browser's key binds the journey after the deposit to it (a new key when it has none).
  const key = reserverKey(args.request) ?? newReserverKey();
  const secure = deps.site.origin.startsWith("https:") || new URL(args.request.url).protocol === "https:";
  const headers = { "Set-Cookie": reserverCookie(key, secure) };
  const who = { clientIp: args.context.clientIp, reserverKeyHash: reserverKeyHash(key) };
  const outcome = await submitCheckout(deps, found.car.id, read.body, who);
  if (outcome.ok) return redirect(`${found.path}?reservation=${outcome.reservationId}`, { headers });
  // The card's bank wants the shopper to approve the payment: the form finishes it in the page with Stripe.js.
  if (outcome.reason === "action_required")
    return data({ ...found, nextAction: { reservationId: outcome.reservationId, clientSecret: outcome.clientSecret } }, { headers });
  const values = Object.fromEntries(
    ["name", "last_name", "email", "phone"].map((k) => [k, typeof read.body[k] === "string" ? (read.body[k] as string) : ""]),
  );
  const errors: CheckoutErrors = { message: outcome.message, fields: outcome.fields, values };
  // A decline or a lost race is not a bad request: the page answers with what happened.
  return { ...found, reservable: outcome.reason === "invalid" || outcome.reason === "declined", errors };
}

export function meta({ data: d }: Route.MetaArgs) {
  if (!d) return [{ title: "Page not found" }];
  return privatePageMeta(`Reserve the ${d.car.name} | ${d.siteName}`);
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  return <CheckoutPage d={actionData ?? loaderData} />;
}
