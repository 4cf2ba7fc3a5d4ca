import { SORTS, type SortOption } from "~/domain/search-sort";

/** The filter form's id (filter-panel.tsx): the sort menu joins it through form=, here so the menu does not import the form. */
export const SEARCH_FORM_ID = "search-form";

/**
 * The Sort by menu. It belongs to the filter form (form=), so without JavaScript the form's
 * Show results button sends it; with JavaScript a change submits the form at once.
 */
export function SortSelect({ value }: { value: SortOption }) {
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="sort" className="text-sm font-semibold">
        Sort by
      </label>
      <select
        id="sort"
        name="sortBy"
        form={SEARCH_FORM_ID}
        defaultValue={value}
        key={value}
        onChange={() => (document.getElementById(SEARCH_FORM_ID) as HTMLFormElement | null)?.requestSubmit()}
        className="rounded-site border border-black/20 bg-surface px-2 py-2"
      >
        {SORTS.map(({ value, label }) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}
