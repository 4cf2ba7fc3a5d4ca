import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoStaffEmail, ensureDemoStaff } from "~/console/demo-staff.server";
import { findStaffByEmail } from "~/console/staff-queries.server";
import { keepIndexInStep } from "~/search/stock-sync.server";
import type { TenantSite } from "~/sites/tenant-site";
import { runCarEditorAction } from "~/stock-feed/car-editor-action.server";
import type { StockEditor } from "~/stock-feed/commit-car-change.server";
import { NEW_CAR_VALUES } from "~/stock-feed/console-car";
import { importStockFeed } from "~/stock-feed/import-stock-feed.server";
import { loadCarEditor } from "~/stock-feed/load-car-editor.server";
import { parseFeed } from "~/stock-feed/parse-feed";
import { localFileStore } from "~/storage/local-file-store.server";
import { type SeededPlatform, seededPlatform } from "../support/seeded-app";

const NOW = new Date("2026-12-02T02:00:00Z");

/** The car editor's use cases on the demo network (issue 54): add, edit, sell, photos, locks against the feed, sites apart. */
describe("the console's car editor", () => {
  let platform: SeededPlatform;
  let metro: TenantSite;
  let value: TenantSite;
  let stopSync: () => Promise<void>;
  const store = localFileStore(mkdtempSync(join(tmpdir(), "editor-img-")));
  const deps = () => ({ db: platform.db, search: platform.search, now: NOW, storage: store });

  async function editor(site: TenantSite, mailbox: string): Promise<StockEditor> {
    const staff = await findStaffByEmail(platform.db, demoStaffEmail(site, mailbox));
    if (!staff) throw new Error(`no ${mailbox} on ${site.slug}`);
    return { siteId: site.id, staffId: staff.id, email: staff.email, dealershipSlugs: null };
  }
  const form = (fields: Record<string, string>, files: File[] = []) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(fields)) f.set(k, v);
    for (const file of files) f.append("photos", file);
    return f;
  };
  const newCar = (over: Record<string, string> = {}) => ({
    ...NEW_CAR_VALUES,
    stock_number: "ED-1",
    year: "2022",
    make: "Mazda",
    model: "CX-5",
    badge: "Maxx Sport",
    price: "38990",
    km: "21000",
    dealership: "",
    ...over,
  });
  const car = (id: number) =>
    platform.db
      .query<{ price: number; status: string; origin: string; locked_fields: string[]; stocknum: string }>(
        "SELECT price, status, origin, locked_fields, stocknum FROM cars WHERE id = $1",
        [id],
      )
      .then((r) => r[0]);
  const jpeg = (colour: string) =>
    sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
      .jpeg()
      .toBuffer();
  let carId = 0;
  let dealershipSlug = "";

  beforeAll(async () => {
    platform = await seededPlatform({ now: NOW, totalCars: 40 });
    await ensureDemoStaff(platform.db, platform.sites, NOW);
    metro = platform.sites.find((s) => s.slug === "metro-motor-group") as TenantSite;
    value = platform.sites.find((s) => s.slug === "value-used-cars") as TenantSite;
    stopSync = await keepIndexInStep(platform.db, platform.search, { onError: (e) => console.error(e) });
  }, 120_000);
  afterAll(async () => {
    await stopSync?.();
    await platform?.db.close();
  });

  it("adds a car from the console: origin console, on the site's index, the history naming the manager, audited", async () => {
    const manager = await editor(metro, "manager");
    const [dealership] = await platform.db.query<{ slug: string }>("SELECT slug FROM dealerships WHERE site_id = $1 ORDER BY id", [
      metro.id,
    ]);
    dealershipSlug = dealership.slug;
    const outcome = await runCarEditorAction(deps(), manager, null, form({ intent: "save", ...newCar({ dealership: dealership.slug }) }));
    expect(outcome).toMatchObject({ redirect: expect.stringMatching(/^\/dealer\/stock\/\d+\?added=1$/) });
    carId = Number(/stock\/(\d+)/.exec((outcome as { redirect: string }).redirect)?.[1]);
    expect(await car(carId)).toMatchObject({ price: 38990, status: "in_stock", origin: "console", stocknum: "ED-1" });
    const [history] = await platform.db.query<{ source: string; actor: string }>(
      "SELECT source, actor FROM car_history WHERE car_id = $1",
      [carId],
    );
    expect(history).toEqual({ source: "console", actor: manager.email });
    const audit = await platform.db.query<{ action: string }>("SELECT action FROM audit_log WHERE resource = 'car' AND resource_id = $1", [
      String(carId),
    ]);
    expect(audit.map((a) => a.action)).toEqual(["add_car"]);
    expect(platform.search.version(metro.id)).toBeGreaterThan(0);
  });

  it("refuses a stock number another car of the site has, and keeps every value typed", async () => {
    const manager = await editor(metro, "manager");
    const outcome = await runCarEditorAction(
      deps(),
      manager,
      null,
      form({ intent: "save", ...newCar({ model: "CX-9", dealership: dealershipSlug }) }),
    );
    expect(outcome).toMatchObject({ status: 409, answer: { errors: { stock_number: expect.stringMatching(/already another car's/) } } });
    expect("answer" in outcome && outcome.answer.values?.model).toBe("CX-9");
  });

  it("puts the feed schema's errors on their fields with nothing typed lost", async () => {
    const manager = await editor(metro, "manager");
    const outcome = await runCarEditorAction(
      deps(),
      manager,
      carId,
      form({ intent: "save", ...newCar({ price: "lots", vin: "SHORT", colour: "Soul Red" }) }),
    );
    expect(outcome).toMatchObject({ status: 400, answer: { error: "Check the 2 fields marked below." } });
    if (!("answer" in outcome)) throw new Error("expected an answer");
    expect(outcome.answer.errors).toMatchObject({ price: "Price must be a number.", vin: expect.stringMatching(/^VIN must be 17/) });
    expect(outcome.answer.values).toMatchObject({ price: "lots", vin: "SHORT", colour: "Soul Red", make: "Mazda" });
    expect((await car(carId)).price).toBe(38990);
  });

  it("saves a demo car with its sample history report as it loads: every value the editor shows reads back", async () => {
    const manager = await editor(metro, "manager");
    const [seeded] = await platform.db.query<{ id: number; price: number }>(
      "SELECT id, price FROM cars WHERE site_id = $1 AND history_report_url LIKE '/%' AND status = 'in_stock' ORDER BY id LIMIT 1",
      [metro.id],
    );
    expect(seeded, "the demo gives some used cars its sample report").toBeDefined();
    const page = await loadCarEditor(platform.db, manager, seeded.id);
    if (!page) throw new Error("no editor page");
    const saved = await runCarEditorAction(
      deps(),
      manager,
      seeded.id,
      form({ intent: "save", ...page.values, price: String(seeded.price + 100) }),
    );
    expect(saved).not.toHaveProperty("status", 400);
    expect(await car(seeded.id)).toMatchObject({ price: seeded.price + 100 });
  });

  it("edits the price and marks the car sold, locking both against the feed, each change in the history", async () => {
    const manager = await editor(metro, "manager");
    const page = await loadCarEditor(platform.db, manager, carId);
    if (!page) throw new Error("no editor page");
    await runCarEditorAction(deps(), manager, carId, form({ intent: "save", ...page.values, price: "36990" }));
    await runCarEditorAction(deps(), manager, carId, form({ intent: "save", ...page.values, price: "36990", status: "sold" }));
    expect(await car(carId)).toMatchObject({ price: 36990, status: "sold" });
    expect((await car(carId)).locked_fields).toEqual(expect.arrayContaining(["price", "status"]));
    const history = await platform.db.query<{ price_after: number; status_after: string; actor: string }>(
      "SELECT price_after, status_after, actor FROM car_history WHERE car_id = $1 ORDER BY id",
      [carId],
    );
    expect(history.map((h) => [h.price_after, h.status_after])).toEqual([
      [38990, "in_stock"],
      [36990, "in_stock"],
      [36990, "sold"],
    ]);
  });

  it("uploads photos checked by their bytes, refuses other files with why, reorders, sets alt text and deletes", async () => {
    const manager = await editor(metro, "manager");
    const files = [
      new File([await jpeg("#c33")], "front.jpg", { type: "image/jpeg" }),
      new File([await jpeg("#3c3")], "side.jpg", { type: "image/jpeg" }),
      new File([await jpeg("#33c")], "rear.jpg", { type: "image/jpeg" }),
      new File([Buffer.from("not a photo at all")], "sneaky.jpg", { type: "image/jpeg" }),
      new File([new Uint8Array(15 * 1024 * 1024 + 1)], "huge.jpg", { type: "image/jpeg" }),
    ];
    const outcome = await runCarEditorAction(deps(), manager, carId, form({ intent: "upload" }, files));
    expect(outcome).toMatchObject({
      status: 200,
      answer: {
        photoDone: "3 photos added.",
        photoProblems: ["sneaky.jpg is not a JPEG, PNG or WebP photo.", "huge.jpg is 15 MB: a photo can be at most 15 MB."],
      },
    });
    const photos = () =>
      platform.db.query<{ src: string; alt: string }>("SELECT src, alt FROM car_images WHERE car_id = $1 ORDER BY position", [carId]);
    const before = await photos();
    expect(before).toHaveLength(3);
    for (const p of before) expect(await store.has(p.src)).toBe(true);
    await runCarEditorAction(deps(), manager, carId, form({ intent: "photo-down", photo: "0" }));
    expect((await photos()).map((p) => p.src)).toEqual([before[1].src, before[0].src, before[2].src]);
    await runCarEditorAction(deps(), manager, carId, form({ intent: "photo-alt", photo: "2", alt: "Rear, tailgate down" }));
    expect((await photos())[2].alt).toBe("Rear, tailgate down");
    await runCarEditorAction(deps(), manager, carId, form({ intent: "photo-delete", photo: "0" }));
    expect(await photos()).toHaveLength(2);
    expect((await car(carId)).locked_fields).toContain("photos");
    // The photos' own Unlock form carries no car fields: it gives back no values for the car's form to show.
    const unlocked = await runCarEditorAction(deps(), manager, carId, form({ intent: "unlock:photos" }));
    expect(unlocked).toEqual({ status: 200, answer: { done: "Photos unlocked: the next feed replaces them with its own." } });
    expect((await car(carId)).locked_fields).not.toContain("photos");
    const none = await runCarEditorAction(deps(), manager, carId, form({ intent: "upload" }, [new File([Buffer.from("GIF89a")], "a.gif")]));
    expect(none).toMatchObject({ status: 400, answer: { photoProblems: ["a.gif is not a JPEG, PNG or WebP photo."] } });
  });

  it("keeps a feed car's console edits through the next full feed, which never sells the console's car; unlocked, the feed sets it again", async () => {
    const manager = await editor(metro, "manager");
    const [feedCar] = await platform.db.query<{ id: number; stocknum: string; slug: string }>(
      "SELECT c.id, c.stocknum, d.slug FROM cars c JOIN dealerships d ON d.id = c.dealership_id WHERE c.site_id = $1 AND c.status = 'in_stock' AND c.origin IN ('feed', 'seed') AND c.dealership_id = (SELECT dealership_id FROM cars WHERE id = $2) ORDER BY c.id LIMIT 1",
      [metro.id, carId],
    );
    // The console car back in stock, so a full feed that leaves it out would have sold it.
    const mine = await loadCarEditor(platform.db, manager, carId);
    await runCarEditorAction(deps(), manager, carId, form({ intent: "save", ...mine?.values, status: "in_stock" }));
    const page = await loadCarEditor(platform.db, manager, feedCar.id);
    if (!page) throw new Error("no editor page");
    await runCarEditorAction(deps(), manager, feedCar.id, form({ intent: "save", ...page.values, price: "12345" }));
    const feed = `stock_number,car_type,year,make,model,price\n${feedCar.stocknum},used,2020,Toyota,Corolla,99999`;
    const parsed = parseFeed(feed, "csv");
    if (!parsed.ok) throw new Error(parsed.error);
    const photos = { store, filesDir: null };
    await importStockFeed(platform.db, metro, feedCar.slug, parsed.rows, { now: NOW, mode: "full", photos, confirmed: true });
    expect(await car(feedCar.id)).toMatchObject({ price: 12345 });
    expect(await car(carId)).toMatchObject({ status: "in_stock" });
    await runCarEditorAction(deps(), manager, feedCar.id, form({ intent: "unlock:price", ...page.values }));
    await importStockFeed(platform.db, metro, feedCar.slug, parsed.rows, { now: NOW, mode: "full", photos, confirmed: true });
    expect(await car(feedCar.id)).toMatchObject({ price: 99999 });
  });

  it("answers 404 for another site's car to that site's staff, and changes nothing", async () => {
    const other = await editor(value, "manager");
    expect(await loadCarEditor(platform.db, other, carId)).toBeNull();
    const before = await car(carId);
    const outcome = await runCarEditorAction(deps(), other, carId, form({ intent: "save", ...newCar({ price: "1" }) }));
    expect(outcome).toMatchObject({ status: 404 });
    const upload = await runCarEditorAction(deps(), other, carId, form({ intent: "upload" }, [new File([await jpeg("#fff")], "x.jpg")]));
    expect(upload).toMatchObject({ status: 404 });
    expect(await car(carId)).toEqual(before);
  });
});
