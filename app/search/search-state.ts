import { ALL_STOCK_PATH } from "~/domain/search-paths";
import { FACET_NAMES } from "./facets";
import {
  HITS_PER_PAGE_MAX,
  PAGE_SIZE,
  RANGE_FIELDS,
  type RangeField,
  SORT_OPTIONS,
  type SearchState,
  type SortOption,
} from "./search-types";
import { type HrefOptions, isSearchParam, searchHref } from "./search-url";

export const MAX_QUERY_LENGTH = 200;
export const MAX_PAGE = 1000;

export type ParseResult = { ok: true; state: SearchState } | { ok: false; error: string };

/**
 * The URL is the search state, in the spec's format:
 * query, refinementList[FACET][i]=VALUE, range[price|km|year]=MIN:MAX, sortBy, page (1-based).
 */
export function parseSearchParams(params: URLSearchParams): ParseResult {
  const state: SearchState = { query: "", refinements: {}, ranges: {}, sortBy: null, page: 1 };
  for (const [key, raw] of params) {
    const value = raw.trim();
    if (key === "query") {
      if (value.length > MAX_QUERY_LENGTH) return { ok: false, error: `query must be at most ${MAX_QUERY_LENGTH} characters` };
      state.query = value;
      continue;
    }
    if (key === "sortBy") {
      if (!(SORT_OPTIONS as readonly string[]).includes(value))
        return { ok: false, error: `sortBy must be one of ${SORT_OPTIONS.join(", ")}` };
      state.sortBy = value as SortOption;
      continue;
    }
    if (key === "page") {
      const page = Number(value);
      if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE)
        return { ok: false, error: `page must be a whole number from 1 to ${MAX_PAGE}` };
      state.page = page;
      continue;
    }
    const refinement = /^refinementList\[([^\]]+)\](?:\[\d*\])?$/.exec(key);
    if (refinement) {
      const facet = refinement[1];
      if (!FACET_NAMES.has(facet)) return { ok: false, error: `Unknown facet "${facet}"` };
      if (!value) continue;
      const list = state.refinements[facet] ?? [];
      state.refinements[facet] = list;
      if (!list.includes(value)) list.push(value);
      continue;
    }
    const range = /^range\[([^\]]+)\]$/.exec(key);
    if (range) {
      const field = range[1];
      if (!(RANGE_FIELDS as readonly string[]).includes(field))
        return { ok: false, error: `Unknown range "${field}"; use ${RANGE_FIELDS.join(", ")}` };
      const parsed = parseRange(value);
      if (!parsed) return { ok: false, error: `range[${field}] must look like MIN:MAX with whole numbers (either side may be empty)` };
      state.ranges[field as RangeField] = parsed;
    }
    // Anything else (utm_ tags, fbclid, ...) is not search state; it is ignored, not refused.
  }
  return { ok: true, state };
}

/**
 * GET /api/search's hitsPerPage (discovery spec section 7 names the parameter; section 9 sets the
 * page at 21): a whole number from 1 to HITS_PER_PAGE_MAX, PAGE_SIZE when absent. The search pages
 * keep 21 a page; only API callers (carousels, lists of a few cars) ask for another size.
 */
export function parseHitsPerPage(raw: string | null): { ok: true; value: number } | { ok: false; error: string } {
  if (raw === null) return { ok: true, value: PAGE_SIZE };
  const value = Number(raw.trim());
  if (!/^\d+$/.test(raw.trim()) || value < 1 || value > HITS_PER_PAGE_MAX)
    return { ok: false, error: `hitsPerPage must be a whole number from 1 to ${HITS_PER_PAGE_MAX}` };
  return { ok: true, value };
}

function parseRange(value: string): { min: number | null; max: number | null } | null {
  // Ten digits: created_at_timestamp is in Unix seconds (1,790,000,000 in 2026).
  const match = /^(-?\d{1,10})?:(-?\d{1,10})?$/.exec(value);
  if (!match) return null;
  const min = match[1] === undefined ? null : Number(match[1]);
  const max = match[2] === undefined ? null : Number(match[2]);
  if (min !== null && max !== null && min > max) return null;
  return { min, max };
}

export const pageCount = (count: number, size: number = PAGE_SIZE) => Math.max(1, Math.ceil(count / size));

/** The form field whose value is itself search parameters (see foldFormParams). */
export const SIMILAR_FIELD = "similar";

/**
 * A form posted without JavaScript sends range[price][min] and range[price][max] and
 * refinementList[make][] keys; this folds them into the spec's URL format. Null when the
 * parameters are already canonical. A `similar` field (the car page's 'similar' dropdown) holds
 * search parameters of its own, folded in with the rest.
 */
export function foldFormParams(params: URLSearchParams): URLSearchParams | null {
  const keys = [...params.keys()];
  const needsFold =
    keys.some((k) => k === SIMILAR_FIELD || /^range\[[^\]]+\]\[(min|max)\]$/.test(k) || k.endsWith("[]")) ||
    [...params.values()].some((v) => v.trim() === "");
  if (!needsFold) return null;
  const out = new URLSearchParams();
  const ranges = new Map<string, { min: string; max: string }>();
  const counters = new Map<string, number>();
  const fields = [...params].flatMap(([key, value]): [string, string][] =>
    key === SIMILAR_FIELD ? [...new URLSearchParams(value)].filter(([inner]) => /^(range|refinementList)\[/.test(inner)) : [[key, value]],
  );
  for (const [key, raw] of fields) {
    const value = raw.trim();
    const side = /^range\[([^\]]+)\]\[(min|max)\]$/.exec(key);
    if (side) {
      const r = ranges.get(side[1]) ?? { min: "", max: "" };
      r[side[2] as "min" | "max"] = value.replace(/[,$\s]/g, "");
      ranges.set(side[1], r);
      continue;
    }
    if (value === "") continue;
    if (key.endsWith("[]")) {
      const base = key.slice(0, -2);
      const i = counters.get(base) ?? 0;
      counters.set(base, i + 1);
      out.append(`${base}[${i}]`, value);
      continue;
    }
    out.append(key, value);
  }
  for (const [field, r] of ranges) if (r.min || r.max) out.set(`range[${field}]`, `${r.min}:${r.max}`);
  return out;
}

/**
 * A search form's fields as a search link. Forms send `refinementList[make][]` keys, empty
 * fields and min/max boxes (`range[price][min]`); these are folded and written canonically by
 * searchHref, keeping any parameter that is not search state (utm_ tags). Fields the parser
 * refuses are kept as sent, so the search page can say what was wrong with them.
 */
export function formSearchHref(fields: URLSearchParams, options: HrefOptions = {}): string {
  const params = foldFormParams(fields) ?? fields;
  const parsed = parseSearchParams(params);
  if (!parsed.ok) return `${options.path ?? ALL_STOCK_PATH}${params.size ? `?${params}` : ""}`;
  const href = searchHref(parsed.state, options);
  const others = new URLSearchParams([...params].filter(([key]) => !isSearchParam(key)));
  return others.size ? `${href}${href.includes("?") ? "&" : "?"}${others}` : href;
}
