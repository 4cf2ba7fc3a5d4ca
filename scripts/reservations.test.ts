import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/database";
import { migrate } from "~/db/migrate.server";
import { openDatabase } from "~/db/open-database.server";
import { seedDemo } from "~/demo/seed-demo.server";
import { createLeadServices } from "~/leads/lead-services.server";
import { testPaymentProvider } from "~/payments/test-payment-provider";
import { paymentRequestChanges } from "~/reserve/payment-request-queries.server";
import { reserveCar } from "~/reserve/reserve-car.server";
import { syncSites } from "~/services/sync-sites.server";
import { loadSiteConfigs } from "~/sites/load-site-configs.server";
import type { TenantSite } from "~/sites/tenant-site";
import { parseReservationsArgs, runReservationsCommand } from "./reservations";

const now = new Date("2026-11-22T02:00:00Z");
const RESERVATION = "7f0c2a3e-9a43-4c1e-8f5e-2b7d1c0e9a11";

describe("the reservations command line", () => {
  it("reads each command, with the payment commands' positional arguments", () => {
    expect(parseReservationsArgs(["list", "--site", "coastal-toyota"])).toEqual({ name: "list", site: "coastal-toyota" });
    expect(parseReservationsArgs(["confirm", "--site", "coastal-toyota", "--id", RESERVATION])).toEqual({
      name: "confirm",
      site: "coastal-toyota",
      id: RESERVATION,
    });
    expect(parseReservationsArgs(["request-payment", "--site", "coastal-toyota", RESERVATION, "$1,500", "Balance of the price"])).toEqual({
      name: "request-payment",
      site: "coastal-toyota",
      reservationId: RESERVATION,
      amount: "$1,500",
      description: "Balance of the price",
    });
    expect(parseReservationsArgs(["cancel-payment", "--site", "coastal-toyota", RESERVATION])).toEqual({
      name: "cancel-payment",
      site: "coastal-toyota",
      id: RESERVATION,
    });
  });

  it("refuses a command without its site or arguments, an unknown command and an unknown option", () => {
    for (const args of [
      [],
      ["list"],
      ["confirm", "--site", "coastal-toyota"],
      ["request-payment", "--site", "coastal-toyota", RESERVATION, "1500"],
      ["request-payment", "--site", "coastal-toyota", RESERVATION, "1500", "Balance", "extra"],
      ["cancel-payment", "--site", "coastal-toyota"],
      ["refund", "--site", "coastal-toyota"],
      ["list", "--site", "coastal-toyota", "--force"],
    ])
      expect(parseReservationsArgs(args), args.join(" ")).toBeNull();
  });
});

describe("the dealer's payment requests through the command", () => {
  let db: Database;
  let site: TenantSite;
  let other: TenantSite;
  let held: string;
  const lines: string[] = [];
  const run = (args: string[], on = site) => {
    const command = parseReservationsArgs([...args, "--site", on.slug]);
    if (!command) throw new Error(`not a command: ${args.join(" ")}`);
    return runReservationsCommand(
      { db, site: on, now, providerFor: () => testPaymentProvider(), print: (line) => lines.push(line) },
      command,
    );
  };

  beforeAll(async () => {
    db = await openDatabase({});
    await migrate(db);
    const sites = await syncSites(db, loadSiteConfigs("config/sites"));
    await seedDemo(db, sites, { now, totalCars: 60, imagesDir: join(mkdtempSync(join(tmpdir(), "img-")), "src") });
    site = sites.find((s) => s.slug === "coastal-toyota") as TenantSite;
    other = sites.find((s) => s.slug === "metro-motor-group") as TenantSite;
    const [car] = await db.query<{ id: number }>(
      `SELECT id FROM cars WHERE site_id = $1 AND status = 'in_stock' AND NOT reserved AND price > 1 AND show_on_dealer_website
         AND (tag IS NULL OR tag <> 'Test Drive Only') ORDER BY id LIMIT 1`,
      [site.id],
    );
    const services = createLeadServices({ secret: "c".repeat(40), captchaCost: 10, counterMin: 5, counterMax: 20 });
    const outcome = await reserveCar(
      { db, site, now, provider: testPaymentProvider(), holdHours: 48, services },
      {
        carId: car.id,
        contact: { name: "Charlotte", lastName: null, email: "charlotte@example.com.au", phone: "0412 345 678" },
        card: { number: "4242 4242 4242 4242", expiry: "12/30", cvc: "123" },
      },
    );
    if (!outcome.ok) throw new Error(outcome.message);
    held = outcome.reservationId;
  });
  afterAll(async () => {
    await db?.close();
  });

  it("requests an amount against a held reservation, lists it, and cancels it", async () => {
    lines.length = 0;
    await run(["request-payment", held, "$1,500", "Balance of the purchase price"]);
    const id = /payment request ([0-9a-f-]{36})\./.exec(lines[0])?.[1] ?? "";
    expect(lines[0]).toBe(`Requested $1,500 for "Balance of the purchase price": payment request ${id}.`);

    lines.length = 0;
    await run(["list"]);
    expect(lines).toContain("1 reservation(s).");
    expect(lines).toContain("Payment requests:");
    const listed = lines.find((l) => l.startsWith(id)) ?? "";
    expect(listed).toMatch(/^\S+ {2}requested {2}\S+ +\$1,500 +Charlotte +reservation [0-9a-f-]{36} {2}"Balance of the purchase price"$/);
    expect(listed).toContain(`reservation ${held}`);
    expect(lines.at(-1)).toBe("1 payment request(s).");

    lines.length = 0;
    await run(["cancel-payment", id]);
    expect(lines).toEqual([`Cancelled payment request ${id}: the shopper can no longer pay it.`]);
    expect((await paymentRequestChanges(db, site.id, id)).map((c) => c.change)).toEqual(["requested", "cancelled"]);
    await expect(run(["cancel-payment", id])).rejects.toThrow(`Payment request ${id} is cancelled already.`);
  });

  it("takes 1500.00 as $1,500 and refuses what is not an amount, nothing to say what for, and another site's reservation", async () => {
    lines.length = 0;
    await run(["request-payment", held, "1500.00", "Window tinting"]);
    expect(lines[0]).toMatch(/^Requested \$1,500 for "Window tinting"/);
    await expect(run(["request-payment", held, "1,50", "Mats"])).rejects.toThrow('"1,50" is not an amount');
    await expect(run(["request-payment", held, "0", "Mats"])).rejects.toThrow("The amount must be at least $0.50.");
    await expect(run(["request-payment", held, "150", "  "])).rejects.toThrow("Say what the payment is for");
    await expect(run(["request-payment", held, "150", "Mats"], other)).rejects.toThrow(`No reservation ${held} on metro-motor-group.`);
    await expect(run(["request-payment", "not-an-id", "150", "Mats"])).rejects.toThrow("No reservation not-an-id on coastal-toyota.");
    await expect(run(["cancel-payment", RESERVATION])).rejects.toThrow(`No payment request ${RESERVATION} on coastal-toyota.`);
  });

  it("asks for payments only against a held or confirmed reservation", async () => {
    await run(["confirm", "--id", held]);
    lines.length = 0;
    await run(["request-payment", held, "$250", "Floor mats"]);
    expect(lines[0]).toMatch(/^Requested \$250 for "Floor mats"/);
    await run(["cancel", "--id", held]);
    await expect(run(["request-payment", held, "$250", "Floor mats"])).rejects.toThrow(
      `Reservation ${held} is cancelled: a payment can be asked for a held or confirmed one only.`,
    );
  });
});
