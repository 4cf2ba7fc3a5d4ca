import type { ComponentProps } from "react";
import { useEffect } from "react";
import { useLocation, useNavigation } from "react-router";
import { FacetTiles } from "~/components/search/facet-tiles";
import { FilterAside } from "~/components/search/filter-aside";
import { NoResults } from "~/components/search/no-results";
import { Pagination } from "~/components/search/pagination";
import { PriceFinderIsland } from "~/components/search/price-finder-island";
import { ResultGridIsland } from "~/components/search/result-grid-island";
import { SortSelect } from "~/components/search/sort-select";
import { type Stale, useLastGood } from "~/components/search/use-last-good";
import { Breadcrumbs } from "~/components/site/breadcrumbs";
import { AppLink } from "~/components/ui/app-link";
import { ALL_STOCK_PATH } from "~/domain/search-paths";
import { formatNumber } from "~/domain/format";
import { isFiltered } from "~/search/search-url";
import { whenIdle } from "~/lib/when-idle";

type GridProps = ComponentProps<typeof ResultGridIsland>;

/** A search page, as `loadSearchPage` makes it, with its breadcrumbs. */
export type SearchPageView = ComponentProps<typeof FilterAside> &
  Pick<GridProps, "slots" | "settings" | "layout"> & {
    heading: string;
    count: number;
    page: number;
    pages: number;
    extras: { facetTiles: boolean; priceFinder: boolean };
    breadcrumbs: Pick<ComponentProps<typeof Breadcrumbs>, "trail">;
  };

/** `/search` and its landing pages: the count, the sort, the filters, the results and the pages of them. */
export function SearchPage({ loaderData }: { loaderData: SearchPageView | Stale }) {
  // Vehicle spec section 9: event 49 counts search page views (one per page load or path change). The analytics code
  // is fetched for it after the page, not with it (issue 18's JavaScript budget), as the car page's event 4 is.
  const { pathname } = useLocation();
  useEffect(
    () =>
      whenIdle(() => {
        import("~/lib/analytics")
          .then(({ track }) => track({ event_id: 49, name: "search_page_view", data: { path: pathname } }))
          .catch(() => {});
      }),
    [pathname],
  );
  const { data: d, stale } = useLastGood(loaderData);
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname.startsWith("/search");
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <Breadcrumbs trail={d.breadcrumbs.trail} />
      <div className="mt-2 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-heading text-3xl font-bold">{d.heading}</h1>
          <p className="text-muted" aria-live="polite" data-testid="result-count">
            {formatNumber(d.count)} {d.count === 1 ? "car" : "cars"} found
            {stale ? " (showing earlier results: we couldn't update them just now)" : ""}
          </p>
        </div>
        <SortSelect value={d.state.sortBy ?? d.defaultSort} />
      </div>
      <div className="mt-6 grid gap-8 lg:grid-cols-[18rem_1fr]">
        <FilterAside state={d.state} facets={d.facets} facetStats={d.facetStats} makes={d.makes} defaultSort={d.defaultSort} />
        {/* min-w-0: a carousel's row of slides must not widen the grid column past the screen. */}
        <section
          aria-labelledby="results-heading"
          aria-busy={loading}
          className={`min-w-0${loading ? " opacity-60 transition-opacity" : ""}`}
        >
          {/* The cards' h3 names sit under this, so the outline has no gap (h1, h2, h3). */}
          <h2 id="results-heading" className="sr-only">
            Results
          </h2>
          {isFiltered(d.state) ? (
            <p className="mb-4">
              <AppLink
                to={ALL_STOCK_PATH}
                className="inline-block rounded-site bg-surface px-4 py-2 text-sm font-semibold shadow-sm ring-1 ring-black/10"
              >
                Clear Filters
              </AppLink>
            </p>
          ) : null}
          {d.extras.facetTiles ? <FacetTiles facets={d.facets} /> : null}
          {d.extras.priceFinder ? <PriceFinderIsland /> : null}
          {d.slots.length === 0 ? <NoResults /> : <ResultGridIsland slots={d.slots} settings={d.settings} layout={d.layout} />}
          <Pagination state={d.state} page={d.page} pages={d.pages} defaultSort={d.defaultSort} />
        </section>
      </div>
    </div>
  );
}
