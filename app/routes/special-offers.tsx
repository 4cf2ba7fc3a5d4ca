import { data, Link, useNavigation } from "react-router";
import { OfferCard } from "~/components/offers/offer-card";
import { GRID_FIRST_ROW, gridItemSkip } from "~/lib/grid-skip";
import { OfferSearchForm } from "~/components/offers/offer-search-form";
import { OFFERS_PATH } from "~/domain/offers/offer-paths";
import { NoResults } from "~/components/search/no-results";
import { Breadcrumbs } from "~/components/site/breadcrumbs";
import { offerSearchHref } from "~/domain/offers/offer-search";
import { sharedPageHeaders } from "~/lib/page-cache";
import { pageBreadcrumbs } from "~/seo/breadcrumbs";
import { pageData } from "~/seo/page-data.server";
import { pageMeta } from "~/seo/page-meta";
import { siteUrl } from "~/sites/site-origin";
import { requireSite } from "~/lib/require-site";
import { loadSpecialOffers } from "~/offers/load-special-offers.server";
import { cachedClientLoader, DIRECTORY_CLIENT_CACHE_SIZE } from "~/search/response-cache";
import type { Route } from "./+types/special-offers";

/**
 * A skipped offer card's height until it is drawn (app/lib/first-view.ts): the cards measured 405 to 490 px on the
 * four demo sites at 360 to 1920 px, mostly 432 to 448. Metro's offers are twenty-six phone screens.
 */
const OFFER_ESTIMATE = "[--skip-estimate:28rem]";

// The same page for every shopper with the same address: served from the page cache for a few seconds.
export const headers = sharedPageHeaders;

export async function loader({ context, request }: Route.LoaderArgs) {
  const site = requireSite(context);
  const outcome = await loadSpecialOffers({ db: context.db, site, now: context.now }, new URL(request.url).searchParams);
  if (outcome.kind === "invalid") throw data(outcome.error, { status: 400 });
  if (outcome.kind === "not-found") throw new Response("Not Found", { status: 404 });
  // Each filtered view or later page is its own address (and its own canonical), but not one to index.
  const url = siteUrl(site, offerSearchHref(outcome.page.state));
  const breadcrumbs = pageBreadcrumbs(site, [], { label: "Special offers", url: siteUrl(site, OFFERS_PATH) });
  return { ...outcome.page, url, ...pageData(context, { crumbs: breadcrumbs }) };
}

/** Offer searches already seen, 10 of them (discovery spec section 9), answered from memory for a minute. */
const offersAnswers = cachedClientLoader(DIRECTORY_CLIENT_CACHE_SIZE);
export const clientLoader = (args: Route.ClientLoaderArgs) => offersAnswers(args);

export function meta({ data: d }: Route.MetaArgs) {
  if (!d) return [{ title: "Special offers" }];
  const title = `Special offers${d.page > 1 ? ` (page ${d.page})` : ""} | ${d.siteName}`;
  return pageMeta({
    title,
    description: `${d.count} current new, used, finance and service offers at ${d.siteName}.`,
    url: d.url,
    siteName: d.siteName,
    // Each filtered view is its own address; the unfiltered first page is the one to index.
    ...(d.filtered || d.page > 1 ? { robots: "noindex, follow" } : {}),
  });
}

export default function SpecialOffers({ loaderData: d }: Route.ComponentProps) {
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === OFFERS_PATH;
  const href = (page: number) => offerSearchHref({ ...d.state, page });
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <Breadcrumbs trail={d.breadcrumbs.trail} current={d.breadcrumbs.current} />
      <h1 className="mt-2 font-heading text-3xl font-bold">Special offers</h1>
      <p className="text-muted" aria-live="polite" data-testid="offer-count">
        {d.count} {d.count === 1 ? "offer" : "offers"} found
      </p>
      <div className="mt-6 grid gap-8 lg:grid-cols-[18rem_1fr]">
        <OfferSearchForm state={d.state} facets={d.facets} priceStats={d.priceStats} filtered={d.filtered} />
        <section aria-label="Offers" aria-busy={loading} className={loading ? "opacity-60 transition-opacity" : ""}>
          {d.hits.length === 0 ? (
            <NoResults />
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
              {d.hits.map((offer, i) => (
                <li key={offer.id} className={`flex ${gridItemSkip(i)} ${OFFER_ESTIMATE}`}>
                  <OfferCard offer={offer} priority={i < GRID_FIRST_ROW} />
                </li>
              ))}
            </ul>
          )}
          {d.pages > 1 ? (
            <nav aria-label="Pagination" className="mt-10 flex items-center justify-center gap-4">
              {d.page > 1 ? (
                <Link
                  to={href(d.page - 1)}
                  rel="prev"
                  className="rounded-site bg-surface px-4 py-2 font-semibold shadow-sm ring-1 ring-black/10"
                >
                  Previous
                </Link>
              ) : null}
              <span>
                Page {d.page} of {d.pages}
              </span>
              {d.page < d.pages ? (
                <Link
                  to={href(d.page + 1)}
                  rel="next"
                  className="rounded-site bg-surface px-4 py-2 font-semibold shadow-sm ring-1 ring-black/10"
                >
                  Next
                </Link>
              ) : null}
            </nav>
          ) : null}
        </section>
      </div>
    </div>
  );
}
