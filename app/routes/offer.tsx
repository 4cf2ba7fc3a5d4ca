import { data, redirect } from "react-router";
import { z } from "zod";
import { OfferPage } from "~/components/offers/offer-page";
import { OFFERS_PATH } from "~/domain/offers/offer-paths";
import { parseRowId } from "~/domain/row-id";
import { postedIdempotencyKey } from "~/leads/idempotency-key.server";
import { readFormBody } from "~/leads/request-body";
import { requireSite } from "~/lib/require-site";
import { routeInput, routeSchema, slugParam } from "~/lib/route-input";
import { loadOfferPage, submitOfferEnquiry } from "~/offers/load-offer-page.server";
import { pageBreadcrumbs } from "~/seo/breadcrumbs";
import { pageData } from "~/seo/page-data.server";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/offer";

// Not in the shared page cache: a current offer's page carries its enquiry form's one-time robot check and timer.

const INPUT = routeSchema({ params: { id: z.string(), manufacturer: slugParam.optional() } });

async function page(args: Route.LoaderArgs | Route.ActionArgs) {
  const { context } = args;
  const site = requireSite(context);
  const { params } = routeInput(args, INPUT);
  const id = parseRowId(params.id);
  const deps = { db: context.db, site, now: context.now, services: context.leads, logger: context.logger };
  const offer = id ? await loadOfferPage(deps, { id, manufacturer: params.manufacturer ?? null }) : null;
  if (!offer) throw new Response("Not Found", { status: 404 });
  const breadcrumbs = pageBreadcrumbs(site, [{ label: "Special offers", href: OFFERS_PATH }], { label: offer.offer.title, url: offer.url });
  const { jsonLd, ...shown } = offer;
  return { deps, offer, found: { ...shown, ...pageData(context, { crumbs: breadcrumbs, jsonLd: [jsonLd] }) } };
}

/**
 * An ended offer answers 410 Gone: the address named an offer that existed and will not come back,
 * so search engines drop it, while a shopper who followed an old link reads that it ended and sees
 * the offers running now (a 404 would suggest a broken link, a 200 an offer still on).
 */
export async function loader(args: Route.LoaderArgs) {
  const { found } = await page(args);
  return data(found, { status: found.status === "ended" ? 410 : 200 });
}

/** The enquiry posted without JavaScript: a redirect to the thank-you page, or the page again with the errors. */
export async function action(args: Route.ActionArgs) {
  const { context, request } = args;
  const { deps, offer, found } = await page(args);
  const read = await readFormBody(request);
  if (!read.ok) throw data(read.error, { status: 400 });
  const outcome = await submitOfferEnquiry(deps, offer, {
    body: read.body,
    url: request.url,
    clientIp: context.clientIp,
    userAgent: request.headers.get("User-Agent"),
  });
  // An offer that ended while the shopper typed takes no enquiry: the page says it ended.
  if (!outcome) return data({ ...found, result: undefined }, { status: 410 });
  if (outcome.kind === "stored") return redirect(`/success?lead=${outcome.leadId}`);
  const idempotencyKey = postedIdempotencyKey(read.body);
  const lead = found.lead ? { ...found.lead, idempotencyKey } : null;
  return data({ ...found, lead, result: outcome.result }, { status: outcome.status });
}

export function meta({ data: d }: Route.MetaArgs) {
  if (!d) return [{ title: "Offer not found" }];
  const title = `${d.offer.title} | ${d.siteName}`;
  return pageMeta({
    title: d.status === "ended" ? `Offer ended: ${title}` : title,
    description: d.offer.summary,
    url: d.url,
    siteName: d.siteName,
    image: d.image,
    // An ended offer stays readable (410) but is no page to find.
    ...(d.status === "ended" ? { robots: "noindex" } : {}),
  });
}

export default function Offer({ loaderData, actionData }: Route.ComponentProps) {
  // A post without JavaScript answers with the page again, and what became of the enquiry.
  return <OfferPage d={actionData ?? loaderData} result={actionData?.result} />;
}
