import { data, Link, redirect } from "react-router";
import { z } from "zod";
import type { LeadFormResult } from "~/components/leads/lead-form";
import { LeadFormIsland } from "~/components/leads/lead-form-island";
import { OfferCard } from "~/components/offers/offer-card";
import { OfferDescription } from "~/components/offers/offer-description";
import { OfferDisclaimer } from "~/components/offers/offer-disclaimer";
import { OFFERS_PATH } from "~/domain/offers/offer-paths";
import { Breadcrumbs } from "~/components/site/breadcrumbs";
import { parseRowId } from "~/domain/row-id";
import { imageSrcSet, imageUrl } from "~/images/image-url";
import { postedIdempotencyKey } from "~/leads/idempotency-key.server";
import { readFormBody } from "~/leads/request-body";
import { requireSite } from "~/lib/require-site";
import { routeInput, routeSchema, slugParam } from "~/lib/route-input";
import { loadOfferPage, type OfferPageData, submitOfferEnquiry } from "~/offers/load-offer-page.server";
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

export default function OfferPage({ loaderData, actionData }: Route.ComponentProps) {
  const d = actionData ?? loaderData;
  const { offer } = d;
  const result: LeadFormResult | undefined = actionData?.result;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <Breadcrumbs trail={d.breadcrumbs.trail} current={d.breadcrumbs.current} />
      {d.status === "ended" ? <Ended endsText={offer.endsText} /> : null}
      <div className="mt-4 grid gap-8 lg:grid-cols-[1fr_24rem]">
        <article className="min-w-0 lg:col-start-1">
          <h1 className="font-heading text-3xl font-bold leading-tight md:text-4xl">{offer.title}</h1>
          <p className="mt-2 text-lg">{offer.summary}</p>
          {offer.image ? (
            <img
              src={imageUrl(offer.image.src, 900)}
              srcSet={imageSrcSet(offer.image.src, [480, 720, 900, 1200])}
              sizes="(min-width: 1024px) 800px, 100vw"
              alt={offer.image.alt}
              width={900}
              height={600}
              fetchPriority="high"
              className={`mt-5 aspect-[3/2] w-full rounded-site bg-black/5 object-cover ${d.status === "ended" ? "opacity-60 grayscale" : ""}`}
            />
          ) : null}
          {/* Phones read the price and dealership straight after the picture; large screens have them beside it. */}
          <div className="mt-6 lg:hidden">
            <OfferFacts d={d} />
          </div>
          <div className="mt-6">
            <OfferDescription description={offer.description} />
          </div>
          {offer.cta && d.status === "current" ? (
            <p className="mt-6">
              <Link to={offer.cta.href} className="inline-block rounded-site bg-accent px-5 py-3 font-semibold text-on-accent">
                {offer.cta.label}
              </Link>
            </p>
          ) : null}
          <OfferDisclaimer disclaimer={offer.disclaimer} />
        </article>
        <aside
          aria-label="Offer details"
          className={`space-y-6 lg:sticky lg:top-4 lg:col-start-2 lg:row-start-1 lg:block lg:self-start ${d.lead ? "" : "hidden"}`}
        >
          <div className="hidden lg:block">
            <OfferFacts d={d} />
          </div>
          {d.lead ? (
            <section aria-labelledby="offer-enquiry" id="enquire" className="rounded-site bg-surface p-5 shadow-sm ring-1 ring-black/5">
              <h2 id="offer-enquiry" className="font-heading text-xl font-bold">
                Enquire about this offer
              </h2>
              <p className="mt-1 text-sm text-muted">{offer.dealershipName} will get back to you about this offer.</p>
              <LeadFormIsland
                box={{ className: "mt-4" }}
                key={d.lead.setup.question.token}
                setup={d.lead.setup}
                result={result}
                idempotencyKey={d.lead.idempotencyKey}
                hidden={d.lead.hidden}
              />
            </section>
          ) : null}
        </aside>
      </div>
      {d.others.length ? (
        <section aria-labelledby="other-offers" className="mt-12">
          <div className="flex items-end justify-between gap-4">
            <h2 id="other-offers" className="font-heading text-2xl font-bold">
              {d.status === "ended" ? "Offers running now" : "More offers"}
            </h2>
            <Link to={OFFERS_PATH} className="font-semibold underline">
              All special offers
            </Link>
          </div>
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {d.others.map((o) => (
              <li key={o.id} className="flex">
                <OfferCard offer={o} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function Ended({ endsText }: { endsText: string }) {
  return (
    <div role="status" className="mt-4 rounded-site border-2 border-amber-700 bg-amber-50 p-4 text-amber-950">
      <p className="font-semibold">This offer ended on {endsText}.</p>
      <p className="mt-1 text-sm">
        It can no longer be taken up. See the offers running now below, or{" "}
        <Link to={OFFERS_PATH} className="font-semibold underline">
          browse all special offers
        </Link>
        .
      </p>
    </div>
  );
}

function OfferFacts({ d }: { d: Pick<OfferPageData, "offer" | "place" | "status"> }) {
  const { offer, place } = d;
  return (
    <section aria-label="The offer at a glance" className="rounded-site bg-surface p-5 shadow-sm ring-1 ring-black/5">
      {offer.priceText ? <p className="font-heading text-3xl font-black">{offer.priceText}</p> : null}
      {offer.savingText ? (
        <p className="mt-1 inline-block rounded-site bg-accent px-2 py-1 text-sm font-bold text-on-accent">{offer.savingText}</p>
      ) : null}
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {offer.vehicle ? (
          <>
            <dt className="font-semibold">Vehicle</dt>
            <dd>{offer.vehicle}</dd>
          </>
        ) : null}
        <dt className="font-semibold">Category</dt>
        <dd>{offer.categories.join(", ")}</dd>
        <dt className="font-semibold">{d.status === "ended" ? "Ran" : "Valid"}</dt>
        <dd>
          {offer.startsText} to {offer.endsText}
        </dd>
        <dt className="font-semibold">Dealership</dt>
        <dd>{offer.dealershipName}</dd>
      </dl>
      {place ? (
        <div className="mt-4 border-t border-black/10 pt-4 text-sm">
          <p className="font-semibold">{place.name}</p>
          <p className="text-muted">{place.address}</p>
          <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
            {place.phone ? (
              <a href={place.phone.href} className="font-semibold underline">
                {place.phone.text}
              </a>
            ) : null}
            <Link to={place.path} className="font-semibold underline">
              View location
            </Link>
            <a href={place.directions} rel="noopener noreferrer" className="font-semibold underline">
              Get Directions
            </a>
          </p>
        </div>
      ) : null}
    </section>
  );
}
