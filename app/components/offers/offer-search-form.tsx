import { useEffect, useRef, useState } from "react";
import { FacetSelect } from "~/components/ui/facet-select";
import { Form, Link, useNavigate } from "react-router";
import { formatAud } from "~/domain/format";
import { useHydrated } from "~/lib/use-hydrated";
import {
  OFFER_SORT_LABEL,
  OFFER_SORTS,
  type OfferFacets,
  type OfferSearchState,
  offerSearchHref,
  parseOfferSearch,
} from "~/domain/offers/offer-search";
import { OFFERS_PATH } from "~/domain/offers/offer-paths";

type Props = {
  state: OfferSearchState;
  facets: OfferFacets;
  priceStats: { min: number; max: number } | null;
  filtered: boolean;
};

const FIELD = "mt-1 block w-full rounded-site border border-black/25 bg-surface px-3 py-2 font-normal";
const LABEL = "block text-sm font-semibold";

/** The form's fields as a URL's parameters (empty ones included; the parser treats them as absent). */
function formFields(form: HTMLFormElement): URLSearchParams {
  const fields = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === "string") fields.append(key, value);
  return fields;
}

/**
 * The offers search's filters (discovery spec sections 3 and 7): query, categories, make, model,
 * body and price, and the sort. Without JavaScript it is a plain GET form with a Search button;
 * with it, each change searches at once (typing after 300 ms) through the one canonical link.
 */
export function OfferSearchForm({ state, facets, priceStats, filtered }: Props) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const queryRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
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

  const makeChosen = facets.make.find((m) => m.selected)?.label ?? null;
  const models = makeChosen ? facets.model.filter((m) => m.make === makeChosen) : facets.model;
  const modelMakes = [...new Set(models.map((m) => m.make))];

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
          onSubmit={(e) => {
            e.preventDefault();
            searchSoon(0);
          }}
          onChange={(e) => {
            const target = e.target as unknown as HTMLInputElement | HTMLSelectElement;
            if (target.name === "make" && formRef.current) {
              // Another make's models do not apply: the model choice starts again.
              const model = formRef.current.elements.namedItem("model") as HTMLSelectElement | null;
              if (model) model.value = "";
            }
            // Typing waits 300 ms and a price box 400 ms (discovery spec section 9); a choice searches at once.
            searchSoon(target.type === "search" ? 300 : target.type === "number" ? 400 : 0);
          }}
          className="space-y-5 rounded-site bg-surface p-4 shadow-sm ring-1 ring-black/5"
        >
          <label className={LABEL} htmlFor="offer-query">
            Search offers
            <input
              id="offer-query"
              ref={queryRef}
              type="search"
              name="query"
              defaultValue={state.query}
              placeholder="Search..."
              data-testid="search-directory-input"
              maxLength={100}
              className={FIELD}
            />
          </label>
          <fieldset>
            <legend className={LABEL}>Categories</legend>
            {facets.categories.length ? (
              <ul className="mt-2 space-y-1.5">
                {facets.categories.map((c) => (
                  <li key={c.value}>
                    <label className="flex items-center gap-2 text-sm">
                      <input type="checkbox" name="categories" value={c.value} defaultChecked={c.selected} className="h-4 w-4" />
                      <span>{c.label}</span>
                      <span className="ml-auto text-muted">{c.count}</span>
                    </label>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-1 text-sm text-muted">No categories for this search.</p>
            )}
          </fieldset>
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
          <label className={LABEL} htmlFor="offer-model">
            Model
            <select id="offer-model" name="model" defaultValue={state.model ?? ""} className={FIELD}>
              <option value="">All models</option>
              {modelMakes.map((make) => (
                <optgroup key={make} label={make}>
                  {models
                    .filter((m) => m.make === make)
                    .map((m) => (
                      <option key={`${make}/${m.value}`} value={m.value}>
                        {m.label} ({m.count})
                      </option>
                    ))}
                </optgroup>
              ))}
            </select>
          </label>
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
          <fieldset>
            <legend className={LABEL}>Price</legend>
            <div className="mt-1 grid grid-cols-2 gap-3">
              <label className="text-sm" htmlFor="offer-price-min">
                From ($)
                <input
                  id="offer-price-min"
                  name="price_min"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={500}
                  defaultValue={state.priceMin ?? ""}
                  placeholder={priceStats ? String(priceStats.min) : "Any"}
                  className={FIELD}
                />
              </label>
              <label className="text-sm" htmlFor="offer-price-max">
                To ($)
                <input
                  id="offer-price-max"
                  name="price_max"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={500}
                  defaultValue={state.priceMax ?? ""}
                  placeholder={priceStats ? String(priceStats.max) : "Any"}
                  className={FIELD}
                />
              </label>
            </div>
            {priceStats ? (
              <p className="mt-1 text-xs text-muted">
                Offers from {formatAud(priceStats.min)} to {formatAud(priceStats.max)}
              </p>
            ) : null}
          </fieldset>
          <label className={LABEL} htmlFor="offer-sort">
            Sort by
            <select id="offer-sort" name="sort" defaultValue={state.sort} className={FIELD}>
              {OFFER_SORTS.map((s) => (
                <option key={s} value={s}>
                  {OFFER_SORT_LABEL[s]}
                </option>
              ))}
            </select>
          </label>
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
