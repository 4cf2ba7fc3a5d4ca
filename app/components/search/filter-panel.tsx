import { type RefObject, useEffect, useRef } from "react";
import { Form, useNavigate } from "react-router";
import { formatNumber } from "~/domain/format";
import { LIST_FACETS } from "~/search/panel-facets";
import type { FacetItem, RangeField, SearchState, SortOption } from "~/search/search-types";
import { ALL_STOCK_PATH } from "~/domain/search-paths";
import { useHydrated } from "~/lib/use-hydrated";
import { formSearchHref } from "~/search/search-state";
import { MakeCards } from "./make-cards";
import { RangeFilter } from "./range-filter";
import { SEARCH_FORM_ID } from "./sort-select";

/** Items a list shows before 'Show N more' (the rest fold into a details element, open when one of them is chosen). */
const LIST_SHOWN = 8;
const SHOWN = new Set(["make", "model", ...LIST_FACETS.map((f) => f.name)]);

export type FilterPanelProps = {
  state: SearchState;
  facets: Record<string, FacetItem[]>;
  facetStats: Partial<Record<RangeField, { min: number; max: number }>>;
  makes: { popular: number; headings: boolean };
  /** The site's default sort, which canonical links leave out. */
  defaultSort: SortOption;
};

/** The form's fields (with the sort menu, which joins it through form=) as a URL's parameters. */
function formFields(form: HTMLFormElement): URLSearchParams {
  const fields = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === "string") fields.append(key, value);
  return fields;
}

export function FilterPanel({ state, facets, facetStats, makes, defaultSort }: FilterPanelProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const submitSoon = useSubmitSoon(formRef, defaultSort);
  const selected = (facet: string) => new Set(state.refinements[facet] ?? []);
  const hidden = Object.entries(state.refinements).filter(([facet]) => !SHOWN.has(facet));

  return (
    <Form
      id={SEARCH_FORM_ID}
      method="get"
      action={ALL_STOCK_PATH}
      ref={formRef}
      onSubmit={(e) => {
        e.preventDefault();
        submitSoon(0);
      }}
      onChange={(e) => {
        const target = e.target as unknown as HTMLInputElement;
        if (target.type === "search" || target.type === "text") submitSoon(300);
        else if (target.dataset.slider) submitSoon(400);
        else if (target.type !== "number") submitSoon(0);
      }}
      className="space-y-5"
    >
      <div>
        <label htmlFor="search-query" className="mb-1 block text-sm font-semibold">
          Search stock
        </label>
        <input
          id="search-query"
          type="search"
          name="query"
          defaultValue={state.query}
          key={state.query}
          placeholder="Search..."
          data-testid="search-directory-input"
          maxLength={200}
          autoComplete="off"
          className="w-full rounded-site border border-black/20 bg-surface px-3 py-2"
        />
      </div>
      {hidden.flatMap(([facet, values]) =>
        values.map((v, i) => <input key={`${facet}-${v}`} type="hidden" name={`refinementList[${facet}][${i}]`} value={v} />),
      )}
      <MakeCards
        makes={facets.make ?? []}
        models={facets.make_model ?? []}
        selectedMakes={selected("make")}
        selectedModels={selected("model")}
        popular={makes.popular}
        headings={makes.headings}
      />
      {(["price", "km", "year"] as const).map((field) => (
        <RangeFilter key={field} field={field} stats={facetStats[field]} value={state.ranges[field]} onSlide={() => submitSoon(400)} />
      ))}
      {LIST_FACETS.map(({ name, title, limit }) => (
        <ListFacet key={name} name={name} title={title} items={(facets[name] ?? []).slice(0, limit)} chosen={selected(name)} />
      ))}
      <ShowResultsButton />
    </Form>
  );
}

/**
 * Searches `delay` ms after it is called (again), through the canonical link of the form's fields; and once the
 * form has hydrated, if a field changed before then.
 */
function useSubmitSoon(formRef: RefObject<HTMLFormElement | null>, defaultSort: SortOption) {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // With JavaScript, every change searches at once (text after 300 ms, sliders after 400 ms), through
  // the canonical link (empty fields dropped) so shared links stay tidy.
  const submitSoon = (delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (formRef.current) navigate(formSearchHref(formFields(formRef.current), { defaultSort }), { preventScrollReset: true });
    }, delay);
  };
  // As an island (filter-panel-island.tsx) the form hydrates when first used: a box ticked or a menu
  // changed in the moment before (the browser keeps it) searches once it has hydrated.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form has hydrated
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const changed = [...form.elements].some((el) => {
      if (el instanceof HTMLSelectElement)
        return el.value !== (([...el.options].find((o) => o.defaultSelected) ?? el.options[0])?.value ?? "");
      if (!(el instanceof HTMLInputElement) || el.type === "number") return false;
      return el.type === "checkbox" || el.type === "radio" ? el.checked !== el.defaultChecked : el.value !== el.defaultValue;
    });
    if (changed) submitSoon(300);
  }, []);
  return submitSoon;
}

type ListFacetProps = { name: string; title: string; items: FacetItem[]; chosen: Set<string> };

/** A list facet's checkboxes with their counts, those past the first few folded into 'Show N more'. */
function ListFacet({ name, title, items, chosen }: ListFacetProps) {
  if (items.length < 2 && !chosen.size) return null;
  const option = (item: FacetItem) => (
    <li key={item.value}>
      <label className="flex cursor-pointer items-center gap-2 text-sm">
        <input
          type="checkbox"
          name={`refinementList[${name}][]`}
          value={item.value}
          defaultChecked={chosen.has(item.value)}
          key={`${item.value}-${chosen.has(item.value)}`}
          className="h-4 w-4 accent-[var(--site-primary)]"
        />
        <span className="flex-1">{item.label}</span>
        <span className="text-muted">{formatNumber(item.count)}</span>
      </label>
    </li>
  );
  const rest = items.slice(LIST_SHOWN);
  return (
    <fieldset className="border-t border-black/10 pt-4">
      <legend className="float-left mb-2 w-full font-heading font-bold">{title}</legend>
      <ul className="clear-left space-y-1">{items.slice(0, LIST_SHOWN).map(option)}</ul>
      {rest.length ? (
        <details open={rest.some((item) => chosen.has(item.value))} className="group mt-1">
          <summary className="cursor-pointer text-sm font-semibold underline">
            <span className="group-open:hidden">Show {rest.length} more</span>
            <span className="hidden group-open:inline">Show fewer</span>
          </summary>
          <ul className="mt-1 space-y-1">{rest.map(option)}</ul>
        </details>
      ) : null}
    </fieldset>
  );
}

/** The form's submit button: what searches without JavaScript; with it every change searches, and it stays for screen readers. */
function ShowResultsButton() {
  const hydrated = useHydrated();
  return (
    <button type="submit" className={hydrated ? "sr-only" : "w-full rounded-site bg-brand px-4 py-3 font-semibold text-on-brand"}>
      Show results
    </button>
  );
}
