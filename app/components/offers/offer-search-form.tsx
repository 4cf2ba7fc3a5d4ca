import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from "react";
import { Form, Link, useNavigate } from "react-router";
import { FacetSelect } from "~/components/ui/facet-select";
import { OFFERS_PATH } from "~/domain/offers/offer-paths";
import { type OfferFacets, type OfferSearchState, offerSearchHref, parseOfferSearch } from "~/domain/offers/offer-search";
import { useHydrated } from "~/lib/use-hydrated";
import { CategoryFilter, FIELD, LABEL, ModelSelect, PriceFilter, QueryField, SortSelect } from "./offer-filters";

type Props = {
  state: OfferSearchState;
  facets: OfferFacets;
  priceStats: { min: number; max: number } | null;
  filtered: boolean;
};

/** The form's fields as a URL's parameters (empty ones included; the parser treats them as absent). */
function formFields(form: HTMLFormElement): URLSearchParams {
  const fields = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === "string") fields.append(key, value);
  return fields;
}

/** With JavaScript, each change searches at once (typing after 300 ms, a price after 400) through the one canonical link. */
function useOfferSearch(state: OfferSearchState) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const queryRef = useRef<HTMLInputElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);
  // A new search from outside the box (Clear Filters, Back) shows its own words; the shopper's typing is left alone.
  useEffect(() => {
    if (queryRef.current && document.activeElement !== queryRef.current) queryRef.current.value = state.query;
  }, [state.query]);

  const searchSoon = (delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const form = formRef.current;
      if (!form) return;
      const fields = formFields(form);
      const parsed = parseOfferSearch(fields);
      // Anything the parser refuses goes to the server as typed, which says what was wrong with it.
      const href = parsed.ok ? offerSearchHref({ ...parsed.state, page: 1 }) : `${OFFERS_PATH}?${fields}`;
      navigate(href, { preventScrollReset: true, replace: delay > 0 });
    }, delay);
  };
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    searchSoon(0);
  };
  const onChange = (e: ChangeEvent<HTMLFormElement>) => {
    const target = e.target as unknown as HTMLInputElement | HTMLSelectElement;
    if (target.name === "make" && formRef.current) {
      // Another make's models do not apply: the model choice starts again.
      const model = formRef.current.elements.namedItem("model") as HTMLSelectElement | null;
      if (model) model.value = "";
    }
    // Typing waits 300 ms and a price box 400 ms (discovery spec section 9); a choice searches at once.
    searchSoon(target.type === "search" ? 300 : target.type === "number" ? 400 : 0);
  };
  return { formRef, queryRef, onSubmit, onChange };
}

/**
 * The offers search's filters (discovery spec sections 3 and 7): query, categories, make, model,
 * body and price, and the sort. Without JavaScript it is a plain GET form with a Search button;
 * with it, each change searches at once (typing after 300 ms) through the one canonical link.
 */
export function OfferSearchForm({ state, facets, priceStats, filtered }: Props) {
  const { formRef, queryRef, onSubmit, onChange } = useOfferSearch(state);
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  return (
    <aside aria-label="Filter offers">
      {/* In the server's HTML as the hydrated page has it, so nothing moves: the toggle is js-only and the
          closed panel js-collapsed (both undone when JavaScript is off, see root.tsx); disabled until it works. */}
      <button
        type="button"
        disabled={!hydrated}
        aria-expanded={open}
        aria-controls="offer-filters"
        onClick={() => setOpen((o) => !o)}
        className="js-only w-full rounded-site bg-brand px-4 py-3 font-semibold text-on-brand disabled:opacity-60 lg:hidden"
      >
        {open ? "Hide filters" : "Show filters"}
      </button>
      <div id="offer-filters" className={!open ? "js-collapsed mt-4 hidden lg:mt-0 lg:block" : "mt-4 lg:mt-0"}>
        <Form
          // The other fields start again from each new search, without taking focus from the search box.
          key={offerSearchHref({ ...state, query: "", page: 1 })}
          ref={formRef}
          method="get"
          action={OFFERS_PATH}
          role="search"
          aria-label="Offers"
          onSubmit={onSubmit}
          onChange={onChange}
          className="space-y-5 rounded-site bg-surface p-4 shadow-sm ring-1 ring-black/5"
        >
          <QueryField state={state} queryRef={queryRef} />
          <CategoryFilter facets={facets} />
          <FacetSelect
            id="offer-make"
            name="make"
            label="Make"
            allLabel="All makes"
            items={facets.make}
            defaultValue={state.make ?? ""}
            labelClassName={LABEL}
            selectClassName={FIELD}
          />
          <ModelSelect state={state} facets={facets} />
          <FacetSelect
            id="offer-body"
            name="body"
            label="Body type"
            allLabel="All body types"
            items={facets.body}
            defaultValue={state.body ?? ""}
            labelClassName={LABEL}
            selectClassName={FIELD}
          />
          <PriceFilter state={state} priceStats={priceStats} />
          <SortSelect state={state} />
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" className="rounded-site bg-brand px-5 py-2 font-semibold text-on-brand">
              Search offers
            </button>
            {filtered ? (
              <Link to={OFFERS_PATH} className="text-sm font-semibold underline">
                Clear Filters
              </Link>
            ) : null}
          </div>
        </Form>
      </div>
    </aside>
  );
}
