import { OFFERS_PATH } from "./offer-paths";
import { normalizeText } from "~/domain/text";
import { slugify } from "~/domain/slugify";
import { isOfferCategory, OFFER_CATEGORIES, OFFER_CATEGORY_LABEL, type Offer, type OfferCategory } from "./offer";

/** Discovery spec section 9: the offers search shows 21 hits a page, like the stock search. */
export const OFFERS_PER_PAGE = 21;

export const OFFER_SORTS = ["newest", "ending-soon", "price-asc", "price-desc"] as const;
export type OfferSort = (typeof OFFER_SORTS)[number];
export const OFFER_SORT_LABEL: Record<OfferSort, string> = {
  newest: "Newest offers",
  "ending-soon": "Ending soonest",
  "price-asc": "Lowest price",
  "price-desc": "Highest price",
};

/**
 * The offers search (discovery spec sections 3 and 7): query, categories, price, make, model, body
 * and page, all in the URL. Make, model and body are slugs ('isuzu-ute', 'd-max', 'cabchassis').
 */
export type OfferSearchState = {
  query: string;
  categories: OfferCategory[];
  make: string | null;
  model: string | null;
  body: string | null;
  priceMin: number | null;
  priceMax: number | null;
  sort: OfferSort;
  page: number;
};

export const EMPTY_OFFER_SEARCH: OfferSearchState = {
  query: "",
  categories: [],
  make: null,
  model: null,
  body: null,
  priceMin: null,
  priceMax: null,
  sort: "newest",
  page: 1,
};

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const MAX_PRICE = 10_000_000;

/** The query string, or why it cannot be read (for a 400 that names the parameter). Empty fields are absent. */
export function parseOfferSearch(params: URLSearchParams): { ok: true; state: OfferSearchState } | { ok: false; error: string } {
  const text = (name: string) => (params.get(name) ?? "").trim();
  const query = text("query");
  if (query.length > 100) return { ok: false, error: "query must be at most 100 characters" };
  if ([...query].some((c) => c < " " || c === "\u007f")) return { ok: false, error: "query contains control characters" };
  const categories = [
    ...new Set(
      params
        .getAll("categories")
        .flatMap((v) => v.split(","))
        .map((v) => v.trim())
        .filter(Boolean),
    ),
  ];
  const unknown = categories.find((c) => !isOfferCategory(c));
  if (unknown !== undefined) return { ok: false, error: `categories must be among ${OFFER_CATEGORIES.join(", ")}` };
  const slugs: Record<"make" | "model" | "body", string | null> = { make: null, model: null, body: null };
  for (const name of ["make", "model", "body"] as const) {
    const value = text(name).toLowerCase();
    if (value && (value.length > 60 || !SLUG.test(value))) return { ok: false, error: `${name} is not a name any offer has` };
    slugs[name] = value || null;
  }
  const prices: Record<"price_min" | "price_max", number | null> = { price_min: null, price_max: null };
  for (const name of ["price_min", "price_max"] as const) {
    // A shopper may type '$45,990' into the box: the dollar sign, commas and spaces are dropped.
    const value = text(name).replace(/[$,\s]/g, "");
    if (value && (!/^\d{1,8}$/.test(value) || Number(value) > MAX_PRICE))
      return { ok: false, error: `${name} must be a whole number of dollars` };
    prices[name] = value ? Number(value) : null;
  }
  const sort = text("sort") || "newest";
  if (!(OFFER_SORTS as readonly string[]).includes(sort)) return { ok: false, error: `sort must be one of ${OFFER_SORTS.join(", ")}` };
  const page = text("page") || "1";
  if (!/^\d{1,4}$/.test(page) || Number(page) < 1) return { ok: false, error: "page must be a whole number from 1" };
  // A range typed the wrong way round means the same range.
  const [low, high] =
    prices.price_min !== null && prices.price_max !== null && prices.price_min > prices.price_max
      ? [prices.price_max, prices.price_min]
      : [prices.price_min, prices.price_max];
  return {
    ok: true,
    state: {
      query,
      categories: OFFER_CATEGORIES.filter((c) => categories.includes(c)),
      ...slugs,
      priceMin: low,
      priceMax: high,
      sort: sort as OfferSort,
      page: Number(page),
    },
  };
}

