import { mkdtempSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/database";
import { migrate } from "~/db/migrate.server";
import { findCarBySlug } from "~/db/queries/cars.server";
import { SearchIndex } from "~/search/search-index";
import { buildIndex } from "~/search/stock-sync.server";
import type { TenantSite } from "~/sites/tenant-site";
import { importStockFeed } from "~/stock-feed/import-stock-feed.server";
import { type FeedFormat, parseFeed } from "~/stock-feed/parse-feed";
import { publicOrLoopbackForTests } from "~/stock-feed/photo-address";
import { localFileStore } from "~/storage/local-file-store.server";
import { makeFeedSite } from "../support/feed-fixtures";
import { testDatabases } from "../support/test-databases";

/**
 * Issue 52: the feed takes every car field a site's rules read, and the report says which imported
 * cars a site will not show and why. Value Used Cars shows only certified used cars with a photo.
 */
const now = new Date();

describe.each(testDatabases())("stock feed fields on $name", (target) => {
  let db: Database;
  let site: TenantSite;
  let photos: Server;
  let base: string;
  const store = localFileStore(mkdtempSync(join(tmpdir(), "feed-fields-img-")));

  const run = (text: string, format: FeedFormat, mode: "full" | "partial" = "partial") => {
    const parsed = parseFeed(text, format);
    if (!parsed.ok) throw new Error(parsed.error);
    return importStockFeed(db, site, "yard", parsed.rows, {
      now,
      mode,
      photos: { store, filesDir: null, timeoutMs: 1000, allowAddress: publicOrLoopbackForTests },
    });
  };
  const searchStock = async () => {
    const index = new SearchIndex();
    await buildIndex(db, index, [site.id]);
    return index
      .search(site.id, { query: "", refinements: {}, ranges: {}, sortBy: "latest", page: 1 }, { rules: site, defaultSort: "latest", now })
      .hits.map((h) => h.stocknum);
  };

  beforeAll(async () => {
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#3c3" } })
      .jpeg()
      .toBuffer();
    photos = createServer((req, res) => {
      if (/^\/[\w-]+\.jpg$/.test(req.url ?? "") && req.url !== "/missing.jpg")
        res.writeHead(200, { "Content-Type": "image/jpeg" }).end(jpeg);
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => photos.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(photos.address() as AddressInfo).port}`;
    db = await target.open();
    await migrate(db);
    site = await makeFeedSite(db, `vuc-fields-${target.name}`, ["yard"], "value-used-cars");
  });
  afterAll(async () => {
    photos?.close();
    await db?.close();
    await target.dispose();
  });

  it("puts a certified used car on Value Used Cars' search, and reports the uncertified one as not shown, with why", async () => {
    const csv = [
      "stock_number,car_type,year,make,model,price,photos,certified",
      `VUC1,used,2020,Toyota,Corolla,21990,${base}/corolla.jpg,yes`,
      `VUC2,used,2019,Mazda,3,18990,${base}/mazda.jpg,`,
    ].join("\n");
    const report = await run(csv, "csv");
    expect(report).toMatchObject({ created: 2, rejected: 0, photoFailures: [] });
    expect(report.notShown).toEqual([
      {
        line: 3,
        stockNumber: "VUC2",
        reason: "not_certified",
        message: "is not certified, and the site shows only certified cars (send certified: true if it is)",
      },
    ]);
    const listed = await searchStock();
    expect(listed).toContain("VUC1");
    expect(listed).not.toContain("VUC2");
  });

  it("reports a car whose only photo could not be fetched as not shown on a site that needs a photo", async () => {
    const json = JSON.stringify(
      {
        cars: [
          {
            stock_number: "VUC3",
            car_type: "used",
            year: 2018,
            make: "Kia",
            model: "Cerato",
            price: 15990,
            certified: true,
            photos: [`${base}/missing.jpg`],
          },
        ],
      },
      null,
      2,
    );
    const report = await run(json, "json");
    expect(report.notShown).toEqual([
      expect.objectContaining({ line: 3, stockNumber: "VUC3", reason: "no_photo", message: expect.stringContaining("photoFailures") }),
    ]);
    expect(await searchStock()).not.toContain("VUC3");
  });

  it("stores photos with the same bytes fetched at once (a dealer's placeholder on several cars)", async () => {
    const rows = Array.from({ length: 8 }, (_, i) => `SAME${i},used,2020,Toyota,Yaris,15990,${base}/placeholder-${i}.jpg,yes`);
    const report = await run(["stock_number,car_type,year,make,model,price,photos,certified", ...rows].join("\n"), "csv");
    expect(report).toMatchObject({ created: 8, photoFailures: [], notShown: [] });
  });

  const full = {
    certified: true,
    tag: "Test Drive Only",
    build_date: "2021-03-01",
    compliance_date: "2021-05-01",
    rego_expiry: "2027-02-28",
    history_report_url: "https://history.example/reports/vuc9.pdf",
    subscription_price: 189,
    preorder: true,
    specifications: { Power: "150 kW", "Towing capacity": "3500 kg" },
  };
  const lenders = [
    {
      provider: "carclarity",
      interest_rate: 8.99,
      comparison_rate: 9.49,
      payment_week: 119,
      payment_month: 516,
      balloon: 0,
      deposit: 2000,
      term_years: 5,
      total_payable: 30960,
      establishment_fees: 395,
      disclaimer: "Estimate only. Subject to credit approval.",
    },
    { provider: "youx", interest_rate: 9.5, comparison_rate: 10.1 },
  ];
  const spinOf = (stock: string) => ({
    exterior: [1, 2, 3].map((n) => `${base}/${stock}-ext-${n}.jpg`),
    interior: [1, 2].map((n) => `${base}/${stock}-int-${n}.jpg`),
  });
  const csvOf = (stock: string) => {
    const spin = spinOf(stock);
    const [cc, youx] = lenders;
    const cells: [string, string | number][] = [
      ["stock_number", stock],
      ["car_type", "used"],
      ["year", 2021],
      ["make", "Toyota"],
      ["model", "HiLux"],
      ["price", 45990],
      ["photos", `${base}/${stock}.jpg`],
      ["certified", "Yes"],
      ["tag", full.tag],
      ["build_date", "03/2021"],
      ["compliance_date", "2021-05"],
      ["rego_expiry", "28/02/2027"],
      ["history_report_url", full.history_report_url],
      ["subscription_price", full.subscription_price],
      ["preorder", "TRUE"],
      ["spec.Power", "150 kW"],
      ["spec.Towing capacity", "3500 kg"],
      ["spin.exterior", spin.exterior.join("|")],
      ["spin.interior", spin.interior.join("|")],
      ...Object.entries(cc).flatMap(([k, v]): [string, string | number][] => (k === "provider" ? [] : [[`lender.carclarity.${k}`, v]])),
      ["lender.youx.interest_rate", youx.interest_rate],
      ["lender.youx.comparison_rate", youx.comparison_rate],
    ];
    const quote = (v: string | number) => (/[,"]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : String(v));
    return `${cells.map(([k]) => quote(k)).join(",")}\n${cells.map(([, v]) => quote(v)).join(",")}\n`;
  };
  const jsonOf = (stock: string) =>
    JSON.stringify({
      cars: [
        {
          stock_number: stock,
          car_type: "used",
          year: 2021,
          make: "Toyota",
          model: "HiLux",
          price: 45990,
          photos: [`${base}/${stock}.jpg`],
          ...full,
          spin: spinOf(stock),
          lenders,
        },
      ],
    });

  it.each([
    ["CSV", "csv", csvOf],
    ["JSON", "json", jsonOf],
  ] as const)(
    "takes every new field from %s, stores it, shows it on the car page, and the same feed again changes nothing",
    async (_, format, feedOf) => {
      const stock = `RT-${format}`;
      const first = await run(feedOf(stock), format);
      expect(first).toMatchObject({ created: 1, rejected: 0, rejectedRows: [], photoFailures: [], notShown: [] });
      const [car] = await db.query<Record<string, unknown>>(
        `SELECT slug, certified, tag, to_char(build_date, 'YYYY-MM-DD') AS build_date, to_char(compliance_date, 'YYYY-MM-DD') AS compliance_date,
         to_char(rego_expiry, 'YYYY-MM-DD') AS rego_expiry, history_report_url, subscription_price, preorder, specifications, id
       FROM cars WHERE site_id = $1 AND stocknum = $2`,
        [site.id, stock],
      );
      const { slug, id, ...stored } = car;
      expect(stored).toEqual(full);
      const storedLenders = await db.query(
        `SELECT finance_provider AS provider, interest_rate, comparison_rate, payment_week, payment_month, balloon, deposit, term_years,
         total_payable, establishment_fees, disclaimer FROM car_finance_lenders WHERE car_id = $1 ORDER BY finance_provider`,
        [id],
      );
      const absent = { payment_week: null, payment_month: null, balloon: null, deposit: null, term_years: null, total_payable: null };
      expect(storedLenders).toEqual([lenders[0], { ...absent, establishment_fees: null, disclaimer: null, ...lenders[1] }]);
      const page = await findCarBySlug(db, site.id, slug as string, site.financeProvider);
      expect(page?.media.spin.exterior).toHaveLength(3);
      expect(page?.media.spin.interior).toHaveLength(2);
      expect(page?.media.spin.exterior.every((src) => src.startsWith("feed/"))).toBe(true);
      // Every figure the entry's estimate and its written disclaimer rest on (decision 028) arrives from the feed.
      expect(page?.lender).toEqual({
        interestRate: 8.99,
        comparisonRate: 9.49,
        paymentWeek: 119,
        paymentMonth: 516,
        balloon: 0,
        deposit: 2000,
        termYears: 5,
        establishmentFees: 395,
        weeklyFees: null,
        disclaimer: lenders[0].disclaimer,
      });
      expect(await searchStock()).toContain(stock);

      expect(await run(feedOf(stock), format)).toMatchObject({ created: 0, updated: 0, unchanged: 1 });
    },
  );

  it("rejects each bad value of the new fields with its line, field and a specific reason, and imports the good rows", async () => {
    const csv = [
      "stock_number,car_type,year,make,model,price,certified,build_date,rego_expiry,subscription_price,history_report_url,spin.front,lender.carclarity.interest_rate,lender.carclarity.rate",
      "BAD1,used,2020,Toyota,Yaris,15990,maybe,,,,,,,",
      "BAD2,used,2020,Toyota,Yaris,15990,,31/02/2024,March 2027,,,,,",
      "BAD3,used,2020,Toyota,Yaris,15990,,,,-5,ftp://x.example/r.pdf,,,",
      "BAD4,used,2020,Toyota,Yaris,15990,,,,,,x.jpg,lots,",
      "BAD5,used,2020,Toyota,Yaris,15990,,,,,,,8.5,9",
      "GOOD,used,2020,Toyota,Yaris,15990,no,2019-11,,,,,,",
    ].join("\n");
    const report = await run(csv, "csv");
    expect(report.rejectedRows.map(({ line, field, reason }) => [line, field, reason])).toEqual([
      [2, "certified", "must be true or false (or yes/no, 1/0)"],
      [3, "rego_expiry", "must be a date like 2024-03-31 or 31/03/2024"],
      [3, "build_date", "is not a real date"],
      [4, "subscription_price", "must be at least 1"],
      [4, "history_report_url", "must be an http(s) URL or a path on this site, like /files/report.pdf"],
      [5, "spin", 'has no view "front": the views are "exterior" and "interior"'],
      [5, "lenders.0.interest_rate", "must be a number"],
      [6, "lenders.0", 'has no field "rate" (see docs/feeds/README.md)'],
    ]);
    expect(report).toMatchObject({ created: 1, rejected: 5 });
  });
});
