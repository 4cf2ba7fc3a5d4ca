import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changeStockInBulk } from "~/console/bulk-stock-change.server";
import { loadCarHistory } from "~/console/car-history.server";
import { demoStaffEmail, ensureDemoStaff } from "~/console/demo-staff.server";
import type { Viewer } from "~/console/require-staff.server";
import { findMembership, findStaffByEmail } from "~/console/staff-queries.server";
import { loadStockList } from "~/console/stock-list.server";
import { savedCars } from "~/accounts/garage.server";
import { insertWatchlistCar } from "~/accounts/watchlist-queries.server";
import { parseBulkForm } from "~/domain/console/stock-bulk-form";
import { parseStockFilter } from "~/domain/console/stock-filter";
import { keepIndexInStep } from "~/search/stock-sync.server";
import type { TenantSite } from "~/sites/tenant-site";
import { type SeededPlatform, seededPlatform } from "../support/seeded-app";

const NOW = new Date("2026-11-22T02:00:00Z");

/** The console's stock list and its bulk changes, through the use cases on the demo network (issue 54). */
describe("the console's stock list and bulk changes", () => {
  let platform: SeededPlatform;
  let coastal: TenantSite;
  let metro: TenantSite;
  let stopSync: () => Promise<void>;
  const deps = () => ({ db: platform.db, search: platform.search, now: NOW });

  async function viewer(site: TenantSite, mailbox: string): Promise<Viewer> {
    const staff = await findStaffByEmail(platform.db, demoStaffEmail(site, mailbox));
    const membership = staff && (await findMembership(platform.db, site.id, staff.id));
    if (!staff || !membership) throw new Error(`no ${mailbox} on ${site.slug}`);
    return { staff, role: membership.role, dealershipSlugs: membership.dealershipSlugs, site, session: null as never, csrf: "" };
  }
  const bulk = (fields: Record<string, unknown>) => {
    const parsed = parseBulkForm(fields);
    if (!parsed.ok) throw new Error(parsed.message);
    return parsed.request;
  };
  const carsOf = (site: TenantSite) =>
    platform.db.query<{ id: number; stocknum: string; status: string; price: number }>(
      "SELECT id, stocknum, status, price FROM cars WHERE site_id = $1 ORDER BY id",
      [site.id],
    );

  beforeAll(async () => {
    platform = await seededPlatform({ now: NOW, totalCars: 60 });
    await ensureDemoStaff(platform.db, platform.sites, NOW);
    coastal = platform.sites.find((s) => s.slug === "coastal-toyota") as TenantSite;
    metro = platform.sites.find((s) => s.slug === "metro-motor-group") as TenantSite;
    stopSync = await keepIndexInStep(platform.db, platform.search, { onError: (e) => console.error(e) });
  }, 120_000);
  afterAll(async () => {
    await stopSync?.();
    await platform?.db.close();
  });

  it("lists every car of the site, sold ones included, and none of another site's", async () => {
    const manager = await viewer(coastal, "manager");
    const all = await carsOf(coastal);
    const list = loadStockList(deps(), manager, parseStockFilter({}).filter);
    expect(list.count).toBe(all.length);
    const sold = loadStockList(deps(), manager, parseStockFilter({ status: "sold" }).filter);
    expect(sold.count).toBe(all.filter((c) => c.status === "sold").length);
    const ids = new Set(all.map((c) => c.id));
    for (const row of list.rows) expect(ids.has(row.id)).toBe(true);
    const metroCar = (await carsOf(metro))[0];
    const found = loadStockList(deps(), manager, parseStockFilter({ q: metroCar?.stocknum ?? "" }).filter);
    expect(found.rows.map((r) => r.id)).not.toContain(metroCar?.id);
  });

  it("marks cars sold after a confirmation that counts them, audited per car, in the history and the index", async () => {
    const manager = await viewer(coastal, "manager");
    const inStock = (await carsOf(coastal)).filter((c) => c.status === "in_stock").slice(0, 2);
    const ids = inStock.map((c) => String(c.id));
    const preview = await changeStockInBulk(deps(), manager, bulk({ step: "preview", change: "sold", car: ids }));
    expect(preview).toMatchObject({ ok: true, step: "preview", question: "Mark 2 cars sold?", count: 2 });
    expect((await carsOf(coastal)).filter((c) => ids.includes(String(c.id))).map((c) => c.status)).toEqual(["in_stock", "in_stock"]);

    const applied = await changeStockInBulk(deps(), manager, bulk({ step: "apply", change: "sold", ids: ids.join(",") }));
    expect(applied).toMatchObject({ ok: true, done: "2 cars marked sold." });
    expect((await carsOf(coastal)).filter((c) => ids.includes(String(c.id))).map((c) => c.status)).toEqual(["sold", "sold"]);
    const audit = await platform.db.query<{ resource_id: string; before: unknown; after: unknown; actor: string }>(
      "SELECT resource_id, before, after, actor FROM audit_log WHERE site_id = $1 AND action = 'change_status' ORDER BY resource_id",
      [coastal.id],
    );
    expect(audit).toEqual(
      inStock.map((c) => ({
        resource_id: String(c.id),
        before: { stocknum: c.stocknum, status: "in_stock" },
        after: { stocknum: c.stocknum, status: "sold" },
        actor: manager.staff.email,
      })),
    );
    // The index followed the commit before the use case answered: the dealer's list and the shoppers' search see it.
    const soldNow = loadStockList(deps(), manager, parseStockFilter({ status: "sold", q: inStock[0]?.stocknum ?? "" }).filter);
    expect(soldNow.rows.map((r) => r.id)).toEqual([inStock[0]?.id]);
    const history = await loadCarHistory(deps(), manager, ids[0] as string);
    expect(history?.lines[0]).toMatchObject({ what: ["Status In stock to Sold"], who: `Marcus Lee (${manager.staff.email})` });
  });

  it("changes prices by an amount or a percentage, and refuses one that would take a car to $0", async () => {
    const owner = await viewer(coastal, "owner");
    const priced = (await carsOf(coastal)).filter((c) => c.price > 2_000).slice(0, 3);
    const ids = priced.map((c) => c.id).join(",");
    const cut = await changeStockInBulk(
      deps(),
      owner,
      bulk({ step: "apply", change: "price", priceBy: "percent", priceValue: "-10", ids }),
    );
    expect(cut).toMatchObject({ ok: true, done: "3 cars repriced." });
    const after = (await carsOf(coastal)).filter((c) => priced.some((p) => p.id === c.id));
    expect(after.map((c) => c.price)).toEqual(priced.map((c) => Math.round(c.price * 0.9)));
    const tooFar = await changeStockInBulk(
      deps(),
      owner,
      bulk({ step: "apply", change: "price", priceBy: "amount", priceValue: "-9999999", ids }),
    );
    expect(tooFar).toMatchObject({ ok: false, status: 409, message: expect.stringContaining("to $0 or less") });
    expect((await carsOf(coastal)).filter((c) => priced.some((p) => p.id === c.id)).map((c) => c.price)).toEqual(after.map((c) => c.price));
  });

  it("never changes another site's car, all or nothing", async () => {
    const manager = await viewer(coastal, "manager");
    const own = (await carsOf(coastal)).find((c) => c.status !== "sold");
    const theirs = (await carsOf(metro)).find((c) => c.status !== "sold");
    const outcome = await changeStockInBulk(deps(), manager, bulk({ step: "apply", change: "sold", ids: `${own?.id},${theirs?.id}` }));
    expect(outcome).toEqual({
      ok: false,
      status: 404,
      message: "1 of those cars isn't in this site's stock any more. Reload the list and choose again.",
    });
    expect((await carsOf(metro)).find((c) => c.id === theirs?.id)?.status).toBe(theirs?.status);
    expect((await carsOf(coastal)).find((c) => c.id === own?.id)?.status).toBe(own?.status);
    expect(await loadCarHistory(deps(), manager, String(theirs?.id))).toBeNull();
  });

  it("acts on every car matching the filters when asked", async () => {
    const manager = await viewer(coastal, "manager");
    const comingSoon = (await carsOf(coastal)).filter((c) => c.status === "coming_soon").length;
    const preview = await changeStockInBulk(
      deps(),
      manager,
      bulk({ step: "preview", change: "status", status: "in_stock", all: "1", filter: "status=coming_soon" }),
    );
    expect(preview).toMatchObject(comingSoon ? { ok: true, count: comingSoon } : { ok: false, message: "No cars match those filters." });
  });

  it("records who changed a price for the history, and a watchlist measures the change from the same history", async () => {
    const [car] = (await carsOf(coastal)).filter((c) => c.status === "in_stock" && c.price > 5_000);
    if (!car) throw new Error("no car");
    const shopper = await platform.db.query<{ id: string }>(
      "INSERT INTO shoppers (id, site_id, phone, created_at) VALUES (gen_random_uuid(), $1, '+61400000111', $2) RETURNING id::text",
      [coastal.id, NOW],
    );
    const shopperId = shopper[0]?.id as string;
    // Saved with a stale snapshot: the history, not the snapshot, says what it cost when saved.
    await insertWatchlistCar(platform.db, {
      siteId: coastal.id,
      shopperId,
      carId: car.id,
      price: 1,
      status: "in_stock",
      now: new Date(NOW.getTime() + 1000),
    });
    await platform.db.query("UPDATE cars SET price = price - 500 WHERE id = $1", [car.id]);
    const manager = await viewer(coastal, "manager");
    const history = await loadCarHistory(deps(), manager, String(car.id));
    expect(history?.lines[0]?.who).toBe("Changed in the database directly (no person or feed named)");
    const saved = await savedCars({ db: platform.db, site: coastal, now: NOW }, { id: shopperId } as never);
    expect(saved.find((s) => s.carId === car.id)?.priceChange).toMatchObject({ direction: "down", by: "$500" });
  });
});
