import type { FacetItem, RangeField, SearchState, SortOption } from "~/search/search-types";
import { FilterPanelIsland } from "./filter-panel-island";
import { SearchHistory } from "./search-history";

type Props = {
  state: SearchState;
  facets: Record<string, FacetItem[]>;
  facetStats: Partial<Record<RangeField, { min: number; max: number }>>;
  makes: { popular: number; headings: boolean };
  defaultSort: SortOption;
};

/**
 * The filter column: the filter form and recent searches. On small screens the form starts folded
 * behind a real disclosure (`<details>`), the same in the server's HTML, without JavaScript and
 * after hydration, so nothing moves when scripts arrive (issue 16: the results used to jump about
 * 1,800 px on phones). On large screens the column is always open: the summary is hidden and the
 * closed details' content is shown (::details-content).
 */
export function FilterAside(panel: Props) {
  return (
    <aside aria-label="Filters">
      <details className="group lg:[&::details-content]:block lg:[&::details-content]:[content-visibility:visible]">
        <summary className="flex w-full cursor-pointer list-none items-center justify-center gap-2 rounded-site bg-brand px-4 py-3 font-semibold text-on-brand lg:hidden [&::-webkit-details-marker]:hidden">
          <span className="group-open:hidden">Show filters</span>
          <span className="hidden group-open:inline">Hide filters</span>
          <span aria-hidden="true" className="transition-transform group-open:rotate-180">
            ▾
          </span>
        </summary>
        <div id="filter-panel" className="mt-4 lg:mt-0">
          <FilterPanelIsland {...panel} />
        </div>
      </details>
      <SearchHistory state={panel.state} />
    </aside>
  );
}
