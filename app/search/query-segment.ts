import type { VisibilityRules } from "~/domain/stock-visibility";
import { listedCutoff, soldCutoff } from "~/domain/stock-visibility";
import { CAR_TYPE_CODES, NONE, type Segment, STATUS_CODES } from "./segment";
import { RANGE_FIELDS, type RangeField, type SortOption } from "./search-types";
import { withinOneEdit } from "./tokenize";

export type CompiledQuery = {
  tokens: string[];
  /** facet index -> selected values */
  refinements: Map<number, string[]>;
  ranges: Partial<Record<RangeField, { min: number | null; max: number | null }>>;
  sort: SortOption;
  /** Per facet (FACETS order): count it or not. */
  facets: boolean[];
  /** How many of the best-sorted hits the caller needs (offset + page size). */
  topK: number;
  rules: VisibilityRules;
  now: Date;
};

export type TopDoc = { seg: Segment; doc: number; score: number; key: number };

export type SegmentResult = {
  seg: Segment;
  count: number;
  top: TopDoc[];
  facetCounts: Uint32Array[];
  stats: Record<RangeField, { min: number; max: number }>;
};

/** A compiled filter: which docs pass it, and what its near-misses count towards. */
type Filter = { pass: Uint8Array } & ({ kind: "facet"; facet: number } | { kind: "range"; field: RangeField; column: Float64Array });

const EMPTY_COUNTS = new Uint32Array(0);
const EXACT = 3;
const PREFIX = 2;
const TYPO = 1;
const TYPO_MIN_LENGTH = 5;

/** Cars the site may show at all, before time: its restrictions never change while it runs; dead docs never. */
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
    mask[d] =
      !seg.dead[d] &&
      seg.show[d] &&
      (types.size === 0 || types.has(seg.carType[d] as 0 | 1 | 2)) &&
      (!r.photoRequired || seg.photos[d] > 0) &&
      !makes.has(car.make) &&
      !stock.has(car.stocknum) &&
      (!r.certifiedOnly || seg.certified[d]) &&
      (!r.inStockOnly || seg.status[d] === STATUS_CODES.in_stock)
        ? 1
        : 0;
  }
  seg.restrictionCache.set(key, mask);
  return mask;
}

export type TextMatch = { docs: Int32Array; scores: Float32Array };

/** Candidate dictionary tokens for one query word, each with its match quality. */
function candidates(seg: Segment, q: string, isLast: boolean): [number, number][] {
  const out: [number, number][] = [];
  let lo = 0;
  let hi = seg.tokens.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (seg.tokens[mid] < q) lo = mid + 1;
    else hi = mid;
  }
  // Earlier words must be whole words; only the word being typed matches as a prefix.
  for (let i = lo; i < seg.tokens.length && seg.tokens[i].startsWith(q); i++) {
    if (seg.tokens[i] === q) out.push([i, EXACT]);
    else if (isLast) out.push([i, PREFIX]);
  }
  // Typos are forgiven in words of letters only: stock numbers and years must be typed right.
  if (q.length >= TYPO_MIN_LENGTH && /^[a-z]+$/.test(q)) {
    for (let len = q.length - 1; len <= q.length + 1; len++) {
      for (const i of seg.tokensByLength.get(len) ?? []) {
        const tok = seg.tokens[i];
        if (tok !== q && withinOneEdit(q, tok)) out.push([i, TYPO]);
      }
    }
  }
  return out;
}

/**
 * The docs containing every query word (ascending), with each doc's summed match quality, or
 * null when the query has no words. Works from the posting lists, so its cost follows the
 * matches, not the size of the site.
 */
function textMatch(seg: Segment, tokens: string[]): TextMatch | null {
  if (tokens.length === 0) return null;
  const scores = new Float32Array(seg.n);
  const best = new Uint8Array(seg.n);
  let docs: Int32Array | null = null;
  for (let t = 0; t < tokens.length; t++) {
    const touched: number[] = [];
    for (const [tokenIndex, quality] of candidates(seg, tokens[t], t === tokens.length - 1)) {
      const posting = seg.postings[tokenIndex];
      for (let i = 0; i < posting.length; i++) {
        const d = posting[i];
        if (best[d] === 0) touched.push(d);
        if (best[d] < quality) best[d] = quality;
      }
    }
    const next: number[] = [];
    if (docs === null) {
      for (const d of touched) {
        scores[d] = best[d];
        next.push(d);
      }
      next.sort((a, b) => a - b);
    } else {
      for (let i = 0; i < docs.length; i++) {
        const d = docs[i];
        if (best[d] > 0) {
          scores[d] += best[d];
          next.push(d);
        }
      }
    }
    for (const d of touched) best[d] = 0;
    docs = Int32Array.from(next);
    if (docs.length === 0) break;
  }
  return { docs: docs as Int32Array, scores };
}

