import { compareFacetItems, FACETS, type FacetDefinition, sortFacetItems } from "./facets";
import type { FacetItem } from "./search-types";
import { TypoWords } from "./typo-words";

type ListedOrder = { size: number; codes: Int32Array; labels: string[] };

/**
 * One facet's values across every site of an index, each with a small integer code. Every segment
 * (each site's base and delta) codes its cars with the same dictionary, so a query over many
 * segments adds their counts into one array by code instead of matching values by name. A value
 * stays in the dictionary once seen: one no car has any more counts 0 and is never listed, so a
 * site's search shows only values of its own cars (and the ones the shopper selected).
 */
export class FacetDictionary {
  readonly values: string[] = [];
  private readonly codes = new Map<string, number>();
  private listed: ListedOrder | null = null;

  constructor(readonly facet: FacetDefinition) {}

  get size(): number {
    return this.values.length;
  }

  /** The value's code, adding it when new. */
  code(value: string): number {
    let c = this.codes.get(value);
    if (c === undefined) {
      c = this.values.push(value) - 1;
      this.codes.set(value, c);
    }
    return c;
  }

  codeOf(value: string): number | undefined {
    return this.codes.get(value);
  }

  /**
   * The facet's items with a count above zero, plus `selected` values (0 when none matched), in the
   * order sortFacetItems gives values sorted by value first. That order, without counts, is worked
   * out once per dictionary size, so a query sorts by count at most (and only count-then-label facets).
   */
  items(counts: Uint32Array, selected: readonly string[] = []): FacetItem[] {
    const { codes, labels } = this.listedOrder();
    const keep = new Uint8Array(this.size);
    let unknown = false;
    for (const value of selected) {
      const c = this.codes.get(value);
      if (c === undefined) unknown = true;
      else keep[c] = 1;
    }
    const items: FacetItem[] = [];
    for (let i = 0; i < codes.length; i++) {
      const c = codes[i];
      const count = c < counts.length ? counts[c] : 0;
      if (count > 0 || keep[c]) items.push({ value: this.values[c], label: labels[c], count });
    }
    // The listed order already breaks count ties the way the facet's sort does (stable sort).
    if (this.facet.sort === "count-then-label") items.sort((a, b) => b.count - a.count);
    if (unknown) this.insertUnknown(items, selected);
    return items;
  }

  /**
   * Selected values no car has ever had go where sorting by value, then by the facet's order,
   * would put them: a binary search each, not a sort of every value.
   */
  private insertUnknown(items: FacetItem[], selected: readonly string[]): void {
    const { label, sort } = this.facet;
    const compare = compareFacetItems(sort);
    const order = (a: FacetItem, b: FacetItem) => compare(a, b) || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0);
    for (const value of selected) {
      if (this.codes.has(value) || items.some((item) => item.value === value)) continue;
      const item = { value, label: label ? label(value) : value, count: 0 };
      let lo = 0;
      let hi = items.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (order(items[mid], item) <= 0) lo = mid + 1;
        else hi = mid;
      }
      items.splice(lo, 0, item);
    }
  }

  /** Every code in sortFacetItems' order for equal counts, ties by value; and each value's label. */
  private listedOrder(): ListedOrder {
    if (this.listed?.size === this.size) return this.listed;
    const label = this.facet.label;
    const labels = this.values.map((value) => (label ? label(value) : value));
    const all = this.values
      .map((value, code) => ({ value, label: labels[code], count: 0, code }))
      .sort((a, b) => (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
    const codes = Int32Array.from(sortFacetItems(all, this.facet.sort), (item) => item.code);
    this.listed = { size: this.size, codes, labels };
    return this.listed;
  }
}

/** What every segment of an index shares: one dictionary per facet (FACETS order) and the words typos may mean. */
export type IndexDictionaries = { facets: readonly FacetDictionary[]; words: TypoWords };

export function indexDictionaries(): IndexDictionaries {
  return { facets: FACETS.map((facet) => new FacetDictionary(facet)), words: new TypoWords() };
}
