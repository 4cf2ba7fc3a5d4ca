import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { StockRestrictionsSchema } from "~/sites/site-config";
// biome-ignore lint/style/noRestrictedImports: the generators are shared with search-index.test.ts and live in tests/support
import { carArb, NOW, rulesArb, stateArb } from "../../tests/support/search-arbitraries";
import { SearchIndex } from "./search-index";
import type { IndexedCar, SearchState } from "./search-types";
import { deltaLimit } from "./site-segments";

const MAX_ID = 40;
const idArb = fc.integer({ min: 1, max: MAX_ID });

/** One car's change: a new or updated row on the site, deleted, or moved to another site. */
type Op = { id: number; row: IndexedCar | null };
const opArb: fc.Arbitrary<Op> = idArb.chain((id) =>
  fc.oneof(
    { weight: 3, arbitrary: carArb(id).map((row) => ({ id, row })) },
    { weight: 1, arbitrary: fc.constant({ id, row: null }) },
    { weight: 1, arbitrary: carArb(id).map((row) => ({ id, row: { ...row, siteId: 2 } })) },
  ),
);
/** Each batch is one stock_changed notification: the cars it names and their rows on site 1 afterwards. */
const historyArb: fc.Arbitrary<History> = fc.record({
  initial: fc.uniqueArray(idArb, { maxLength: 30 }).chain((ids) => fc.tuple(...ids.map((id) => carArb(id)))),
  batches: fc.array(fc.array(opArb, { minLength: 1, maxLength: 6 }), { maxLength: 12 }),
  limit: fc.integer({ min: 0, max: 12 }),
});

type History = { initial: IndexedCar[]; batches: Op[][]; limit: number };

/** No words, no filters: the search a site's search page opens with. */
const UNFILTERED: SearchState = { query: "", refinements: {}, ranges: {}, sortBy: null, page: 1 };

function rebuild(cars: Iterable<IndexedCar>) {
  const index = new SearchIndex();
  index.replaceSite(
    1,
    [...cars].map((c) => ({ ...c })),
  );
  return index;
}

/** Replays a history; `afterBatch` sees the index and the site's cars after each change. */
function replay(history: History, afterBatch: (index: SearchIndex, current: Map<number, IndexedCar>) => void = () => {}) {
  const index = new SearchIndex({ deltaLimit: () => history.limit });
  const current = new Map<number, IndexedCar>();
  for (const car of history.initial) current.set(car.id, car);
  index.replaceSite(
    1,
    [...current.values()].map((c) => ({ ...c })),
  );
  for (const batch of history.batches) {
    for (const { id, row } of batch) {
      if (row && row.siteId === 1) current.set(id, row);
      else current.delete(id);
    }
    const named = [...new Set(batch.map((op) => op.id))];
    // What loadIndexedCars returns for the named ids: their rows on this site now.
    const rows = named.flatMap((id) => (current.has(id) ? [{ ...(current.get(id) as IndexedCar) }] : []));
    index.applyChanges(1, named, rows);
    afterBatch(index, current);
  }
  return { index, rebuilt: rebuild(current.values()), current };
}

describe("incremental site segments", () => {
  it("answers every search exactly as a rebuild from the final cars would, after any upserts and removals", () => {
    fc.assert(
      fc.property(historyArb, fc.array(stateArb, { minLength: 1, maxLength: 4 }), rulesArb, (history, states, rules) => {
        const options = { rules, defaultSort: "relevance" as const, now: NOW };
        // Searching between changes fills the segments' caches (masks, totals, docs by value), which later changes must keep right.
        const { index, rebuilt, current } = replay(history, (partial, cars) => {
          const now = rebuild(cars.values());
          for (const state of [states[0], UNFILTERED]) expect(partial.search(1, state, options)).toEqual(now.search(1, state, options));
        });
        expect(index.size()).toBe(current.size);
        expect(index.catalogue(1).makeModels).toEqual(expect.arrayContaining(rebuilt.catalogue(1).makeModels));
        expect(index.catalogue(1).makeModels).toHaveLength(rebuilt.catalogue(1).makeModels.length);
        for (const state of states) {
          expect(index.search(1, state, options)).toEqual(rebuilt.search(1, state, options));
        }
      }),
      { numRuns: 300 },
    );
  });

  it("shows a changed price and hides a removed car at once, without touching other sites", () => {
    const rules = { recentSoldDays: 3, stockRestrictions: StockRestrictionsSchema.parse({}) };
    const all: SearchState = { query: "", refinements: {}, ranges: {}, sortBy: "price_desc", page: 1 };
    const make = (id: number, siteId: number, price: number): IndexedCar => ({
      ...fc.sample(carArb(id), { seed: id, numRuns: 1 })[0],
      siteId,
      price,
      status: "in_stock",
      showOnDealerWebsite: true,
      createdAt: NOW.getTime(),
    });
    const index = new SearchIndex();
    index.replaceSite(1, [make(1, 1, 10_000), make(2, 1, 20_000), make(3, 1, 30_000)]);
    index.replaceSite(2, [make(4, 2, 40_000)]);
    const options = { rules, defaultSort: "relevance" as const, now: NOW };
    index.applyChanges(1, [1, 3], [make(1, 1, 50_000)]);
    expect(index.search(1, all, options).hits.map((h) => [h.id, h.price])).toEqual([
      [1, 50_000],
      [2, 20_000],
    ]);
    expect(index.search(2, all, options).hits.map((h) => h.id)).toEqual([4]);
    expect(index.applyChanges(3, [9], [])).toBe(false);
  });

  it("keeps a delta of at most 1/16 of the site (256 to 4,096 cars) before compacting", () => {
    expect(deltaLimit(0)).toBe(256);
    expect(deltaLimit(3_333)).toBe(256);
    expect(deltaLimit(16_000)).toBe(1_000);
    expect(deltaLimit(100_000)).toBe(4_096);
  });
});
