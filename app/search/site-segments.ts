import type { IndexDictionaries } from "./facet-dictionary";
import { buildSegment, killDoc, type Segment } from "./segment";
import type { IndexedCar } from "./search-types";

/**
 * How many changed cars (new copies plus dead docs) a site may carry before it is compacted into
 * one segment: each change rebuilds the delta, so it stays small (a few thousand cars build in a
 * few milliseconds), and a compaction (a whole-site build, no database) comes once per that many.
 */
export function deltaLimit(liveCars: number): number {
  return Math.max(256, Math.min(4096, Math.floor(liveCars / 16)));
}

const byId = (a: IndexedCar, b: IndexedCar) => a.id - b.id;

/**
 * One site's stock as a base segment plus a small delta segment (decision 015). A changed car's
 * doc in the base is marked dead and its new copy goes to the delta; a removed car is only marked
 * dead. Queries run over both and merge (search-index.ts), which gives exactly what one segment
 * built from the same cars would: every per-doc figure (match quality, sort key, facet values)
 * depends on the car alone, and ties are broken by car id.
 */
export class SiteSegments {
  private base: Segment;
  private delta: Segment | null = null;
  /** The current copy of each car changed since the last compaction (absent: removed, or unchanged). */
  private deltaCars = new Map<number, IndexedCar>();

  /** Takes ownership of `cars` (see buildSegment). */
  constructor(
    readonly siteId: number,
    cars: IndexedCar[],
    private readonly dictionaries: IndexDictionaries,
    private readonly limit: (liveCars: number) => number = deltaLimit,
  ) {
    this.base = buildBase(siteId, cars, dictionaries);
  }

  segments(): Segment[] {
    return this.delta ? [this.base, this.delta] : [this.base];
  }

  /** Every car the site holds now, each once. */
  *cars(): Iterable<IndexedCar> {
    const { base } = this;
    for (let d = 0; d < base.n; d++) if (!base.dead[d]) yield base.cars[d];
    yield* this.deltaCars.values();
  }

  size(): number {
    return this.base.n - this.base.deadCount + this.deltaCars.size;
  }

  /**
   * Applies a change: `changedIds` are the cars that changed, `cars` their current rows on this
   * site (a changed id without a row here was deleted or moved to another site: it is removed).
   * Synchronous, so a query sees the site either before or after the whole change.
   */
  apply(changedIds: Iterable<number>, cars: IndexedCar[]): void {
    for (const id of changedIds) {
      const d = docOf(this.base, id);
      if (d >= 0) killDoc(this.base, d);
      this.deltaCars.delete(id);
    }
    for (const car of cars) if (car.siteId === this.siteId) this.deltaCars.set(car.id, car);
    if (this.deltaCars.size + this.base.deadCount > this.limit(this.size())) this.compact();
    else this.delta = this.deltaCars.size ? buildSegment(this.siteId, [...this.deltaCars.values()].sort(byId), this.dictionaries) : null;
  }

  /** Folds the delta into a new base without dead docs. */
  private compact(): void {
    const live: IndexedCar[] = [];
    const { base } = this;
    for (let d = 0; d < base.n; d++) if (!base.dead[d]) live.push(base.cars[d]);
    for (const car of this.deltaCars.values()) live.push(car);
    this.base = buildBase(this.siteId, live, this.dictionaries);
    this.delta = null;
    this.deltaCars.clear();
  }
}

/** A base segment's docs are in id order, so a car's doc is found by binary search (no id map to keep). */
function buildBase(siteId: number, cars: IndexedCar[], dictionaries: IndexDictionaries): Segment {
  for (let i = 1; i < cars.length; i++) {
    if (cars[i - 1].id > cars[i].id) {
      cars.sort(byId);
      break;
    }
  }
  return buildSegment(siteId, cars, dictionaries);
}

function docOf(seg: Segment, id: number): number {
  const ids = seg.ids;
  let lo = 0;
  let hi = seg.n;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (ids[mid] < id) lo = mid + 1;
    else hi = mid;
  }
  return lo < seg.n && ids[lo] === id ? lo : -1;
}
