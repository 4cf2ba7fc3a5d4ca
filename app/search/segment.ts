import type { FacetDictionary, IndexDictionaries } from "./facet-dictionary";
import { FACETS } from "./facets";
import type { IndexedCar } from "./search-types";
import { documentTokens } from "./tokenize";

/** One facet as columns: codes (in the index's shared dictionary) per car, or a CSR list when multi-valued. */
export type FacetColumn = {
  dictionary: FacetDictionary;
  /** Single-valued: code per doc, or NONE. */
  codes: Int32Array | null;
  /** Multi-valued: doc d owns list[offsets[d] .. offsets[d+1]). */
  offsets: Uint32Array | null;
  list: Uint32Array | null;
};

export type ValuePostings = { offsets: Int32Array; docs: Int32Array };
/** Facet counts of some docs: the codes they hold and how many docs hold each. */
export type SparseCounts = { codes: Int32Array; counts: Uint32Array };
export type AllowedDocs = {
  /** 1 for a doc the site may show (before time). */
  mask: Uint8Array;
  /** Per facet, filled when first needed. */
  facetCounts: (SparseCounts | undefined)[];
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
  /** Per set of site restrictions (as JSON), the docs the site may show and their totals (allowed-docs.ts). */
  allowedCache: Map<string, AllowedDocs>;
  /** Per single-valued facet, its docs by value, built when a query first filters on it (query-segment.ts). */
  valuePostings: (ValuePostings | undefined)[];
  /** 1 for a doc superseded by a newer copy of its car or removed: no query sees it (see `killDoc`). */
  dead: Uint8Array;
  deadCount: number;
};

/**
 * Takes ownership of `cars`: repeated strings in them are replaced by shared copies. Facet values
 * are coded in the index's shared dictionaries, and its all-letter words join the typo words.
 */
export function buildSegment(siteId: number, cars: IndexedCar[], shared: IndexDictionaries): Segment {
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
    allowedCache: new Map(),
    valuePostings: [],
    dead: new Uint8Array(n),
    deadCount: 0,
  };
  const intern = interner();
  const facets = new FacetColumnsBuilder(n, shared.facets);
  const postings = new PostingsBuilder();
  for (let d = 0; d < n; d++) {
    const c = cars[d];
    intern.car(c);
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
    postings.add(d, c);
    facets.add(d, c);
  }
  seg.tokens = postings.sortedTokens();
  seg.postings = seg.tokens.map((t) => postings.docs(t));
  for (const t of seg.tokens) shared.words.add(t);
  seg.facets = facets.columns();
  return seg;
}

/**
 * Hides one doc from every query. Every query starts from the allowed-docs mask (allowed-docs.ts),
 * so clearing the doc there keeps the hot loop free of a tombstone check; the totals counted over
 * the mask are dropped, to be counted again when next needed.
 */
export function killDoc(seg: Segment, d: number): void {
  if (seg.dead[d]) return;
  seg.dead[d] = 1;
  seg.deadCount++;
  for (const allowed of seg.allowedCache.values()) {
    allowed.mask[d] = 0;
    allowed.facetCounts = [];
  }
}

/** Rows from the database repeat the same strings thousands of times; one copy each is enough. */
function interner() {
  const known = new Map<string, string>();
  const one = (s: string) => {
    const k = known.get(s);
    if (k !== undefined) return k;
    known.set(s, s);
    return s;
  };
  const oneOrNull = (s: string | null) => (s === null ? null : one(s));
  // In place: a new array per car would only be more garbage for the collector.
  const all = (list: string[]) => {
    for (let i = 0; i < list.length; i++) list[i] = one(list[i]);
  };
  return {
    car(c: IndexedCar) {
      all(c.images);
      all(c.features);
      c.make = one(c.make);
      c.model = one(c.model);
      c.badge = oneOrNull(c.badge);
      c.series = oneOrNull(c.series);
      c.body = oneOrNull(c.body);
      c.colour = oneOrNull(c.colour);
      c.priceType = oneOrNull(c.priceType);
      c.dealershipName = one(c.dealershipName);
      c.dealershipSlug = one(c.dealershipSlug);
      c.locationName = one(c.locationName);
      c.city = one(c.city);
    },
  };
}

/**
 * The word tokens of a car: year, make, model, badge, series, body, simple body, colour, stock
 * number. Tokenizing each field alone gives the same tokens as the fields joined by spaces
 * (tokenize.ts splits on whitespace first), so a field value seen before reuses its posting lists.
 */
class PostingsBuilder {
  private readonly byToken = new Map<string, number[]>();
  private readonly byValue = new Map<string, number[][]>();

  add(d: number, c: IndexedCar): void {
    this.field(d, String(c.year));
    this.field(d, c.make);
    this.field(d, c.model);
    if (c.badge) this.field(d, c.badge);
    if (c.series) this.field(d, c.series);
    if (c.body) this.field(d, c.body);
    if (c.simpleBody) this.field(d, c.simpleBody);
    if (c.colour) this.field(d, c.colour);
    // Stock numbers are unique: cached, they would only fill the map.
    if (c.stocknum) for (const docs of this.lists(c.stocknum)) push(docs, d);
  }

  private field(d: number, value: string): void {
    let lists = this.byValue.get(value);
    if (lists === undefined) {
      lists = this.lists(value);
      this.byValue.set(value, lists);
    }
    for (const docs of lists) push(docs, d);
  }

  private lists(value: string): number[][] {
    return [...new Set(documentTokens(value))].map((token) => {
      let docs = this.byToken.get(token);
      if (docs === undefined) {
        docs = [];
        this.byToken.set(token, docs);
      }
      return docs;
    });
  }

  sortedTokens(): string[] {
    return [...this.byToken.keys()].sort();
  }

  docs(token: string): Int32Array {
    return new Int32Array(this.byToken.get(token) as number[]);
  }
}

/** Docs arrive in order, so a doc already listed (another field with the same word) is the last one. */
function push(docs: number[], d: number): void {
  if (docs[docs.length - 1] !== d) docs.push(d);
}

/** Every facet's column, filled in one pass over the cars. */
class FacetColumnsBuilder {
  private readonly codes: (Int32Array | null)[];
  private readonly offsets: (Uint32Array | null)[];
  private readonly lists: (number[] | null)[];

  constructor(
    n: number,
    private readonly dictionaries: readonly FacetDictionary[],
  ) {
    this.codes = FACETS.map((f) => (f.multi ? null : new Int32Array(n)));
    this.offsets = FACETS.map((f) => (f.multi ? new Uint32Array(n + 1) : null));
    this.lists = FACETS.map((f) => (f.multi ? [] : null));
  }

  add(d: number, car: IndexedCar): void {
    for (let f = 0; f < FACETS.length; f++) {
      const facet = FACETS[f];
      const dictionary = this.dictionaries[f];
      if (facet.multi) {
        const list = this.lists[f] as number[];
        for (const value of facet.values(car)) list.push(dictionary.code(value));
        (this.offsets[f] as Uint32Array)[d + 1] = list.length;
      } else {
        const value = facet.values(car);
        (this.codes[f] as Int32Array)[d] = value === null || value === "" ? NONE : dictionary.code(value);
      }
    }
  }

  columns(): FacetColumn[] {
    return FACETS.map((_, f) => {
      const list = this.lists[f];
      return { dictionary: this.dictionaries[f], codes: this.codes[f], offsets: this.offsets[f], list: list && Uint32Array.from(list) };
    });
  }
}