/** The one way to write an offers search link: only what is set, in a fixed order, so each search has one address. */
export function offerSearchHref(state: OfferSearchState, path = OFFERS_PATH): string {
  const params = new URLSearchParams();
  if (state.query) params.set("query", state.query);
  for (const c of state.categories) params.append("categories", c);
  if (state.make) params.set("make", state.make);
  if (state.model) params.set("model", state.model);
  if (state.body) params.set("body", state.body);
  if (state.priceMin !== null) params.set("price_min", String(state.priceMin));
  if (state.priceMax !== null) params.set("price_max", String(state.priceMax));
  if (state.sort !== "newest") params.set("sort", state.sort);
  if (state.page > 1) params.set("page", String(state.page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

export const isFilteredOfferSearch = (s: OfferSearchState) =>
  Boolean(s.query || s.categories.length || s.make || s.model || s.body || s.priceMin !== null || s.priceMax !== null);

export type OfferFacetItem = { value: string; label: string; count: number; selected: boolean };
export type ModelFacetItem = OfferFacetItem & { make: string };
export type OfferFacets = { categories: OfferFacetItem[]; make: OfferFacetItem[]; model: ModelFacetItem[]; body: OfferFacetItem[] };

export type OfferSearchResult = {
  hits: Offer[];
  count: number;
  page: number;
  pages: number;
  facets: OfferFacets;
  /** The lowest and highest price of the offers the other filters leave, for the price boxes' hints. */
  priceStats: { min: number; max: number } | null;
};

type Filter = "query" | "categories" | "make" | "model" | "body" | "price";

/** Each offer's words once, for the text query: title, summary, make, model, body, dealership and categories. */
function words(offer: Offer, bodyLabel: (body: string) => string): string[] {
  const text = [
    offer.title,
    offer.summary,
    offer.make,
    offer.model,
    offer.body ? bodyLabel(offer.body) : null,
    offer.dealershipName,
    ...offer.categories.map((c) => OFFER_CATEGORY_LABEL[c]),
  ]
    .filter(Boolean)
    .join(" ");
  return normalizeText(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

function passes(offer: Offer, state: OfferSearchState, filter: Filter, tokens: string[], offerWords: string[]): boolean {
  switch (filter) {
    case "query":
      // Every word of the query starts a word of the offer: 'hil 4x4' finds 'HiLux SR5 4x4'.
      return tokens.every((t) => offerWords.some((w) => w.startsWith(t)));
    case "categories":
      return state.categories.length === 0 || state.categories.some((c) => offer.categories.includes(c));
    case "make":
      return state.make === null || (offer.make !== null && slugify(offer.make) === state.make);
    case "model":
      return state.model === null || (offer.model !== null && slugify(offer.model) === state.model);
    case "body":
      return state.body === null || (offer.body !== null && slugify(offer.body) === state.body);
    case "price":
      if (state.priceMin === null && state.priceMax === null) return true;
      // A price range keeps only offers with a price inside it.
      return offer.price !== null && (state.priceMin ?? 0) <= offer.price && offer.price <= (state.priceMax ?? Number.POSITIVE_INFINITY);
  }
}

const FILTERS: Filter[] = ["query", "categories", "make", "model", "body", "price"];

const byLabel = <T extends { label: string }>(a: T, b: T) => a.label.localeCompare(b.label, "en-AU");

function compare(sort: OfferSort): (a: Offer, b: Offer) => number {
  const newest = (a: Offer, b: Offer) => b.startsOn.localeCompare(a.startsOn) || b.id - a.id;
  const priced = (dir: 1 | -1) => (a: Offer, b: Offer) => {
    // Offers without a price (finance rates, service deals) come after every priced one, either way.
    if (a.price === null || b.price === null) return (a.price === null ? 1 : 0) - (b.price === null ? 1 : 0) || newest(a, b);
    return dir * (a.price - b.price) || newest(a, b);
  };
  if (sort === "ending-soon") return (a, b) => a.endsOn.localeCompare(b.endsOn) || newest(a, b);
  if (sort === "price-asc") return priced(1);
  if (sort === "price-desc") return priced(-1);
  return newest;
}

/**
 * The offers search over a site's current offers (the caller passes only those): filters, facets
 * counted disjunctively (each facet counts the offers every other filter keeps, so choosing a make
 * still shows how many offers the other makes have), sort, and the page of 21.
 */
export function searchOffers(
  offers: readonly Offer[],
  state: OfferSearchState,
  bodyLabel: (body: string) => string = (b) => b,
): OfferSearchResult {
  const tokens = normalizeText(state.query)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const failing = offers.map((offer) => {
    const offerWords = tokens.length ? words(offer, bodyLabel) : [];
    return FILTERS.filter((f) => !passes(offer, state, f, tokens, offerWords));
  });
  /** The offers that pass every filter but `except`. */
  const keptBy = (except: Filter | null) => offers.filter((_, i) => failing[i].every((f) => f === except));
  const results = keptBy(null).sort(compare(state.sort));
  const pages = Math.max(1, Math.ceil(results.length / OFFERS_PER_PAGE));
  const start = (state.page - 1) * OFFERS_PER_PAGE;

  const count = <T extends OfferFacetItem>(
    list: Offer[],
    key: (o: Offer) => { value: string; item: Omit<T, "count" | "selected"> }[],
    selected: (v: string) => boolean,
  ) => {
    const items = new Map<string, T>();
    for (const offer of list)
      for (const { value, item } of key(offer)) {
        const existing = items.get(value);
        if (existing) existing.count += 1;
        else items.set(value, { ...item, count: 1, selected: selected(value) } as T);
      }
    return [...items.values()];
  };

  const categoryCounts = count<OfferFacetItem>(
    keptBy("categories"),
    (o) => o.categories.map((c) => ({ value: c, item: { value: c, label: OFFER_CATEGORY_LABEL[c] } })),
    (v) => state.categories.includes(v as OfferCategory),
  ).sort((a, b) => OFFER_CATEGORIES.indexOf(a.value as OfferCategory) - OFFER_CATEGORIES.indexOf(b.value as OfferCategory));
  const makes = count<OfferFacetItem>(
    keptBy("make"),
    (o) => (o.make ? [{ value: slugify(o.make), item: { value: slugify(o.make), label: o.make } }] : []),
    (v) => v === state.make,
  ).sort(byLabel);
  const models = count<ModelFacetItem>(
    keptBy("model"),
    (o) =>
      o.model && o.make
        ? [{ value: `${slugify(o.make)}/${slugify(o.model)}`, item: { value: slugify(o.model), label: o.model, make: o.make } }]
        : [],
    (v) => v.endsWith(`/${state.model}`),
  ).sort((a, b) => a.make.localeCompare(b.make, "en-AU") || byLabel(a, b));
  const bodies = count<OfferFacetItem>(
    keptBy("body"),
    (o) => (o.body ? [{ value: slugify(o.body), item: { value: slugify(o.body), label: bodyLabel(o.body) } }] : []),
    (v) => v === state.body,
  ).sort(byLabel);
  const prices = keptBy("price")
    .map((o) => o.price)
    .filter((p): p is number => p !== null);

  return {
    hits: results.slice(start, start + OFFERS_PER_PAGE),
    count: results.length,
    page: state.page,
    pages,
    facets: { categories: categoryCounts, make: makes, model: models, body: bodies },
    priceStats: prices.length ? { min: Math.min(...prices), max: Math.max(...prices) } : null,
  };
}
