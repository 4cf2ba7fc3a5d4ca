import { formatNumber } from "~/domain/format";
import { Form, Link } from "react-router";
import { LocationCard } from "~/components/locations/location-card";
import { OfferGrid } from "~/components/offers/offer-grid";
import { Breadcrumbs } from "~/components/site/breadcrumbs";
import { sharedPageHeaders } from "~/lib/page-cache";
import { requireSite } from "~/lib/require-site";
import { queryText, routeInput, routeSchema } from "~/lib/route-input";
import { pageBreadcrumbs } from "~/seo/breadcrumbs";
import { pageData } from "~/seo/page-data.server";
import { pageMeta } from "~/seo/page-meta";
import { loadPartsSearch } from "~/services/load-parts-search.server";
import { siteUrl } from "~/sites/site-origin";
import type { Route } from "./+types/parts-search";

const ENQUIRY_PATH = "/vehicle-parts-and-accessories";

// The same page for every shopper: served from the page cache for a few seconds (app/lib/page-cache.ts).
export const headers = sharedPageHeaders;

const INPUT = routeSchema({ query: { query: queryText(100) } });

export async function loader(args: Route.LoaderArgs) {
  const { context } = args;
  const site = requireSite(context);
  const { query } = routeInput(args, INPUT);
  const page = await loadPartsSearch({ db: context.db, search: context.search, site, now: context.now }, query.query);
  return {
    ...page,
    url: siteUrl(site, "/parts/search"),
    ...pageData(context, {
      crumbs: pageBreadcrumbs(site, [{ label: "Parts and accessories", href: ENQUIRY_PATH }], {
        label: "Parts search",
        url: siteUrl(site, "/parts/search"),
      }),
    }),
  };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [{ title: "Parts search" }];
  return pageMeta({
    title: `${data.query ? `Parts: ${data.query}` : "Parts search"} | ${data.siteName}`,
    description: `Genuine parts and accessories from ${data.siteName}: find a part, see accessories fitted to our stock and ask our parts team.`,
    url: data.url,
    siteName: data.siteName,
    ...(data.query ? { robots: "noindex, follow" } : {}),
  });
}

export default function PartsSearch({ loaderData: d }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumbs trail={d.breadcrumbs.trail} current={d.breadcrumbs.current} />
      <h1 className="mt-2 font-heading text-3xl font-bold">Parts and accessories search</h1>
      <p className="mt-2 max-w-prose text-muted">
        Tell us the part or accessory you need: our parts team checks stock and price and gets back to you, usually within one business day.
      </p>
      <Form method="get" role="search" className="mt-4 flex max-w-xl gap-2">
        <label htmlFor="parts-query" className="sr-only">
          Part or accessory
        </label>
        <input
          id="parts-query"
          type="search"
          name="query"
          maxLength={100}
          defaultValue={d.query}
          placeholder="Search parts, e.g. tow bar"
          className="w-full rounded-site border border-black/20 bg-surface px-3 py-2"
        />
        <button type="submit" className="rounded-site bg-brand px-4 py-2 font-semibold text-on-brand">
          Search
        </button>
      </Form>

      {d.query ? (
        <section aria-labelledby="parts-results" className="mt-8">
          <h2 id="parts-results" className="font-heading text-2xl font-bold">
            Results for ‘{d.query}’
          </h2>
          {d.fitted.length ? (
            <>
              <p className="mt-2 text-muted">Fitted to cars in our stock now:</p>
              <ul className="mt-3 flex flex-wrap gap-2">
                {d.fitted.map((f) => (
                  <li key={f.label}>
                    <Link
                      to={f.href}
                      className="inline-block rounded-site bg-surface px-3 py-2 text-sm font-semibold ring-1 ring-black/15 hover:ring-brand"
                    >
                      {f.label} <span className="text-muted">({formatNumber(f.count)} cars)</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <p className="mt-4">
            We don't list every part online.{" "}
            <Link to={ENQUIRY_PATH} className="font-semibold underline">
              Send a parts enquiry
            </Link>{" "}
            with the part and your car's rego or VIN, or call a parts counter below.
          </p>
        </section>
      ) : null}

      {d.offers.length ? (
        <section aria-labelledby="parts-offers" className="mt-10">
          <h2 id="parts-offers" className="font-heading text-2xl font-bold">
            Parts and accessories offers
          </h2>
          <OfferGrid offers={d.offers} />
        </section>
      ) : null}

      <section aria-labelledby="parts-counters" className="mt-10">
        <h2 id="parts-counters" className="font-heading text-2xl font-bold">
          Our parts counters
        </h2>
        {d.counters.length ? (
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {d.counters.map((location) => (
              <li key={location.id} className="flex [&>article]:flex-1">
                <LocationCard location={location} showLicences={d.showLicences} showMap={false} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2">
            <Link to={ENQUIRY_PATH} className="font-semibold underline">
              Send a parts enquiry
            </Link>{" "}
            and the right team will answer.
          </p>
        )}
      </section>
    </div>
  );
}
