import type { VisibilityRules } from "~/domain/stock-visibility";
import { listedCutoff, soldCutoff } from "~/domain/stock-visibility";
import { allowedDocs, allowedFacetCounts } from "./allowed-docs";
import { countDocs, minMax, uncountDocs } from "./column-counts";
import { type AllowedDocs, NONE, type Segment, STATUS_CODES, type ValuePostings } from "./segment";
import { isStaffView, RANGE_FIELDS, type RangeField, type SortOption, type StaffView } from "./search-types";

export type CompiledQuery = {
  tokens: string[];
  /** Per token, the index's words one typo away from it (typo-words.ts). */
  typos: string[][];
  /** Facet filters: facet index, per code of its dictionary 1 for a selected value, and those codes. */
  refinements: { facet: number; selected: Uint8Array; codes: number[] }[];
  ranges: Partial<Record<RangeField, { min: number | null; max: number | null }>>;
  sort: SortOption;
  /** Per facet (FACETS order): count it or not. */
  facets: boolean[];
  /** How many of the best-sorted hits the caller needs (offset + page size). */
  topK: number;
  /** Collects the id of every match, when given (a bulk change over all matching cars). */
  ids: number[] | null;
  rules: VisibilityRules | StaffView;
  /** The site restrictions (or the staff view) as a key of each segment's cached mask. */
  restrictionKey: string;
  now: Date;
};

export type TopDoc = { seg: Segment; doc: number; score: number; key: number };

/**
 * What a query has found so far over the segments it ran on. Facet codes are shared by every
 * segment (facet-dictionary.ts), so segments add their counts straight into one array per facet;
 * `top` holds the best `topK` hits of all of them.
 */
export type QueryTotals = {
  count: number;
  top: TopDoc[];
  facetCounts: Uint32Array[];
  stats: Record<RangeField, { min: number; max: number }>;
};

export function emptyTotals(q: CompiledQuery, dictionarySizes: number[]): QueryTotals {
  return {
    count: 0,
    top: [],
    facetCounts: dictionarySizes.map((size, f) => (q.facets[f] ? new Uint32Array(size) : EMPTY_COUNTS)),
    stats: Object.fromEntries(
      RANGE_FIELDS.map((field) => [field, { min: Number.POSITIVE_INFINITY, max: Number.NEGATIVE_INFINITY }]),
    ) as QueryTotals["stats"],
  };
}

/** A compiled filter, by the kind of loop that tests it. */
type Filter =
  | { kind: "single"; facet: number; codes: Int32Array; selected: Uint8Array; selectedCodes: number[] }
  | { kind: "multi"; facet: number; offsets: Uint32Array; list: Uint32Array; selected: Uint8Array }
  | { kind: "range"; field: RangeField; column: Float64Array; min: number; max: number };

const EMPTY_COUNTS = new Uint32Array(0);
const EXACT = 3;
const PREFIX = 2;
const TYPO = 1;

