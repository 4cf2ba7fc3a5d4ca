import { data, redirect } from "react-router";
import { TradeInPage } from "~/components/trade-in/trade-in-page";
import { submitLeadPage } from "~/leads/lead-page.server";
import { readFormBody, typedValues } from "~/leads/request-body";
import { queryRowId, queryUuid, routeInput, routeSchema } from "~/lib/route-input";
import { journeyViewer } from "~/reserve/reserver-key.server";
import { requireSite } from "~/lib/require-site";
import { loadTradeInPage } from "~/trade-in/trade-in-page.server";
import { lookUpRego, valueVehicle } from "~/trade-in/trade-in.server";
import { openJourney } from "~/reserve/buy-online-journey.server";
import { gateRoute } from "~/accounts/gate.server";
import type { Route } from "./+types/trade-in";
import { FAQ_GROUPS } from "~/content/faq-groups";
import { loadFaq } from "~/content/load-faq.server";
import { pageMeta } from "~/seo/page-meta";
import { siteUrl } from "~/sites/site-origin";

const SELLING = new Set(["/sell-my-car", "/sell-your-car"]);

const INPUT = routeSchema({ query: { valuation: queryUuid, car_id: queryRowId, journey: queryUuid } });

async function page(args: Route.LoaderArgs | Route.ActionArgs) {
  const { context, request } = args;
  const deps = { db: context.db, site: requireSite(context), now: context.now, services: context.leads, logger: context.logger };
  // Not gated by default (discovery spec section 6); a site may list it in gatedRoutes.
  const shopper = await gateRoute(context, args);
  const { query } = routeInput(args, INPUT);
  // A malformed id names nothing: 404, as for an id of no valuation or reservation.
  const given = new URL(request.url).searchParams;
  if ((given.get("valuation") && !query.valuation) || (given.get("journey") && !query.journey))
    throw new Response("Not Found", { status: 404 });
  // Sent from a buy-online order's trade-in step: the estimate goes back into that order (only for the shopper who reserved).
  const journey = query.journey ? await openJourney(deps, query.journey, journeyViewer(request, shopper)) : null;
  const found = await loadTradeInPage(deps, { valuationId: query.valuation, carId: journey?.carId ?? query.car_id });
  if (!found) throw new Response("Not Found", { status: 404 });
  const path = new URL(request.url).pathname;
  const journeyOrder = journey && found.targetCar?.id === journey.carId ? { ...journey, carSlug: found.targetCar.slug } : null;
  const here = (valuationId: string) => `${path}?valuation=${valuationId}${journeyOrder ? `&journey=${journeyOrder.reservationId}` : ""}`;
  return { deps, here, shopper, found: { ...found, path, selling: SELLING.has(path), journey: journeyOrder } };
}

export async function loader(args: Route.LoaderArgs) {
  const { deps, found } = await page(args);
  // Two addresses each show the same page: /trade-in (and /cars/trade-in), /sell-my-car (and /sell-your-car).
  const url = siteUrl(deps.site, found.selling ? "/sell-my-car" : "/trade-in");
  // A valuation under way, or one for a particular car, is one shopper's: not a page to index.
  const own = new URL(args.request.url).search !== "";
  // Vehicle spec section 2: the trade-in FAQ below the steps, the dealer's own questions (issue 15).
  return { ...found, url, own, faq: await loadFaq(deps.db, deps.site.id, FAQ_GROUPS.tradeIn) };
}

/**
 * Every step posts here, and works without JavaScript: the plate (then the questions), the answers
 * (then the estimate), and the lead form that sends the valuation to the dealer. A step's field
 * errors come back as the page with the errors (200: a shopper's typo is not a failed request).
 */
export async function action(args: Route.ActionArgs) {
  const { context, request } = args;
  const { deps, found, here, shopper } = await page(args);
  const read = await readFormBody(request);
  if (!read.ok) throw data(read.error, { status: 400 });
  const body = read.body;
  const values = typedValues(body);
  if (body.intent === "rego") {
    const carId = found.targetCar?.id ?? null;
    const outcome = await lookUpRego(deps, { state: body.regoState, rego: body.rego, carId, shopperId: shopper?.id ?? null });
    if (!outcome.ok) return { ...found, stepErrors: { fields: outcome.fields, values } };
    return redirect(here(outcome.valuationId));
  }
  if (body.intent === "answers" && found.valuation) {
    const outcome = await valueVehicle(deps, found.valuation.id, body);
    if (!outcome) throw new Response("Not Found", { status: 404 });
    if (!outcome.ok) return { ...found, stepErrors: { fields: outcome.fields, values } };
    return redirect(here(found.valuation.id));
  }
  if (!found.leadSetup || !found.valuation) throw data("Nothing to send on this step.", { status: 400 });
  const outcome = await submitLeadPage(deps, found.leadSetup, {
    body: { ...body, valuation_id: found.valuation.id },
    url: request.url,
    clientIp: context.clientIp,
    userAgent: request.headers.get("User-Agent"),
  });
  if (outcome.kind === "stored") return redirect(`/success?lead=${outcome.leadId}`);
  const idempotencyKey = String(body.idempotency_key ?? found.idempotencyKey);
  return data({ ...found, idempotencyKey, result: outcome.result }, { status: outcome.status });
}

export function meta({ data: d }: Route.MetaArgs) {
  if (!d) return [{ title: "Page not found" }];
  return pageMeta({
    title: `${d.selling ? "Sell your car" : "Trade-in valuation"} | ${d.siteName}`,
    description: `Get an online estimate for your car from ${d.siteName} in about a minute: just your rego and a few questions.`,
    url: d.url,
    siteName: d.siteName,
    ...(d.own ? { robots: "noindex" } : {}),
  });
}

export default function TradeIn({ loaderData, actionData }: Route.ComponentProps) {
  // From the loader: a step's answer (actionData) carries no FAQ.
  return <TradeInPage d={actionData ?? loaderData} faq={loaderData.faq} />;
}
