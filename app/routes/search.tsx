import { useEffect, useState } from "react";
import { data, Link, redirect, useLocation, useNavigation } from "react-router";
import { track } from "~/lib/analytics";
import { FilterPanel, SEARCH_ACTION, SEARCH_FORM_ID } from "~/components/search/filter-panel";
import { SearchHistory } from "~/components/search/search-history";
import { FacetTiles } from "~/components/search/facet-tiles";
import { PriceFinder } from "~/components/search/price-finder";
import { requireSite } from "~/lib/require-site";
import { useHydrated } from "~/lib/use-hydrated";
import { ResultGrid } from "~/components/search/result-grid";
import { collapseSoldRuns } from "~/search/search-hit";
import { resultSlots } from "~/search/result-slots";
import { cardSettings } from "~/sites/card-settings";
import { searchPathRefinements } from "~/search/search-path";
import { foldFormParams, parseSearchParams, toSearchParams } from "~/search/search-state";
import type { SearchState, SortOption } from "~/search/search-types";
import { searchStock, withPathRefinements } from "~/services/search-stock.server";
import type { Route } from "./+types/search";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const site = requireSite(context);
  const url = new URL(request.url);
  const folded = foldFormParams(url.searchParams);
  if (folded) throw redirect(`${url.pathname}${folded.size ? `?${folded}` : ""}`);
  const parsed = parseSearchParams(url.searchParams);
  if (!parsed.ok) throw data(parsed.error, { status: 400 });
  const path = searchPathRefinements((params["*"] ?? "").split("/").filter(Boolean), context.search.catalogue(site.id));
  if (!path) throw new Response("Not Found", { status: 404 });
  const state = withPathRefinements(parsed.state, path.refinements);
  const outcome = searchStock(context.search, site, context.now, state);
  if (!outcome.ok) throw new Response("Not Found", { status: 404 });
  return {
    ...outcome.response,
    state,
    heading: path.heading,
    crumbs: path.crumbs.length ? path.crumbs : crumbsFor(state),
    siteName: site.name,
    defaultSort: site.defaultSort,
    settings: cardSettings(site),
    makes: { popular: site.search.popularMakes, headings: site.search.makeHeadings },
    slots: resultSlots(collapseSoldRuns(outcome.response.hits), site.search, {
      page: state.page,
      refinedTypes: state.refinements.car_type ?? [],
      now: context.now,
      timeZone: site.timeZone,
    }),
    extras: { facetTiles: site.search.facetTiles && isLanding(state), priceFinder: site.search.priceSlider && isLanding(state) },
    stale: false,
  };
}

type LoaderData = Awaited<ReturnType<typeof loader>>;
let lastGood: LoaderData | undefined;