function facetPassMask(col: Segment["facets"][number], selected: Uint8Array, n: number): Uint8Array {
  const pass = new Uint8Array(n);
  if (col.codes) {
    const codes = col.codes;
    for (let d = 0; d < n; d++) {
      const code = codes[d];
      if (code >= 0) pass[d] = selected[code];
    }
    return pass;
  }
  const offsets = col.offsets as Uint32Array;
  const list = col.list as Uint32Array;
  for (let d = 0; d < n; d++) {
    for (let j = offsets[d]; j < offsets[d + 1]; j++) {
      if (selected[list[j]]) {
        pass[d] = 1;
        break;
      }
    }
  }
  return pass;
}

function rangePassMask(column: Float64Array, min: number, max: number): Uint8Array {
  const pass = new Uint8Array(column.length);
  for (let d = 0; d < column.length; d++) {
    const v = column[d];
    pass[d] = v >= min && v <= max ? 1 : 0;
  }
  return pass;
}

/** The column a range filters: created_at_timestamp is the listing time in whole seconds, as links carry it. */
const rangeColumn = (seg: Segment, field: RangeField): Float64Array =>
  field === "created_at_timestamp" ? seg.createdAtSeconds : seg[field];

function compileFilters(seg: Segment, q: CompiledQuery): Filter[] {
  const filters: Filter[] = [];
  for (const [facet, values] of q.refinements) {
    const col = seg.facets[facet];
    const selected = new Uint8Array(col.values.length);
    for (const v of values) {
      const code = col.codeOf.get(v);
      if (code !== undefined) selected[code] = 1;
    }
    filters.push({ kind: "facet", facet, pass: facetPassMask(col, selected, seg.n) });
  }
  for (const field of RANGE_FIELDS) {
    const range = q.ranges[field];
    if (!range || (range.min === null && range.max === null)) continue;
    const column = rangeColumn(seg, field);
    filters.push({
      kind: "range",
      field,
      column,
      pass: rangePassMask(column, range.min ?? Number.NEGATIVE_INFINITY, range.max ?? Number.POSITIVE_INFINITY),
    });
  }
  return filters;
}

// Kept monomorphic (one array type each) so V8 compiles them to tight loops: this is the hot path.
function countSingle(codes: Int32Array, docs: Int32Array, counts: Uint32Array) {
  for (let i = 0; i < docs.length; i++) {
    const code = codes[docs[i]];
    if (code !== NONE) counts[code]++;
  }
}

function countMulti(offsets: Uint32Array, list: Uint32Array, docs: Int32Array, counts: Uint32Array) {
  for (let i = 0; i < docs.length; i++) {
    const d = docs[i];
    const end = offsets[d + 1];
    for (let j = offsets[d]; j < end; j++) counts[list[j]]++;
  }
}

function countDocs(col: Segment["facets"][number], docs: Int32Array, counts: Uint32Array) {
  if (col.codes) countSingle(col.codes, docs, counts);
  else countMulti(col.offsets as Uint32Array, col.list as Uint32Array, docs, counts);
}

function minMax(column: Float64Array, docs: Int32Array, into: { min: number; max: number }) {
  let min = into.min;
  let max = into.max;
  for (let i = 0; i < docs.length; i++) {
    const v = column[docs[i]];
    if (v < min) min = v;
    if (v > max) max = v;
  }
  into.min = min;
  into.max = max;
}

/** Larger is better; ties go to the lower id. Scores and ranks are small whole numbers, so one number orders relevance. */
function sortKey(seg: Segment, d: number, score: number, sort: SortOption): number {
  switch (sort) {
    case "relevance":
      return score * 1e9 + seg.customRank[d];
    case "latest":
      return seg.createdAt[d];
    case "price_desc":
      return seg.price[d];
    case "price_asc":
      return -seg.price[d];
  }
}

