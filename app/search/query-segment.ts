import type { VisibilityRules } from "~/domain/stock-visibility";
import { soldCutoff } from "~/domain/stock-visibility";
import { FACETS } from "./facets";
import { CAR_TYPE_CODES, NONE, type Segment, STATUS_CODES } from "./segment";
import type { RangeField, SortOption } from "./search-types";
import { withinOneEdit } from "./tokenize";

export type CompiledQuery = {
  tokens: string[];
  /** facet index -> selected values */
  refinements: Map<number, string[]>;
  ranges: Partial<Record<RangeField, { min: number | null; max: number | null }>>;
  sort: SortOption;
  /** How many of the best-sorted hits the caller needs (offset + page size). */
  topK: number;
  rules: VisibilityRules;
  now: Date;
};

export type TopDoc = { seg: Segment; doc: number; score: number };

export type SegmentResult = {
  seg: Segment;
  count: number;
  top: TopDoc[];
  facetCounts: Uint32Array[];
  stats: Record<RangeField, { min: number; max: number }>;
};

type Filter =
  | { kind: "facet"; facet: number; selected: Uint8Array; codes: Uint32Array | null; offsets: Uint32Array | null; list: Uint32Array | null }
  | { kind: "range"; field: RangeField; column: Float64Array; min: number; max: number };

const EXACT = 3;
const PREFIX = 2;
const TYPO = 1;
const TYPO_MIN_LENGTH = 5;

/** Cars the site may show at all, before time: its restrictions never change while it runs. */
function restrictionMask(seg: Segment, rules: VisibilityRules): Uint8Array {
  const r = rules.stockRestrictions;
  const key = JSON.stringify(r);
  const cached = seg.restrictionCache.get(key);
  if (cached) return cached;
  const mask = new Uint8Array(seg.n);
  const types = new Set(r.carTypes.map((t) => CAR_TYPE_CODES[t]));
  const makes = new Set(r.excludedMakes);
  const stock = new Set(r.excludedStockNumbers);
  for (let d = 0; d < seg.n; d++) {
    const car = seg.cars[d];
    mask[d] = seg.show[d] && (types.size === 0 || types.has(seg.carType[d] as 0 | 1 | 2)) && (!r.photoRequired || seg.photos[d] > 0) && !makes.has(car.make) && !stock.has(car.stocknum) && (!r.certifiedOnly || seg.certified[d]) ? 1 : 0;
  }
  seg.restrictionCache.set(key, mask);
  return mask;
}

/** Per doc, the summed match quality of every query token, or null when the query has no tokens; -1 marks a doc that misses a token. */
function textScores(seg: Segment, tokens: string[]): Float32Array | null {
  if (tokens.length === 0) return null;
  const total = new Float32Array(seg.n);
  const best = new Float32Array(seg.n);
  for (let t = 0; t < tokens.length; t++) {
    const q = tokens[t];
    const isLast = t === tokens.length - 1;
    best.fill(0);
    const apply = (tokenIndex: number, quality: number) => {
      const docs = seg.postings[tokenIndex];
      for (let i = 0; i < docs.length; i++) if (best[docs[i]] < quality) best[docs[i]] = quality;
    };
    let lo = 0;
    let hi = seg.tokens.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (seg.tokens[mid] < q) lo = mid + 1;
      else hi = mid;
    }
    // Earlier words must be whole words; only the word being typed matches as a prefix.
    for (let i = lo; i < seg.tokens.length && seg.tokens[i].startsWith(q); i++) {
      if (seg.tokens[i] === q) apply(i, EXACT);
      else if (isLast) apply(i, PREFIX);
    }
    if (q.length >= TYPO_MIN_LENGTH && !/^\d+$/.test(q)) {
      for (let i = 0; i < seg.tokens.length; i++) {
        const tok = seg.tokens[i];
        if (tok !== q && withinOneEdit(q, tok)) apply(i, TYPO);
      }
    }
    for (let d = 0; d < seg.n; d++) total[d] = total[d] < 0 || best[d] === 0 ? -1 : total[d] + best[d];
  }
  return total;
}

function compileFilters(seg: Segment, q: CompiledQuery): Filter[] {
  const filters: Filter[] = [];
  for (const [facet, values] of q.refinements) {
    const col = seg.facets[facet];
    const selected = new Uint8Array(col.values.length);
    for (const v of values) {
      const code = col.codeOf.get(v);
      if (code !== undefined) selected[code] = 1;
    }
    filters.push({ kind: "facet", facet, selected, codes: col.codes, offsets: col.offsets, list: col.list });
  }
  for (const field of ["price", "km", "year"] as const) {
    const range = q.ranges[field];
    if (!range || (range.min === null && range.max === null)) continue;
    filters.push({ kind: "range", field, column: seg[field], min: range.min ?? Number.NEGATIVE_INFINITY, max: range.max ?? Number.POSITIVE_INFINITY });
  }
  return filters;
}