/** While a search is loading, or after it fails, the last good results stay on screen. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  try {
    lastGood = await serverLoader();
    return lastGood;
  } catch (error) {
    if (lastGood && !(error instanceof Response)) return { ...lastGood, stale: true };
    throw error;
  }
}

const isLanding = (state: SearchState) =>
  !state.query && Object.keys(state.refinements).length === 0 && Object.keys(state.ranges).length === 0 && state.page === 1;

function crumbsFor(state: SearchState) {
  const one = (facet: string) => (state.refinements[facet]?.length === 1 ? state.refinements[facet][0] : null);
  const crumbs: { label: string; href: string }[] = [];
  const type = one("car_type");
  if (type) crumbs.push({ label: `${type[0].toUpperCase()}${type.slice(1)} cars`, href: `/search/${type}-cars` });
  return crumbs;
}

export function meta({ data: d }: Route.MetaArgs) {
  if (!d) return [{ title: "Search" }];
  return [
    { title: `${d.heading}${d.page > 1 ? ` (page ${d.page})` : ""} | ${d.siteName}` },
    { name: "description", content: `${d.count.toLocaleString("en-AU")} ${d.heading.toLowerCase()} at ${d.siteName}.` },
  ];
}

const SORT_LABELS: Record<SortOption, string> = {
  relevance: "Most relevant",
  latest: "Latest",
  price_desc: "Highest price",
  price_asc: "Lowest price",
};

export default function Search({ loaderData }: Route.ComponentProps) {
  // Vehicle spec section 9: event 49 counts search page views (one per page load or path change).
  const { pathname } = useLocation();
  useEffect(() => track({ event_id: 49, name: "search_page_view", data: { path: pathname } }), [pathname]);
  const d = loaderData;
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const [filtersOpen, setFiltersOpen] = useState(false);
  useEffect(() => {
    lastGood = d;
  }, [d]);
  const loading = navigation.state === "loading" && navigation.location.pathname.startsWith("/search");
  const pageHref = (page: number) => {
    const params = toSearchParams({ ...d.state, page }, { sortBy: d.defaultSort });
    return `${SEARCH_ACTION}?${params}`;
  };
  const filtered = Object.keys(d.state.refinements).length > 0 || Object.keys(d.state.ranges).length > 0 || d.state.query !== "";
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <nav aria-label="Breadcrumb" className="text-sm text-muted">
        <ol className="flex flex-wrap gap-2">
          <li>
            <Link to="/" className="underline">
              Home
            </Link>
          </li>
          {d.crumbs.map((c) => (
            <li key={c.href} className="flex gap-2">
              <span aria-hidden="true">/</span>
              <Link to={c.href} className="underline">
                {c.label}
              </Link>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mt-2 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-heading text-3xl font-bold">{d.heading}</h1>
          <p className="text-muted" aria-live="polite" data-testid="result-count">
            {d.count.toLocaleString("en-AU")} {d.count === 1 ? "car" : "cars"} found
            {d.stale ? " (showing earlier results: we couldn't update them just now)" : ""}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <label htmlFor="sort" className="text-sm font-semibold">
            Sort by
          </label>
          <select
            id="sort"
            name="sortBy"
            form={SEARCH_FORM_ID}
            defaultValue={d.state.sortBy ?? d.defaultSort}
            key={d.state.sortBy ?? d.defaultSort}
            onChange={() => (document.getElementById(SEARCH_FORM_ID) as HTMLFormElement | null)?.requestSubmit()}
            className="rounded-site border border-black/20 bg-surface px-2 py-2"
          >
            {Object.entries(SORT_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="mt-6 grid gap-8 lg:grid-cols-[18rem_1fr]">
        <aside aria-label="Filters">
          {hydrated ? (
            <button
              type="button"
              aria-expanded={filtersOpen}
              aria-controls="filter-panel"
              onClick={() => setFiltersOpen((o) => !o)}
              className="w-full rounded-site bg-brand px-4 py-3 font-semibold text-on-brand lg:hidden"
            >
              {filtersOpen ? "Hide filters" : "Show filters"}
            </button>
          ) : null}
          {/* Without JavaScript the filters are always shown; with it, small screens fold them away. */}
          <div id="filter-panel" className={hydrated && !filtersOpen ? "mt-4 hidden lg:block" : "mt-4 lg:mt-0"}>
            <FilterPanel state={d.state} facets={d.facets} facetStats={d.facetStats} hydrated={hydrated} makes={d.makes} />
          </div>
          <SearchHistory state={d.state} />
        </aside>
        <section aria-label="Results" aria-busy={loading} className={loading ? "opacity-60 transition-opacity" : ""}>
          {filtered ? (
            <p className="mb-4">
              <Link
                to={SEARCH_ACTION}
                className="inline-block rounded-site bg-surface px-4 py-2 text-sm font-semibold shadow-sm ring-1 ring-black/10"
              >
                Clear Filters
              </Link>
            </p>
          ) : null}
          {d.extras.facetTiles ? <FacetTiles facets={d.facets} /> : null}
          {d.extras.priceFinder ? <PriceFinder /> : null}
          {d.slots.length === 0 ? (
            <div className="rounded-site bg-surface p-8 text-center shadow-sm ring-1 ring-black/5">
              <h2 className="font-heading text-2xl font-bold">No Results Available</h2>
              <p className="mt-2 text-muted">
                No results found for your search at this time. Please try adjusting the filters for more results.
              </p>
              <Link to="/special-offers" className="mt-4 inline-block rounded-site bg-brand px-5 py-3 font-semibold text-on-brand">
                Clear Filters
              </Link>
            </div>
          ) : (
            <ResultGrid slots={d.slots} settings={d.settings} />
          )}
          {d.pages > 1 ? (
            <nav aria-label="Pagination" className="mt-10 flex items-center justify-center gap-4">
              {d.page > 1 ? (
                <Link
                  to={pageHref(d.page - 1)}
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
                  to={pageHref(d.page + 1)}
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
