import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LOCKABLE_FIELDS, type LockableField } from "./car-locks";
import { type CurrentCar, carFieldsOf } from "./feed-car";
import { type FeedRow, FeedRowSchema } from "./feed-row";
import { type PlanInput, planImport } from "./plan-import";

const now = new Date("2026-11-22T02:00:00Z");
const earlier = new Date("2026-10-01T00:00:00Z");
const row = (over: Record<string, unknown> = {}): FeedRow =>
  FeedRowSchema.parse({ stock_number: "A1", car_type: "used", year: 2021, make: "Toyota", model: "HiLux", price: 45990, ...over });
const car = (id: number, r: FeedRow, over: Partial<CurrentCar> = {}): CurrentCar => ({
  ...carFieldsOf(r, null, 10, earlier),
  id,
  stocknum: r.stock_number,
  slug: `car-${id}`,
  showOnDealerWebsite: true,
  createdAt: earlier,
  ...over,
});
const input = (over: Partial<PlanInput>): PlanInput => ({
  mode: "full",
  now,
  rows: [],
  current: [],
  otherDealershipStock: new Map(),
  takenSlugs: new Set(),
  locations: [
    { id: 10, slug: "sales" },
    { id: 11, slug: "used" },
  ],
  invalidRowStock: new Set(),
  ...over,
});

describe("planImport", () => {
  it("creates a car whose stock number is new, at the dealership's first location, with a unique slug", () => {
    const plan = planImport(input({ rows: [{ line: 2, row: row() }], takenSlugs: new Set(["2021-toyota-hilux-a1"]) }));
    expect(plan.creates).toHaveLength(1);
    expect(plan.creates[0]).toMatchObject({
      stocknum: "A1",
      slug: "2021-toyota-hilux-a1-2",
      fields: { locationId: 10, status: "in_stock" },
    });
  });

  it("updates a car by its stock number when a detail changes, keeping its slug", () => {
    const plan = planImport(input({ rows: [{ line: 2, row: row({ km: 1234 }) }], current: [car(7, row())] }));
    expect(plan.updates).toEqual([expect.objectContaining({ id: 7, slug: "car-7", fields: expect.objectContaining({ km: 1234 }) })]);
    expect(plan.creates).toEqual([]);
  });

  it("leaves a car unchanged when the feed says what the car already is", () => {
    const plan = planImport(input({ rows: [{ line: 2, row: row() }], current: [car(7, row())] }));
    expect(plan).toMatchObject({ creates: [], updates: [], unchanged: 1, soldIds: [] });
  });

  it("keeps the old price as the Was price when the price drops ($45,990 to $43,990)", () => {
    const plan = planImport(input({ rows: [{ line: 2, row: row({ price: 43990 }) }], current: [car(7, row())] }));
    expect(plan.updates[0].fields).toMatchObject({ price: 43990, beforePrice: 45990 });
  });

  it("sees the same dropped price again as unchanged (the Was price stays)", () => {
    const dropped = car(7, row({ price: 43990 }), { beforePrice: 45990 });
    expect(planImport(input({ rows: [{ line: 2, row: row({ price: 43990 }) }], current: [dropped] })).unchanged).toBe(1);
  });

  it("a full feed marks the dealership's unlisted cars sold, but not cars already sold", () => {
    const current = [
      car(7, row()),
      car(8, row({ stock_number: "B2" })),
      car(9, row({ stock_number: "C3", status: "sold" }), { soldAt: earlier }),
    ];
    const plan = planImport(input({ rows: [{ line: 2, row: row() }], current }));
    expect(plan.soldIds).toEqual([8]);
  });

  it("a partial feed touches only its rows", () => {
    const current = [car(7, row()), car(8, row({ stock_number: "B2" }))];
    const plan = planImport(input({ mode: "partial", rows: [{ line: 2, row: row({ price: 40000 }) }], current }));
    expect(plan.soldIds).toEqual([]);
    expect(plan.updates.map((u) => u.id)).toEqual([7]);
  });

  it("a row sold in the feed is sold now, and keeps its first sold date on the next import", () => {
    const plan = planImport(input({ mode: "partial", rows: [{ line: 2, row: row({ status: "sold" }) }], current: [car(7, row())] }));
    expect(plan.updates[0].fields).toMatchObject({ status: "sold", soldAt: now });
    const sold = car(7, row({ status: "sold" }), { soldAt: earlier });
    expect(planImport(input({ rows: [{ line: 2, row: row({ status: "sold" }) }], current: [sold] })).unchanged).toBe(1);
  });

  it("does not mark sold a car whose row failed validation", () => {
    const plan = planImport(input({ rows: [], current: [car(7, row())], invalidRowStock: new Set(["A1"]) }));
    expect(plan.soldIds).toEqual([]);
  });

  it("rejects a stock number listed twice, another dealership's stock number and an unknown location, with line and field", () => {
    const plan = planImport(
      input({
        rows: [
          { line: 2, row: row() },
          { line: 3, row: row() },
          { line: 4, row: row({ stock_number: "Z9" }) },
          { line: 5, row: row({ stock_number: "L1", location: "nowhere" }) },
          { line: 6, row: row({ stock_number: "L2", location: "used" }) },
        ],
        otherDealershipStock: new Map([["Z9", "north"]]),
      }),
    );
    expect(plan.rejected).toEqual([
      { line: 3, stockNumber: "A1", field: "stock_number", reason: "appears again (first on line 2)" },
      { line: 4, stockNumber: "Z9", field: "stock_number", reason: "belongs to another dealership of this site (north)" },
      { line: 5, stockNumber: "L1", field: "location", reason: "is not one of the dealership's locations" },
    ]);
    expect(plan.creates.map((c) => [c.stocknum, c.fields.locationId])).toEqual([
      ["A1", 10],
      ["L2", 11],
    ]);
  });

  it("marks photos changed only when the feed's photo list differs", () => {
    const current = [car(7, row({ photos: ["https://x.test/1.jpg"] }))];
    const same = planImport(input({ rows: [{ line: 2, row: row({ photos: ["https://x.test/1.jpg"], km: 5 }) }], current }));
    expect(same.updates[0].photosChanged).toBe(false);
    const moved = planImport(input({ rows: [{ line: 2, row: row({ photos: ["https://x.test/2.jpg"] }) }], current }));
    expect(moved.updates[0].photosChanged).toBe(true);
  });
});