function passes(f: Filter, d: number): boolean {
  if (f.kind === "range") {
    const v = f.column[d];
    return v >= f.min && v <= f.max;
  }
  if (f.codes) {
    const code = f.codes[d];
    return code !== NONE && f.selected[code] === 1;
  }
  const offsets = f.offsets as Uint32Array;
  const list = f.list as Uint32Array;
  for (let i = offsets[d]; i < offsets[d + 1]; i++) if (f.selected[list[i]] === 1) return true;
  return false;
}

function countFacet(seg: Segment, facet: number, d: number, counts: Uint32Array) {
  const col = seg.facets[facet];
  if (col.codes) {
    const code = col.codes[d];
    if (code !== NONE) counts[code]++;
    return;
  }
  const offsets = col.offsets as Uint32Array;
  const list = col.list as Uint32Array;
  for (let i = offsets[d]; i < offsets[d + 1]; i++) counts[list[i]]++;
}

function widen(stats: { min: number; max: number }, v: number) {
  if (v < stats.min) stats.min = v;
  if (v > stats.max) stats.max = v;
}

/**
 * Runs one query over one segment: visibility, text, facet and range filters, disjunctive facet
 * counts (a facet's counts apply every filter except its own: a car failing exactly one filter
 * counts only towards that filter's facet) and stats, plus the best `topK` hits.
 */
export function querySegment(seg: Segment, q: CompiledQuery): SegmentResult {
  const allowed = restrictionMask(seg, q.rules);
  const cutoff = soldCutoff(q.rules, q.now).getTime();
  const scores = textScores(seg, q.tokens);
  const filters = compileFilters(seg, q);
  const facetCounts = seg.facets.map((col) => new Uint32Array(col.values.length));
  const stats = {
    price: { min: Number.POSITIVE_INFINITY, max: Number.NEGATIVE_INFINITY },
    km: { min: Number.POSITIVE_INFINITY, max: Number.NEGATIVE_INFINITY },
    year: { min: Number.POSITIVE_INFINITY, max: Number.NEGATIVE_INFINITY },
  };
  const facetCount = FACETS.length;
  const matches: number[] = [];
  const positiveOnly = q.sort === "price_asc";
  for (let d = 0; d < seg.n; d++) {
    if (!allowed[d]) continue;
    if (seg.status[d] === STATUS_CODES.sold && !(seg.soldAt[d] > cutoff)) continue;
    if (scores && scores[d] < 0) continue;
    // Spec: sorted by lowest price, unpriced cars would all float to the top, so they are left out.
    if (positiveOnly && seg.price[d] <= 0) continue;
    let failed = -1;
    let failures = 0;
    for (let i = 0; i < filters.length; i++) {
      if (!passes(filters[i], d)) {
        failed = i;
        if (++failures > 1) break;
      }
    }
    if (failures === 0) {
      matches.push(d);
      for (let f = 0; f < facetCount; f++) countFacet(seg, f, d, facetCounts[f]);
      widen(stats.price, seg.price[d]);
      widen(stats.km, seg.km[d]);
      widen(stats.year, seg.year[d]);
    } else if (failures === 1) {
      const f = filters[failed];
      if (f.kind === "facet") countFacet(seg, f.facet, d, facetCounts[f.facet]);
      else widen(stats[f.field], f.column[d]);
    }
  }
  return { seg, count: matches.length, top: topDocs(seg, matches, scores, q.sort, q.topK), facetCounts, stats };
}

export function compareTop(sort: SortOption) {
  return (a: TopDoc, b: TopDoc): number => {
    const ca = a.seg;
    const cb = b.seg;
    let diff = 0;
    switch (sort) {
      case "relevance":
        diff = b.score - a.score || cb.customRank[b.doc] - ca.customRank[a.doc];
        break;
      case "latest":
        diff = cb.createdAt[b.doc] - ca.createdAt[a.doc];
        break;
      case "price_desc":
        diff = cb.price[b.doc] - ca.price[a.doc];
        break;
      case "price_asc":
        diff = ca.price[a.doc] - cb.price[b.doc];
        break;
    }
    return diff || ca.ids[a.doc] - cb.ids[b.doc];
  };
}

/** The k best docs in order, by a bounded insertion list: k is a page or a few, n is thousands. */
function topDocs(seg: Segment, matches: number[], scores: Float32Array | null, sort: SortOption, k: number): TopDoc[] {
  const cmp = compareTop(sort);
  if (matches.length <= k * 4) return matches.map((doc) => ({ seg, doc, score: scores ? scores[doc] : 0 })).sort(cmp).slice(0, k);
  const top: TopDoc[] = [];
  const probe: TopDoc = { seg, doc: 0, score: 0 };
  for (const doc of matches) {
    probe.doc = doc;
    probe.score = scores ? scores[doc] : 0;
    if (top.length === k && cmp(probe, top[k - 1]) >= 0) continue;
    let lo = 0;
    let hi = top.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cmp(top[mid], probe) <= 0) lo = mid + 1;
      else hi = mid;
    }
    top.splice(lo, 0, { seg, doc, score: probe.score });
    if (top.length > k) top.pop();
  }
  return top;
}
