import type { VisibilityRules } from "~/domain/stock-visibility";
import { countDocs } from "./column-counts";
import { type AllowedDocs, CAR_TYPE_CODES, type Segment, type SparseCounts, STATUS_CODES } from "./segment";
import { isStaffView, type StaffView } from "./search-types";

/**
 * What a site may show of a segment, before time (its restrictions never change while it runs; dead
 * docs never), cached per set of restrictions: the mask every query starts from and, filled as
 * searches without words or filters ask, the facet counts of those docs. Such a search shows
 * exactly these docs less the ones time or its sort leaves out, so it reads the totals and takes
 * those few back out (query-segment.ts). Killing a doc clears it in the mask and drops the totals
 * (segment.ts: killDoc).
 */
export function allowedDocs(seg: Segment, rules: VisibilityRules | StaffView, key: string): AllowedDocs {
  const cached = seg.allowedCache.get(key);
  if (cached) return cached;
  const mask = isStaffView(rules) ? staffMask(seg, rules) : shopperMask(seg, rules);
  const allowed: AllowedDocs = { mask, facetCounts: [] };
  seg.allowedCache.set(key, allowed);
  return allowed;
}

/** The dealer sees every live doc, narrowed to the cars without photos or without a price when asked. */
function staffMask(seg: Segment, view: StaffView): Uint8Array {
  const mask = new Uint8Array(seg.n);
  for (let d = 0; d < seg.n; d++)
    mask[d] = !seg.dead[d] && (!view.noPhotos || seg.photos[d] === 0) && (!view.noPrice || !(seg.price[d] > 0)) ? 1 : 0;
  return mask;
}

function shopperMask(seg: Segment, rules: VisibilityRules): Uint8Array {
  const r = rules.stockRestrictions;
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
  return mask;
}

function allowedList(seg: Segment, allowed: AllowedDocs): Int32Array {
  const docs = new Int32Array(seg.n);
  let m = 0;
  for (let d = 0; d < seg.n; d++) if (allowed.mask[d]) docs[m++] = d;
  return docs.subarray(0, m);
}

/** Facet `f`'s counts over the allowed docs, as (code, count) pairs. */
export function allowedFacetCounts(seg: Segment, allowed: AllowedDocs, f: number): SparseCounts {
  const known = allowed.facetCounts[f];
  if (known) return known;
  const col = seg.facets[f];
  const dense = new Uint32Array(col.dictionary.size);
  countDocs(col, allowedList(seg, allowed), dense);
  let size = 0;
  for (let c = 0; c < dense.length; c++) if (dense[c] > 0) size++;
  const sparse: SparseCounts = { codes: new Int32Array(size), counts: new Uint32Array(size) };
  for (let c = 0, i = 0; c < dense.length; c++) {
    if (dense[c] === 0) continue;
    sparse.codes[i] = c;
    sparse.counts[i++] = dense[c];
  }
  allowed.facetCounts[f] = sparse;
  return sparse;
}