/** The segment's token number of `token`, or its insertion point when absent. */
function tokenAt(seg: Segment, token: string): number {
  let lo = 0;
  let hi = seg.tokens.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (seg.tokens[mid] < token) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Candidate dictionary tokens for one query word, each with its match quality; `typos` are the words one edit away. */
function candidates(seg: Segment, q: string, isLast: boolean, typos: string[]): [number, number][] {
  const out: [number, number][] = [];
  const lo = tokenAt(seg, q);
  // Earlier words must be whole words; only the word being typed matches as a prefix.
  if (isLast) {
    for (let i = lo; i < seg.tokens.length && seg.tokens[i].startsWith(q); i++) out.push([i, seg.tokens[i] === q ? EXACT : PREFIX]);
  } else if (seg.tokens[lo] === q) out.push([lo, EXACT]);
  for (const typo of typos) {
    const i = tokenAt(seg, typo);
    if (seg.tokens[i] === typo) out.push([i, TYPO]);
  }
  return out;
}

/**
 * Working memory for one segment's query, reused by the next (queries run one at a time, start to
 * end): a query over hundreds of sites would otherwise leave megabytes of short-lived arrays to
 * the garbage collector. `passes`, `passSum` and `best` are all zeros between queries.
 */
type Scratch = {
  size: number;
  /** Per doc: how many filters it passes, and the sum of their numbers (so the one failed is known). */
  passes: Uint8Array;
  passSum: Uint16Array;
  /** The docs passing at least one filter (their marks are cleared after the query). */
  touched: Int32Array;
  matches: Int32Array;
  nearMisses: Int32Array;
  /** The filter each near miss failed, and the near misses grouped by it. */
  nearFilter: Uint8Array;
  byFilter: Int32Array;
  /** Text match: summed quality per doc, and the best quality of the current word. */
  scores: Float32Array;
  best: Uint8Array;
};

const makeScratch = (size: number): Scratch => ({
  size,
  passes: new Uint8Array(size),
  passSum: new Uint16Array(size),
  touched: new Int32Array(size),
  matches: new Int32Array(size),
  nearMisses: new Int32Array(size),
  nearFilter: new Uint8Array(size),
  byFilter: new Int32Array(size),
  scores: new Float32Array(size),
  best: new Uint8Array(size),
});

let scratch = makeScratch(1024);
const scratchFor = (n: number): Scratch => {
  if (scratch.size < n) scratch = makeScratch(Math.max(n, scratch.size * 2));
  return scratch;
};

/**
 * The docs containing every query word (ascending), with each doc's summed match quality in
 * `scores`, or null when the query has no words. Works from the posting lists, so its cost follows
 * the matches, not the size of the site.
 */
function textMatch(seg: Segment, tokens: string[], typos: string[][], s: Scratch): Int32Array | null {
  if (tokens.length === 0) return null;
  const { scores, best } = s;
  let docs: Int32Array | null = null;
  for (let t = 0; t < tokens.length; t++) {
    const touched: number[] = [];
    for (const [tokenIndex, quality] of candidates(seg, tokens[t], t === tokens.length - 1, typos[t])) {
      const posting = seg.postings[tokenIndex];
      for (let i = 0; i < posting.length; i++) {
        const d = posting[i];
        if (best[d] === 0) touched.push(d);
        if (best[d] < quality) best[d] = quality;
      }
    }
    if (docs === null) {
      for (const d of touched) scores[d] = best[d];
      docs = new Int32Array(touched).sort();
    } else {
      const next: number[] = [];
      for (let i = 0; i < docs.length; i++) {
        const d = docs[i];
        if (best[d] > 0) {
          scores[d] += best[d];
          next.push(d);
        }
      }
      docs = new Int32Array(next);
    }
    for (const d of touched) best[d] = 0;
    if (docs.length === 0) break;
  }
  return docs;
}

/** The column a range filters: created_at_timestamp is the listing time in whole seconds, as links carry it. */
const rangeColumn = (seg: Segment, field: RangeField): Float64Array =>
  field === "created_at_timestamp" ? seg.createdAtSeconds : seg[field];

function compileFilters(seg: Segment, q: CompiledQuery): Filter[] {
  const filters: Filter[] = [];
  for (const { facet, selected, codes } of q.refinements) {
    const col = seg.facets[facet];
    if (col.codes) filters.push({ kind: "single", facet, codes: col.codes, selected, selectedCodes: codes });
    else filters.push({ kind: "multi", facet, offsets: col.offsets as Uint32Array, list: col.list as Uint32Array, selected });
  }
  for (const field of RANGE_FIELDS) {
    const range = q.ranges[field];
    if (!range || (range.min === null && range.max === null)) continue;
    filters.push({
      kind: "range",
      field,
      column: rangeColumn(seg, field),
      min: range.min ?? Number.NEGATIVE_INFINITY,
      max: range.max ?? Number.POSITIVE_INFINITY,
    });
  }
  return filters;
}

/**
 * A segment's docs by value of a single-valued facet (docs with value code c are
 * docs[offsets[c] .. offsets[c+1])), built the first time a query filters on the facet: a filter
 * then reads the docs it passes instead of every doc's value. Dead docs stay listed; the
 * restriction mask hides them.
 */
function valuePostings(seg: Segment, facet: number): ValuePostings {
  const known = seg.valuePostings[facet];
  if (known) return known;
  const codes = seg.facets[facet].codes as Int32Array;
  let size = 0;
  for (let d = 0; d < seg.n; d++) if (codes[d] >= size) size = codes[d] + 1;
  const offsets = new Int32Array(size + 1);
  for (let d = 0; d < seg.n; d++) if (codes[d] !== NONE) offsets[codes[d] + 1]++;
  for (let c = 0; c < size; c++) offsets[c + 1] += offsets[c];
  const docs = new Int32Array(offsets[size]);
  const next = offsets.slice(0, size);
  for (let d = 0; d < seg.n; d++) if (codes[d] !== NONE) docs[next[codes[d]]++] = d;
  const postings = { offsets, docs };
  seg.valuePostings[facet] = postings;
  return postings;
}

/**
 * The two facet filters (of single-valued facets) that pass the fewest docs, when together they pass
 * few enough that visiting just those docs beats a pass over the whole segment; otherwise null.
 */
function narrowestPair(seg: Segment, filters: Filter[]): [number, number] | null {
  let first = -1;
  let second = -1;
  let firstSize = 0;
  let secondSize = 0;
  for (let i = 0; i < filters.length; i++) {
    const f = filters[i];
    if (f.kind !== "single") continue;
    const { offsets } = valuePostings(seg, f.facet);
    let size = 0;
    for (const code of f.selectedCodes) if (code < offsets.length - 1) size += offsets[code + 1] - offsets[code];
    if (first < 0 || size < firstSize) {
      second = first;
      secondSize = firstSize;
      first = i;
      firstSize = size;
    } else if (second < 0 || size < secondSize) {
      second = i;
      secondSize = size;
    }
  }
  return second >= 0 && firstSize + secondSize < seg.n / 2 ? [first, second] : null;
}

/**
 * Marks the docs passing filter `i` among the candidates (`docs`, or every doc when null) and
 * returns the new number of touched docs. One loop per kind of filter, each monomorphic: with the
 * counting below, this is the hot path. Writes follow the passing docs, which a filter keeps few of.
 */
function markPasses(seg: Segment, f: Filter, i: number, docs: Int32Array | null, s: Scratch, touchedCount: number): number {
  const { passes, passSum, touched } = s;
  let t = touchedCount;
  const count = docs ? docs.length : seg.n;
  if (f.kind === "single" && docs === null) {
    const { offsets, docs: byValue } = valuePostings(seg, f.facet);
    for (const code of f.selectedCodes) {
      if (code >= offsets.length - 1) continue;
      for (let j = offsets[code]; j < offsets[code + 1]; j++) {
        const d = byValue[j];
        if (passes[d]++ === 0) touched[t++] = d;
        passSum[d] += i;
      }
    }
  } else if (f.kind === "single") {
    const { codes, selected } = f;
    for (let c = 0; c < count; c++) {
      const d = docs ? docs[c] : c;
      const code = codes[d];
      if (code !== NONE && selected[code] === 1) {
        if (passes[d]++ === 0) touched[t++] = d;
        passSum[d] += i;
      }
    }
  } else if (f.kind === "multi") {
    const { offsets, list, selected } = f;
    for (let c = 0; c < count; c++) {
      const d = docs ? docs[c] : c;
      for (let j = offsets[d]; j < offsets[d + 1]; j++) {
        if (selected[list[j]] === 1) {
          if (passes[d]++ === 0) touched[t++] = d;
          passSum[d] += i;
          break;
        }
      }
    }
  } else {
    const { column, min, max } = f;
    for (let c = 0; c < count; c++) {
      const d = docs ? docs[c] : c;
      const v = column[d];
      if (v >= min && v <= max) {
        if (passes[d]++ === 0) touched[t++] = d;
        passSum[d] += i;
      }
    }
  }
  return t;
}

/**
 * Runs one query over one segment and adds what it finds to `totals`: visibility, text, facet and
 * range filters, disjunctive facet counts (a facet's counts apply every filter except its own: a
 * car failing exactly that one filter still counts towards it) and stats, and the best hits.
 */
export function querySegment(seg: Segment, q: CompiledQuery, totals: QueryTotals): void {
  const n = seg.n;
  const s = scratchFor(n);
  const allowedSet = allowedDocs(seg, q.rules, q.restrictionKey);
  const allowed = allowedSet.mask;
  const time = timeLimits(q);
  const { hideSold, cutoff, listedAfter } = time;
  const docs = textMatch(seg, q.tokens, q.typos, s);
  const filters = compileFilters(seg, q);
  if (docs === null && filters.length === 0) {
    queryUnfiltered(seg, q, allowedSet, time, s, totals);
    return;
  }
  const filterCount = filters.length;
  let touchedCount = 0;
  let candidates = docs;
  const narrow = docs === null ? narrowestPair(seg, filters) : null;
  if (narrow) {
    // A doc outside both of these filters fails two: only the docs they pass can count anywhere.
    for (const i of narrow) touchedCount = markPasses(seg, filters[i], i, null, s, touchedCount);
    candidates = s.touched.subarray(0, touchedCount);
    for (let i = 0; i < filterCount; i++) if (!narrow.includes(i)) markPasses(seg, filters[i], i, candidates, s, touchedCount);
  } else {
    for (let i = 0; i < filterCount; i++) touchedCount = markPasses(seg, filters[i], i, docs, s, touchedCount);
  }
  const { passes, passSum, touched, matches, nearMisses, nearFilter } = s;
  const { status, soldAt, createdAt } = seg;
  const candidateCount = candidates ? candidates.length : n;
  const allFilters = (filterCount * (filterCount - 1)) / 2;
  let m = 0;
  let k = 0;
  for (let c = 0; c < candidateCount; c++) {
    const d = candidates ? candidates[c] : c;
    // A doc failing two filters or more counts nowhere: most docs, once a query has a few filters.
    const passed = passes[d];
    if (passed < filterCount - 1) continue;
    if (!allowed[d]) continue;
    if (hideSold && status[d] === STATUS_CODES.sold && !(soldAt[d] > cutoff)) continue;
    if (createdAt[d] < listedAfter) continue;
    if (passed === filterCount) matches[m++] = d;
    else {
      nearMisses[k] = d;
      nearFilter[k++] = allFilters - passSum[d];
    }
  }
  for (let c = 0; c < touchedCount; c++) {
    const d = touched[c];
    passes[d] = 0;
    passSum[d] = 0;
  }
  const matched = matches.subarray(0, m);
  totals.count += m;
  collectIds(seg, matched, q.ids);
  for (let f = 0; f < seg.facets.length; f++) if (q.facets[f]) countDocs(seg.facets[f], matched, totals.facetCounts[f]);
  for (const field of RANGE_FIELDS) minMax(rangeColumn(seg, field), matched, totals.stats[field]);
  if (k > 0) countNearMisses(seg, q, filters, nearMisses.subarray(0, k), s, totals);
  collectTop(seg, matched, docs ? s.scores : null, q.sort, q.topK, totals.top);
}

/**
 * What time leaves out: cars sold before the sold window and cars listed before the age limit. Both depend on now, so
 * they are not part of the cached mask. The dealer's view leaves nothing out, sold cars included.
 */
type TimeLimits = { hideSold: boolean; cutoff: number; listedAfter: number };

function timeLimits(q: CompiledQuery): TimeLimits {
  if (isStaffView(q.rules)) return { hideSold: false, cutoff: 0, listedAfter: Number.NEGATIVE_INFINITY };
  const maxAgeDays = q.rules.stockRestrictions.maxAgeDays;
  return {
    hideSold: true,
    cutoff: soldCutoff(q.rules, q.now).getTime(),
    listedAfter: maxAgeDays === null ? Number.NEGATIVE_INFINITY : listedCutoff(maxAgeDays, q.now).getTime(),
  };
}

/**
 * A search with no words and no filters shows every allowed doc but the few that time leaves out
 * (sold before the window, listed before the age limit). So its facet counts are the allowed docs' totals less those few docs': exactly what
 * counting the shown docs gives, without visiting each shown doc for each facet.
 */
function queryUnfiltered(seg: Segment, q: CompiledQuery, allowed: AllowedDocs, time: TimeLimits, s: Scratch, totals: QueryTotals): void {
  const { mask } = allowed;
  const { status, soldAt, createdAt } = seg;
  const { hideSold, cutoff, listedAfter } = time;
  const { matches, nearMisses: leftOut } = s;
  let m = 0;
  let e = 0;
  for (let d = 0; d < seg.n; d++) {
    if (!mask[d]) continue;
    if ((hideSold && status[d] === STATUS_CODES.sold && !(soldAt[d] > cutoff)) || createdAt[d] < listedAfter) leftOut[e++] = d;
    else matches[m++] = d;
  }
  const matched = matches.subarray(0, m);
  const out = leftOut.subarray(0, e);
  totals.count += m;
  collectIds(seg, matched, q.ids);
  // When time leaves out more than it shows (an age limit on an old stock), counting the shown is less work.
  const fromTotals = e < m;
  for (let f = 0; f < seg.facets.length; f++) {
    if (!q.facets[f]) continue;
    const into = totals.facetCounts[f];
    if (!fromTotals) {
      countDocs(seg.facets[f], matched, into);
      continue;
    }
    const { codes, counts } = allowedFacetCounts(seg, allowed, f);
    for (let i = 0; i < codes.length; i++) into[codes[i]] += counts[i];
    uncountDocs(seg.facets[f], out, into);
  }
  // Range extremes are not worth the same: docs at an extreme may all be left out, and checking costs as much.
  for (const field of RANGE_FIELDS) minMax(rangeColumn(seg, field), matched, totals.stats[field]);
  collectTop(seg, matched, null, q.sort, q.topK, totals.top);
}

function collectIds(seg: Segment, matched: Int32Array, ids: number[] | null): void {
  if (ids) for (let i = 0; i < matched.length; i++) ids.push(seg.ids[matched[i]]);
}

/** Each doc failing exactly one filter counts towards that filter's facet (or range stats) only. */
function countNearMisses(seg: Segment, q: CompiledQuery, filters: Filter[], near: Int32Array, s: Scratch, totals: QueryTotals) {
  // Grouped by filter with a counting sort, so each group is counted by the same loops as the matches.
  const { nearFilter, byFilter } = s;
  const starts = new Int32Array(filters.length + 1);
  for (let i = 0; i < near.length; i++) starts[nearFilter[i] + 1]++;
  for (let f = 0; f < filters.length; f++) starts[f + 1] += starts[f];
  const next = starts.slice(0, filters.length);
  for (let i = 0; i < near.length; i++) byFilter[next[nearFilter[i]]++] = near[i];
  filters.forEach((f, i) => {
    const docs = s.byFilter.subarray(starts[i], starts[i + 1]);
    if (f.kind === "range") minMax(f.column, docs, totals.stats[f.field]);
    else if (q.facets[f.facet]) countDocs(seg.facets[f.facet], docs, totals.facetCounts[f.facet]);
  });
}

/**
 * Keeps the k best docs in order in `top`, a small sorted buffer shared by every segment of the
 * query. Larger keys are better, ties go to the lower id; scores and ranks are small whole numbers,
 * so one number orders relevance.
 */
/** Below every price's key (prices are under 1e9 dollars): an unpriced car sorts after every priced one. */
const UNPRICED_KEY = -1e12;

function collectTop(seg: Segment, matched: Int32Array, scores: Float32Array | null, sort: SortOption, k: number, top: TopDoc[]) {
  if (k <= 0) return;
  const ids = seg.ids;
  const relevance = sort === "relevance";
  const column = relevance ? seg.customRank : sort === "latest" ? seg.createdAt : seg.price;
  const sign = sort === "price_asc" ? -1 : 1;
  // A price sort keeps every car: one with no price (0, "price on application") goes last either way.
  const unpricedLast = sort === "price_asc" || sort === "price_desc";
  // The worst kept hit, read once per insertion rather than once per doc.
  let full = top.length === k;
  let worstKey = full ? top[k - 1].key : 0;
  let worstId = full ? top[k - 1].seg.ids[top[k - 1].doc] : 0;
  for (let i = 0; i < matched.length; i++) {
    const doc = matched[i];
    const score = scores ? scores[doc] : 0;
    const key = relevance ? score * 1e9 + column[doc] : unpricedLast && column[doc] <= 0 ? UNPRICED_KEY : sign * column[doc];
    if (full && (key < worstKey || (key === worstKey && ids[doc] > worstId))) continue;
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
    if (top.length === k) {
      full = true;
      worstKey = top[k - 1].key;
      worstId = top[k - 1].seg.ids[top[k - 1].doc];
    }
  }
}
