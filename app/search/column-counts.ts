import { type FacetColumn, NONE } from "./segment";

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

function uncountSingle(codes: Int32Array, docs: Int32Array, counts: Uint32Array) {
  for (let i = 0; i < docs.length; i++) {
    const code = codes[docs[i]];
    if (code !== NONE) counts[code]--;
  }
}

function uncountMulti(offsets: Uint32Array, list: Uint32Array, docs: Int32Array, counts: Uint32Array) {
  for (let i = 0; i < docs.length; i++) {
    const d = docs[i];
    const end = offsets[d + 1];
    for (let j = offsets[d]; j < end; j++) counts[list[j]]--;
  }
}

/** Adds each doc's value(s) of the facet to `counts` (by dictionary code). */
export function countDocs(col: FacetColumn, docs: Int32Array, counts: Uint32Array): void {
  if (col.codes) countSingle(col.codes, docs, counts);
  else countMulti(col.offsets as Uint32Array, col.list as Uint32Array, docs, counts);
}

/** Takes each doc's value(s) back out of `counts`: the docs must have been counted in them. */
export function uncountDocs(col: FacetColumn, docs: Int32Array, counts: Uint32Array): void {
  if (col.codes) uncountSingle(col.codes, docs, counts);
  else uncountMulti(col.offsets as Uint32Array, col.list as Uint32Array, docs, counts);
}

export function minMax(column: Float64Array, docs: Int32Array, into: { min: number; max: number }): void {
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
