import { formatNumber } from "~/domain/format";
import { data, isRouteErrorResponse, redirect } from "react-router";
import { FilterPanelIsland } from "~/components/search/filter-panel-island";
import { InvalidSearch } from "~/components/search/invalid-search";
import { ResultGridIsland } from "~/components/search/result-grid-island";
import { SearchPage } from "~/components/search/search-page";
import { STALE } from "~/components/search/use-last-good";
import { requireSite } from "~/lib/require-site";
import { ErrorBoundary as PageErrorBoundary } from "~/root";
import { visitorPromoSeed } from "~/search/promo-position";
import { CLIENT_CACHE_MAX_AGE_MS, cachedAnswer, ResponseCache } from "~/search/response-cache";
import { isSearchParam } from "~/search/search-url";
import { loadSearchPage } from "~/services/load-search-page.server";
import type { Route } from "./+types/search";
import { sharedPageHeaders } from "~/lib/page-cache";
import { pageBreadcrumbs } from "~/seo/breadcrumbs";
import { pageData } from "~/seo/page-data.server";
import { pageMeta } from "~/seo/page-meta";
import { siteUrl } from "~/sites/site-origin";

// The same page for every shopper: served from the page cache for a few seconds (app/lib/page-cache.ts).
// On the site that randomises promo positions, a first visit also sets the visitor's seed; the page
// cache never stores a response that sets a cookie, nor answers a request that carries one.
export function headers({ loaderHeaders }: Route.HeadersArgs): Record<string, string> {
  const cookie = loaderHeaders.get("Set-Cookie");
  return { ...sharedPageHeaders(), ...(cookie ? { "Set-Cookie": cookie } : {}) };
}

/** Search answers already seen (spec section 9: the client cache, its size the site's, oldest dropped first). */
const answers = new ResponseCache<unknown>(10, CLIENT_CACHE_MAX_AGE_MS);

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const site = requireSite(context);
  const url = new URL(request.url);
  const visitor = visitorPromoSeed(site.search.randomisePromoPosition, request.headers.get("Cookie"), {
    fresh: () => crypto.getRandomValues(new Uint32Array(1))[0],
    secure: site.origin.startsWith("https:"),
  });
  const outcome = loadSearchPage(
    { search: context.search, site, now: context.now },
    { path: params["*"] ?? "", pathname: url.pathname, params: url.searchParams, promoSeed: visitor.seed },
  );
  if (outcome.kind === "redirect") throw redirect(outcome.href);
  if (outcome.kind === "invalid") throw data(outcome.error, { status: 400 });
  if (outcome.kind === "not-found") throw new Response("Not Found", { status: 404 });
  const page = outcome.page;
  // A landing page (and each page of it) is its own canonical; a search narrowed in the query string
  // (text, a refinement, a range, a sort) is no page to index, though its links are worth following.
  const narrowed = [...url.searchParams.keys()].some((key) => isSearchParam(key) && key !== "page");
  return data(
    {
      ...page,
      url: siteUrl(site, `${url.pathname}${page.page > 1 ? `?page=${page.page}` : ""}`),
      indexable: !narrowed,
      ...pageData(context, { crumbs: pageBreadcrumbs(site, page.crumbs) }),
    },
    visitor.setCookie ? { headers: { "Set-Cookie": visitor.setCookie } } : undefined,
  );
}

export function meta({ data: d }: Route.MetaArgs) {
  // A refused or unknown search: its error page names itself (InvalidSearch, the site's 404).
  if (!d) return [];
  // A search the server could not answer keeps the earlier results on screen (useLastGood), but has no head of its own.
  if ("stale" in d) return [{ title: "Search results" }];
  return pageMeta({
    title: `${d.heading}${d.page > 1 ? ` (page ${d.page})` : ""} | ${d.siteName}`,
    description: `${formatNumber(d.count)} ${d.heading.toLowerCase()} at ${d.siteName}.`,
    url: d.url,
    siteName: d.siteName,
    ...(d.indexable ? {} : { robots: "noindex, follow" }),
  });
}

/**
 * When a search cannot reach the server (offline, server down), the page keeps the results it is
 * showing and says they are earlier ones (useLastGood). Answers the server gave (a redirect, a
 * 400, a 404) are not failures to hide: they go on to the redirect or the error boundary.
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  // The results and the filters are islands, their code not in the page's first load. Coming from another
  // page they mount without server HTML: their code is fetched alongside the answer and awaited with it, so
  // the page shows whole (an island mounted before its code has come shows only once it has, after React's
  // reveal delay of about 300 ms). A failed fetch is left to the island itself.
  const islands = Promise.all([ResultGridIsland.preload(), FilterPanelIsland.preload()]);
  // Going back to a search seen a moment ago answers from memory (the browser's own clock is fine here).
  try {
    const answer = await cachedAnswer(answers, request, async () => {
      const fresh = await serverLoader();
      answers.resize(fresh.clientCacheSize);
      return fresh;
    });
    await islands;
    return answer;
  } catch (error) {
    if (error instanceof Response || isRouteErrorResponse(error)) throw error;
    return STALE;
  }
}

export default function Search({ loaderData }: Route.ComponentProps) {
  return <SearchPage loaderData={loaderData} />;
}

/** A search link the parser refused (400) says why; anything else is the site's usual error page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 400 && typeof error.data === "string") return <InvalidSearch reason={error.data} />;
  return <PageErrorBoundary error={error} params={{}} />;
}
