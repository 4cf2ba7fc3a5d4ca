import { useState } from "react";
import type { FacetItem, RangeField, SearchState, SortOption } from "~/search/search-types";
import { FilterPanel } from "./filter-panel";
import { SearchHistory } from "./search-history";

type Props = {
  state: SearchState;
  facets: Record<string, FacetItem[]>;
  facetStats: Partial<Record<RangeField, { min: number; max: number }>>;
  makes: { popular: number; headings: boolean };
  defaultSort: SortOption;
  hydrated: boolean;
};

/** The filter column: the filter form (folded away on small screens once JavaScript runs) and recent searches. */
export function FilterAside({ hydrated, ...panel }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <aside aria-label="Filters">
      {hydrated ? (
        <button
          type="button"
          aria-expanded={open}
          aria-controls="filter-panel"
          onClick={() => setOpen((o) => !o)}
          className="w-full rounded-site bg-brand px-4 py-3 font-semibold text-on-brand lg:hidden"
        >
          {open ? "Hide filters" : "Show filters"}
        </button>
      ) : null}
      {/* Without JavaScript the filters are always shown; with it, small screens fold them away. */}
      <div id="filter-panel" className={hydrated && !open ? "mt-4 hidden lg:block" : "mt-4 lg:mt-0"}>
        <FilterPanel {...panel} hydrated={hydrated} />
      </div>
      <SearchHistory state={panel.state} />
    </aside>
  );
}
