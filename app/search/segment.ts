import { FACETS } from "./facets";
import type { IndexedCar } from "./search-types";
import { documentTokens } from "./tokenize";

/** One facet as columns: dictionary codes per car (single-valued) or a CSR list (multi-valued). */
export type FacetColumn = {
  values: string[];
  codeOf: Map<string, number>;
  /** Single-valued: code per doc, or NONE. */
  codes: Int32Array | null;
  /** Multi-valued: doc d owns list[offsets[d] .. offsets[d+1]). */
  offsets: Uint32Array | null;
  list: Uint32Array | null;
};

// -1 keeps every code a small integer: 0xffffffff in a Uint32Array would force V8 into doubles.
export const NONE = -1;
export const STATUS_CODES = { in_stock: 0, coming_soon: 1, sold: 2 } as const;
export const CAR_TYPE_CODES = { new: 0, used: 1, demo: 2 } as const;

/**
 * A site's stock (or a delta of it: site-segments.ts) as typed-array columns plus an inverted token
 * index. Built whole from its cars (a few milliseconds for thousands); a changed or removed car is
 * only marked dead here, and the site's segments are compacted into a new one later.
 */
export type Segment = {
  siteId: number;
  cars: IndexedCar[];
  n: number;
  status: Uint8Array;
  soldAt: Float64Array;
  show: Uint8Array;
  carType: Uint8Array;
  photos: Uint16Array;
  certified: Uint8Array;
  price: Float64Array;
  km: Float64Array;
  year: Float64Array;
  createdAt: Float64Array;
  /** createdAt in whole Unix seconds, the unit of the created_at_timestamp range. */
  createdAtSeconds: Float64Array;
  customRank: Float64Array;
  ids: Int32Array;
  facets: FacetColumn[];
  /** Sorted token dictionary and, per token, the ascending doc numbers that contain it. */
  tokens: string[];
  postings: Int32Array[];
  /** Numbers of the all-letter tokens, by length: typo candidates differ in length by at most one. */
  tokensByLength: Map<number, number[]>;
  restrictionCache: Map<string, Uint8Array>;
  /** 1 for a doc superseded by a newer copy of its car or removed: no query sees it (see `killDoc`). */
  dead: Uint8Array;
  deadCount: number;
};

/** Takes ownership of `cars`: repeated strings in them are replaced by shared copies. */
export function buildSegment(siteId: number, cars: IndexedCar[]): Segment {
  const n = cars.length;
  const seg: Segment = {
    siteId,
    cars,
    n,
    status: new Uint8Array(n),
    soldAt: new Float64Array(n),
    show: new Uint8Array(n),
    carType: new Uint8Array(n),
    photos: new Uint16Array(n),
    certified: new Uint8Array(n),
    price: new Float64Array(n),
    km: new Float64Array(n),
    year: new Float64Array(n),
    createdAt: new Float64Array(n),
    createdAtSeconds: new Float64Array(n),
    customRank: new Float64Array(n),
    ids: new Int32Array(n),
    facets: [],
    tokens: [],
    postings: [],
    tokensByLength: new Map(),
    restrictionCache: new Map(),
    dead: new Uint8Array(n),
    deadCount: 0,
  };
  const tokenDocs = new Map<string, number[]>();
  // Rows from the database repeat the same strings thousands of times; one copy each is enough.
  const interned = new Map<string, string>();
  const intern = (s: string) => {
    const known = interned.get(s);
    if (known !== undefined) return known;
    interned.set(s, s);
    return s;
  };
  const internOrNull = (s: string | null) => (s === null ? null : intern(s));
  for (let d = 0; d < n; d++) {
    const c = cars[d];
    c.images = c.images.map(intern);
    c.features = c.features.map(intern);
    c.make = intern(c.make);
    c.model = intern(c.model);
    c.badge = internOrNull(c.badge);
    c.series = internOrNull(c.series);
    c.body = internOrNull(c.body);
    c.colour = internOrNull(c.colour);
    c.priceType = internOrNull(c.priceType);
    c.dealershipName = intern(c.dealershipName);
    c.dealershipSlug = intern(c.dealershipSlug);
    c.locationName = intern(c.locationName);
    c.city = intern(c.city);
    seg.status[d] = STATUS_CODES[c.status];
    seg.soldAt[d] = c.soldAt ?? Number.NaN;
    seg.show[d] = c.showOnDealerWebsite ? 1 : 0;
    seg.carType[d] = CAR_TYPE_CODES[c.carType];
    seg.photos[d] = Math.min(c.images.length, 65535);
    seg.certified[d] = c.certified ? 1 : 0;
    seg.price[d] = c.price;
    seg.km[d] = c.km;
    seg.year[d] = c.year;
    seg.createdAt[d] = c.createdAt;
    seg.createdAtSeconds[d] = Math.floor(c.createdAt / 1000);
    seg.customRank[d] = c.customRank;
    seg.ids[d] = c.id;
    const text = [String(c.year), c.make, c.model, c.badge, c.series, c.body, c.simpleBody, c.colour, c.stocknum].filter(Boolean).join(" ");
    for (const token of new Set(documentTokens(text))) {
      const docs = tokenDocs.get(token);
      if (docs) docs.push(d);
      else tokenDocs.set(token, [d]);
    }
  }
  seg.tokens = [...tokenDocs.keys()].sort();
  seg.postings = seg.tokens.map((t) => Int32Array.from(tokenDocs.get(t) as number[]));
  seg.tokens.forEach((t, i) => {
    if (!/^[a-z]+$/.test(t)) return;
    const same = seg.tokensByLength.get(t.length);
    if (same) same.push(i);
    else seg.tokensByLength.set(t.length, [i]);
  });
  seg.facets = FACETS.map((facet) => buildFacetColumn(cars, facet.values));
  return seg;
}

/**
 * Hides one doc from every query. Every query starts from the restriction mask (query-segment.ts),
 * so clearing the doc there keeps the hot loop free of a tombstone check.
 */
export function killDoc(seg: Segment, d: number): void {
  if (seg.dead[d]) return;
  seg.dead[d] = 1;
  seg.deadCount++;
  for (const mask of seg.restrictionCache.values()) mask[d] = 0;
}

function buildFacetColumn(cars: IndexedCar[], valuesOf: (car: IndexedCar) => string | string[] | null): FacetColumn {
  const values: string[] = [];
  const codeOf = new Map<string, number>();
  const code = (v: string) => {
    let c = codeOf.get(v);
    if (c === undefined) {
      c = values.push(v) - 1;
      codeOf.set(v, c);
    }
    return c;
  };
  const multi = cars.some((car) => Array.isArray(valuesOf(car)));
  if (!multi) {
    const codes = new Int32Array(cars.length);
    for (let d = 0; d < cars.length; d++) {
      const v = valuesOf(cars[d]) as string | null;
      codes[d] = v === null || v === "" ? NONE : code(v);
    }
    return { values, codeOf, codes, offsets: null, list: null };
  }
  const offsets = new Uint32Array(cars.length + 1);
  const list: number[] = [];
  for (let d = 0; d < cars.length; d++) {
    const v = valuesOf(cars[d]);
    for (const item of Array.isArray(v) ? v : v ? [v] : []) list.push(code(item));
    offsets[d + 1] = list.length;
  }
  return { values, codeOf, codes: null, offsets, list: Uint32Array.from(list) };
}