// Decision 050: feed and console share a car without undoing each other.
describe("planImport with cars the console added or locked", () => {
  const lockable = Object.keys(LOCKABLE_FIELDS) as LockableField[];
  const feedRow = fc.record({
    price: fc.integer({ min: 0, max: 200_000 }),
    km: fc.integer({ min: 0, max: 400_000 }),
    status: fc.constantFrom("in_stock", "coming_soon", "sold"),
    colour: fc.constantFrom("White", "Black", "Red"),
    certified: fc.boolean(),
    year: fc.integer({ min: 2000, max: 2026 }),
  });

  it("never marks a car added in the console sold, whatever a full feed lists", () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }), fc.subarray([0, 1, 2, 3, 4, 5, 6, 7]), (origins, listed) => {
        const current = origins.map((console, i) => car(i + 1, row({ stock_number: `S${i}` }), { origin: console ? "console" : "feed" }));
        const rows = listed.filter((i) => i < origins.length).map((i) => ({ line: i + 2, row: row({ stock_number: `S${i}` }) }));
        const plan = planImport(input({ rows, current }));
        for (const id of plan.soldIds) expect(current[id - 1].origin).toBe("feed");
        // Every feed car a full feed leaves out is still sold, as before.
        const left = current.filter((c, i) => c.origin === "feed" && !listed.includes(i)).map((c) => c.id);
        expect(plan.soldIds.sort()).toEqual(left.sort());
      }),
    );
  });

  it("ignores the feed's value of every locked field, and takes the feed's value of every other", () => {
    fc.assert(
      fc.property(
        feedRow,
        feedRow,
        fc.subarray(["price", "km", "status", "colour", "certified", "year"] as LockableField[]),
        (was, fed, locks) => {
          const current = car(7, row(was), { lockedFields: locks });
          const plan = planImport(input({ rows: [{ line: 2, row: row(fed) }], current: [current] }));
          const fields = plan.listed[0].fields;
          for (const name of lockable) {
            const [key] = LOCKABLE_FIELDS[name];
            if (locks.includes(name)) expect(fields[key]).toEqual(current[key]);
          }
          const unlocked = carFieldsOf(row(fed), current, 10, now);
          for (const key of ["km", "colour", "certified", "year"] as const)
            if (!locks.includes(key)) expect(fields[key]).toEqual(unlocked[key]);
          if (locks.length === 6) expect(plan.updates).toEqual([]);
        },
      ),
    );
  });

  it("does not mark sold a feed's car whose status a person locked", () => {
    const plan = planImport(
      input({ rows: [], current: [car(7, row(), { lockedFields: ["status"] }), car(8, row({ stock_number: "B2" }))] }),
    );
    expect(plan.soldIds).toEqual([8]);
  });

  it("keeps a locked price's Was price when the feed's price is lower ($45,990 locked, feed $39,990)", () => {
    const plan = planImport(
      input({ rows: [{ line: 2, row: row({ price: 39990 }) }], current: [car(7, row(), { lockedFields: ["price"] })] }),
    );
    expect(plan).toMatchObject({ updates: [], unchanged: 1 });
  });
});