/**
 * Runs one query over one segment: visibility, text, facet and range filters, disjunctive facet
 * counts (a facet's counts apply every filter except its own: a car failing exactly that one
 * filter still counts towards it) and stats, plus the best `topK` hits.
 */
export function querySegment(seg: Segment, q: CompiledQuery): SegmentResult {
  const allowed = restrictionMask(seg, q.rules);
  const cutoff = soldCutoff(q.rules, q.now).getTime();
  // The age limit depends on now, like the sold window, so it is not part of the cached mask.
  const maxAgeDays = q.rules.stockRestrictions.maxAgeDays;
  const listedAfter = maxAgeDays === null ? Number.NEGATIVE_INFINITY : listedCutoff(maxAgeDays, q.now).getTime();
  const text = textMatch(seg, q.tokens);
  const scores = text?.scores ?? null;
  const filters = compileFilters(seg, q);
  const matches = new Int32Array(seg.n);
  let m = 0;
  const nearMisses: number[][] = filters.map(() => []);
  const masks = filters.map((f) => f.pass);
  const positiveOnly = q.sort === "price_asc";
  const candidatesCount = text ? text.docs.length : seg.n;
  for (let c = 0; c < candidatesCount; c++) {
    const d = text ? text.docs[c] : c;
    if (!allowed[d]) continue;
    if (seg.status[d] === STATUS_CODES.sold && !(seg.soldAt[d] > cutoff)) continue;
    if (seg.createdAt[d] < listedAfter) continue;
    // Spec: sorted by lowest price, unpriced cars would all float to the top, so they are left out.
    if (positiveOnly && seg.price[d] <= 0) continue;
    let failed = -1;
    let failures = 0;
    for (let i = 0; i < masks.length; i++) {
      if (masks[i][d] === 0) {
        failed = i;
        if (++failures > 1) break;
      }
    }
    if (failures === 0) matches[m++] = d;
    else if (failures === 1) nearMisses[failed].push(d);
  }
  const matched = matches.subarray(0, m);
  const facetCounts = seg.facets.map((col, f) => {
    if (!q.facets[f]) return EMPTY_COUNTS;
    const counts = new Uint32Array(col.values.length);
    countDocs(col, matched, counts);
    return counts;
  });
  const stats = Object.fromEntries(
    RANGE_FIELDS.map((field) => [field, { min: Number.POSITIVE_INFINITY, max: Number.NEGATIVE_INFINITY }]),
  ) as SegmentResult["stats"];
  for (const field of RANGE_FIELDS) minMax(rangeColumn(seg, field), matched, stats[field]);
  filters.forEach((f, i) => {
    const docs = Int32Array.from(nearMisses[i]);
    if (f.kind === "facet") {
      if (q.facets[f.facet]) countDocs(seg.facets[f.facet], docs, facetCounts[f.facet]);
    } else minMax(f.column, docs, stats[f.field]);
  });
  return { seg, count: m, top: topDocs(seg, matched, scores, q.sort, q.topK), facetCounts, stats };
}

export const compareTop = (a: TopDoc, b: TopDoc): number => b.key - a.key || a.seg.ids[a.doc] - b.seg.ids[b.doc];

/** The k best docs in order, kept in a small sorted buffer: k is a page or a few, n is thousands. */
function topDocs(seg: Segment, matched: Int32Array, scores: Float32Array | null, sort: SortOption, k: number): TopDoc[] {
  const top: TopDoc[] = [];
  const ids = seg.ids;
  for (let i = 0; i < matched.length; i++) {
    const doc = matched[i];
    const score = scores ? scores[doc] : 0;
    const key = sortKey(seg, doc, score, sort);
    if (top.length === k) {
      const last = top[k - 1];
      if (key < last.key || (key === last.key && ids[doc] > last.seg.ids[last.doc])) continue;
    }
    let lo = 0;
    let hi = top.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const t = top[mid];
      if (t.key > key || (t.key === key && t.seg.ids[t.doc] < ids[doc])) lo = mid + 1;
      else hi = mid;
    }
    top.splice(lo, 0, { seg, doc, score, key });
    if (top.length > k) top.pop();
  }
  return top;
}
