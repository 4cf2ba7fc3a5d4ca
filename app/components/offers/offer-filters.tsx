import { formatAud } from "~/domain/format";
import { OFFER_SORT_LABEL, OFFER_SORTS, type OfferFacets, type OfferSearchState } from "~/domain/offers/offer-search";

export const FIELD = "mt-1 block w-full rounded-site border border-black/25 bg-surface px-3 py-2 font-normal";
export const LABEL = "block text-sm font-semibold";

export function QueryField({ state, queryRef }: { state: OfferSearchState; queryRef: React.Ref<HTMLInputElement> }) {
  return (
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
  );
}

export function CategoryFilter({ facets }: { facets: OfferFacets }) {
  return (
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
  );
}

/** The models, grouped by make: the chosen make's alone once there is one. */
export function ModelSelect({ state, facets }: { state: OfferSearchState; facets: OfferFacets }) {
  const makeChosen = facets.make.find((m) => m.selected)?.label ?? null;
  const models = makeChosen ? facets.model.filter((m) => m.make === makeChosen) : facets.model;
  const modelMakes = [...new Set(models.map((m) => m.make))];
  return (
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
  );
}

type PriceStats = { min: number; max: number } | null;

type PriceBoxProps = { name: "price_min" | "price_max"; text: string; value: number | null; placeholder: string };

function PriceBox({ name, text, value, placeholder }: PriceBoxProps) {
  const id = name === "price_min" ? "offer-price-min" : "offer-price-max";
  return (
    <label className="text-sm" htmlFor={id}>
      {text}
      <input
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        min={0}
        step={500}
        defaultValue={value ?? ""}
        placeholder={placeholder}
        className={FIELD}
      />
    </label>
  );
}

export function PriceFilter({ state, priceStats }: { state: OfferSearchState; priceStats: PriceStats }) {
  return (
    <fieldset>
      <legend className={LABEL}>Price</legend>
      <div className="mt-1 grid grid-cols-2 gap-3">
        <PriceBox name="price_min" text="From ($)" value={state.priceMin} placeholder={priceStats ? String(priceStats.min) : "Any"} />
        <PriceBox name="price_max" text="To ($)" value={state.priceMax} placeholder={priceStats ? String(priceStats.max) : "Any"} />
      </div>
      {priceStats ? (
        <p className="mt-1 text-xs text-muted">
          Offers from {formatAud(priceStats.min)} to {formatAud(priceStats.max)}
        </p>
      ) : null}
    </fieldset>
  );
}

export function SortSelect({ state }: { state: OfferSearchState }) {
  return (
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
  );
}
