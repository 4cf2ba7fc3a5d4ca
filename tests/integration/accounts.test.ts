import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { purgeExpiredSessions, spendSessionValue, upsertShopper } from "~/accounts/account-queries.server";
import { savedCars } from "~/accounts/garage.server";
import { commitSession, currentShopper, endShopperSession, requestSession, startShopperSession } from "~/accounts/session.server";
import { sendSignInCode, verifySignInCode } from "~/accounts/sign-in.server";
import { logSmsProvider, type SentSms } from "~/lib/sms/log-sms-provider";
import { removeCarFromWatchlist, saveCarToWatchlist, WATCHLIST_MESSAGES } from "~/accounts/watchlist.server";
import type { Database } from "~/db/database";
import { migrate } from "~/db/migrate.server";
import { seedDemo } from "~/demo/seed-demo.server";
import { MOBILE_MESSAGE } from "~/domain/phone";
import { CODE_MESSAGES } from "~/domain/accounts/sign-in-code";
import { syncSites } from "~/services/sync-sites.server";
import { loadSiteConfigs } from "~/sites/load-site-configs.server";
import type { TenantSite } from "~/sites/tenant-site";
import { testDatabases } from "../support/test-databases";

const NOW = new Date("2026-11-22T02:00:00Z");
const SECRET = "s".repeat(40);
const later = (ms: number) => new Date(NOW.getTime() + ms);
const MINUTE = 60_000;

describe.each(testDatabases())("accounts on $name", (target) => {
  let db: Database;
  let coastal: TenantSite;
  let metro: TenantSite;
  const outbox: SentSms[] = [];
  const sms = logSmsProvider(pino({ level: "silent" }), outbox);

  beforeAll(async () => {
    db = await target.open();
    await migrate(db);
    const sites = await syncSites(db, loadSiteConfigs("config/sites"));
    await seedDemo(db, sites, { now: NOW, totalCars: 120, imagesDir: join(mkdtempSync(join(tmpdir(), "img-")), "src") });
    coastal = sites.find((s) => s.slug === "coastal-toyota") as TenantSite;
    metro = sites.find((s) => s.slug === "metro-motor-group") as TenantSite;
  });
  afterAll(async () => {
    await db?.close();
    await target.dispose();
  });

  const deps = (site: TenantSite, now = NOW) => ({ db, site, now, secret: SECRET, sms });
  const lastCode = (phone: string) => /^(\d{6}) /.exec(outbox.filter((m) => m.to === phone).at(-1)?.body ?? "")?.[1] ?? "";

  it("texts a 6-digit code to an Australian mobile and keeps only its hash", async () => {
    expect(await sendSignInCode(deps(coastal), "07 5443 1800")).toEqual({ ok: false, fields: { phone: MOBILE_MESSAGE } });
    expect(await sendSignInCode(deps(coastal), "0412 000 001")).toEqual({ ok: true, phone: "+61412000001" });
    const code = lastCode("+61412000001");
    expect(code).toMatch(/^\d{6}$/);
    expect(outbox.at(-1)).toMatchObject({ siteSlug: "coastal-toyota", to: "+61412000001" });
    expect(outbox.at(-1)?.body).toContain("Coastal Toyota sign-in code");
    const rows = await db.query<{ code_hash: string }>("SELECT code_hash FROM sign_in_codes WHERE phone = '+61412000001'");
    expect(rows).toHaveLength(1);
    expect(rows[0].code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].code_hash).not.toContain(code);
  });

  it("sends one code a minute and five an hour to a number, saying how long to wait", async () => {
    const phone = "0412 000 002";
    expect((await sendSignInCode(deps(coastal), phone)).ok).toBe(true);
    expect(await sendSignInCode(deps(coastal, later(20_000)), phone)).toEqual({
      ok: false,
      fields: { phone: "We've just sent a code to this number. Please wait 40 seconds before asking for another." },
      retryAfterSeconds: 40,
    });
    for (const minutes of [2, 4, 6, 8]) expect((await sendSignInCode(deps(coastal, later(minutes * MINUTE)), phone)).ok).toBe(true);
    const sixth = await sendSignInCode(deps(coastal, later(10 * MINUTE)), phone);
    expect(sixth).toMatchObject({ ok: false, retryAfterSeconds: 50 * 60 });
    // Another site is another account: its own limits.
    expect((await sendSignInCode(deps(metro, later(10 * MINUTE)), phone)).ok).toBe(true);
  });

  it("sends one number at most ten codes an hour on the whole platform, however many sites ask", async () => {
    const phone = "0412 000 010";
    const all = [
      coastal,
      metro,
      ...(await syncSites(db, loadSiteConfigs("config/sites"))).filter((x) => x.id !== coastal.id && x.id !== metro.id),
    ];
    expect(all.length).toBeGreaterThanOrEqual(4);
    const answers: boolean[] = [];
    for (const minutes of [0, 2, 4])
      for (const site of all.slice(0, 4)) answers.push((await sendSignInCode(deps(site, later(minutes * MINUTE)), phone)).ok);
    expect(answers).toEqual([...Array(10).fill(true), false, false]);
    // The eleventh waits until the first of the ten is an hour old.
    expect(await sendSignInCode(deps(all[2], later(4 * MINUTE)), phone)).toMatchObject({ ok: false, retryAfterSeconds: 56 * 60 });
    expect((await sendSignInCode(deps(all[2], later(61 * MINUTE)), phone)).ok).toBe(true);
  });

  it("counts wrong codes, locks after five, and never accepts a code twice or after 10 minutes", async () => {
    const phone = "+61412000003";
    await sendSignInCode(deps(coastal), phone);
    const code = lastCode(phone);
    const wrong = code === "000000" ? "111111" : "000000";
    expect(await verifySignInCode(deps(coastal), phone, "12")).toEqual({ ok: false, message: CODE_MESSAGES.format });
    expect(await verifySignInCode(deps(coastal), phone, wrong)).toEqual({ ok: false, message: `${CODE_MESSAGES.wrong} 4 tries left.` });
    const ok = await verifySignInCode(deps(coastal), phone, code);
    expect(ok).toMatchObject({ ok: true, shopper: { phone } });
    expect(await verifySignInCode(deps(coastal), phone, code)).toEqual({ ok: false, message: CODE_MESSAGES.none });

    // A fresh code, then five wrong guesses sent at once: the attempts are counted one by one, and the right code is refused after.
    await sendSignInCode(deps(coastal, later(2 * MINUTE)), phone);
    const second = lastCode(phone);
    const other = second === "000000" ? "111111" : "000000";
    const guesses = await Promise.all(Array.from({ length: 7 }, () => verifySignInCode(deps(coastal, later(3 * MINUTE)), phone, other)));
    expect(guesses.filter((g) => !g.ok && g.message === CODE_MESSAGES.locked).length).toBeGreaterThanOrEqual(3);
    expect(await verifySignInCode(deps(coastal, later(3 * MINUTE)), phone, second)).toEqual({ ok: false, message: CODE_MESSAGES.locked });

    await sendSignInCode(deps(coastal, later(5 * MINUTE)), phone);
    expect(await verifySignInCode(deps(coastal, later(15 * MINUTE + 1)), phone, lastCode(phone))).toEqual({
      ok: false,
      message: CODE_MESSAGES.expired,
    });
  });

  it("accepts a code only on the site that sent it", async () => {
    const phone = "+61412000004";
    await sendSignInCode(deps(coastal), phone);
    expect(await verifySignInCode(deps(metro), phone, lastCode(phone))).toEqual({ ok: false, message: CODE_MESSAGES.none });
    expect((await verifySignInCode(deps(coastal), phone, lastCode(phone))).ok).toBe(true);
  });

  describe("sessions", () => {
    const request = (site: TenantSite, cookie?: string) =>
      new Request(`${site.origin}/my-garage`, { headers: cookie ? { Cookie: cookie.split(";")[0] } : {} });

    it("signs in with a new session id, scoped to its site, and signs out here or everywhere", async () => {
      const shopper = await upsertShopper(db, coastal.id, "+61412000005", NOW);
      // The session that asked for the code (as a visitor) is replaced at sign-in.
      const visitor = await requestSession(deps(coastal), request(coastal));
      visitor.session.set("signInPhone", shopper.phone);
      const visitorCookie = await visitor.storage.commitSession(visitor.session);
      const before = await requestSession(deps(coastal), request(coastal, visitorCookie));
      const cookie = await startShopperSession(deps(coastal), request(coastal, visitorCookie), before.session, shopper.id);
      expect(cookie).toMatch(/^__session=/);
      expect(cookie).toContain("HttpOnly");
      expect(cookie).toContain("SameSite=Lax");
      expect(cookie).toContain("Path=/");
      expect(cookie).not.toMatch(/Domain=/i);
      expect(cookie).not.toContain(visitorCookie.split(";")[0].split("=")[1]);
      expect(await currentShopper(deps(coastal), request(coastal, visitorCookie))).toBeNull();

      expect(await currentShopper(deps(coastal), request(coastal, cookie))).toEqual(shopper);
      // The same cookie on another dealer's site signs no one in.
      expect(await currentShopper(deps(metro), request(metro, cookie))).toBeNull();

      const second = await startShopperSession(
        deps(coastal),
        request(coastal),
        (await requestSession(deps(coastal), request(coastal))).session,
        shopper.id,
      );
      await endShopperSession(deps(coastal), request(coastal, cookie), false);
      expect(await currentShopper(deps(coastal), request(coastal, cookie))).toBeNull();
      expect(await currentShopper(deps(coastal), request(coastal, second))).toEqual(shopper);

      const third = await startShopperSession(
        deps(coastal),
        request(coastal),
        (await requestSession(deps(coastal), request(coastal))).session,
        shopper.id,
      );
      await endShopperSession(deps(coastal), request(coastal, third), true);
      expect(await currentShopper(deps(coastal), request(coastal, second))).toBeNull();
      expect(await currentShopper(deps(coastal), request(coastal, third))).toBeNull();
    });

    it("keeps a visitor's session (before sign-in) 10 minutes, not 30 days", async () => {
      const visitor = await requestSession(deps(coastal), request(coastal));
      visitor.session.set("signInPhone", "+61412000011");
      const cookie = await commitSession(deps(coastal), visitor.storage, visitor.session);
      expect(cookie).not.toMatch(/Max-Age/i);
      const expires = new Date(/Expires=([^;]+)/i.exec(cookie)?.[1] ?? "");
      expect(expires.getTime() - NOW.getTime()).toBeLessThanOrEqual(10 * MINUTE + 1000);
      const id = (await requestSession(deps(coastal), request(coastal, cookie))).session.id;
      const [row] = await db.query<{ expires_at: Date }>("SELECT expires_at FROM sessions WHERE id = $1", [id]);
      expect(new Date(row.expires_at).getTime()).toBe(NOW.getTime() + 10 * MINUTE);
      expect(
        (await requestSession(deps(coastal, later(11 * MINUTE)), request(coastal, cookie))).session.get("signInPhone"),
      ).toBeUndefined();
    });

    it("spends a value of a stored session once, however many requests carry the session at once", async () => {
      const visitor = await requestSession(deps(coastal), request(coastal));
      visitor.session.set("passkeyChallenge", "challenge-1");
      const cookie = await commitSession(deps(coastal), visitor.storage, visitor.session);
      const { session } = await requestSession(deps(coastal), request(coastal, cookie));
      const spent = await Promise.all(
        Array.from({ length: 5 }, () => spendSessionValue(db, coastal.id, session.id, "passkeyChallenge", "challenge-1")),
      );
      expect(spent.filter(Boolean)).toHaveLength(1);
      expect(await spendSessionValue(db, coastal.id, session.id, "passkeyChallenge", "challenge-1")).toBe(false);
      // Another site's session table rows are not this site's.
      expect(await spendSessionValue(db, metro.id, session.id, "passkeyChallenge", "challenge-1")).toBe(false);
    });

    it("marks the cookie Secure on a site served over HTTPS", async () => {
      const https = { ...coastal, origin: "https://coastal-toyota.example.com.au" };
      const shopper = await upsertShopper(db, coastal.id, "+61412000006", NOW);
      const cookie = await startShopperSession(
        deps(https),
        request(https),
        (await requestSession(deps(https), request(https))).session,
        shopper.id,
      );
      expect(cookie).toContain("Secure");
    });

    it("ends after 30 days, and expired sessions are purged", async () => {
      const shopper = await upsertShopper(db, coastal.id, "+61412000007", NOW);
      const cookie = await startShopperSession(
        deps(coastal),
        request(coastal),
        (await requestSession(deps(coastal), request(coastal))).session,
        shopper.id,
      );
      expect(await currentShopper(deps(coastal, later(29 * 24 * 60 * MINUTE)), request(coastal, cookie))).toEqual(shopper);
      expect(await currentShopper(deps(coastal, later(31 * 24 * 60 * MINUTE)), request(coastal, cookie))).toBeNull();
      expect(await purgeExpiredSessions(db, later(31 * 24 * 60 * MINUTE))).toBeGreaterThanOrEqual(1);
    });
  });

  describe("the watchlist", () => {
    it("saves a car with its price, marks a price drop and a sale, refuses a sold or another site's car", async () => {
      const shopper = await upsertShopper(db, coastal.id, "+61412000008", NOW);
      const cars = await db.query<{ id: number; price: number }>(
        `SELECT id, price FROM cars WHERE site_id = $1 AND status = 'in_stock' AND show_on_dealer_website AND price > 1000 ORDER BY id LIMIT 2`,
        [coastal.id],
      );
      const [sold] = await db.query<{ id: number }>(
        "SELECT id FROM cars WHERE site_id = $1 AND status = 'sold' AND show_on_dealer_website LIMIT 1",
        [coastal.id],
      );
      const [foreign] = await db.query<{ id: number }>("SELECT id FROM cars WHERE site_id = $1 LIMIT 1", [metro.id]);
      const d = deps(coastal);
      expect(await saveCarToWatchlist(d, shopper, cars[0].id)).toEqual({ ok: true });
      expect(await saveCarToWatchlist(d, shopper, cars[1].id)).toEqual({ ok: true });
      expect(await saveCarToWatchlist(d, shopper, foreign.id)).toEqual({ ok: false, message: WATCHLIST_MESSAGES.unknownCar });
      if (sold) expect(await saveCarToWatchlist(d, shopper, sold.id)).toEqual({ ok: false, message: WATCHLIST_MESSAGES.sold });

      await db.query("UPDATE cars SET price = price - 1500 WHERE id = $1", [cars[0].id]);
      await db.query("UPDATE cars SET status = 'sold' WHERE id = $1", [cars[1].id]);
      const saved = await savedCars(d, shopper);
      const first = saved.find((s) => s.carId === cars[0].id);
      expect(first?.priceChange).toEqual({
        direction: "down",
        was: `$${cars[0].price.toLocaleString("en-AU")}`,
        by: "$1,500",
      });
      expect(saved.find((s) => s.carId === cars[1].id)?.badge).toBe("Sold");
      // Already saved, a car that has since sold can be saved again (it stays) and removed.
      expect(await saveCarToWatchlist(d, shopper, cars[1].id)).toEqual({ ok: true });
      await removeCarFromWatchlist(d, shopper, cars[1].id);
      expect((await savedCars(d, shopper)).map((s) => s.carId)).toEqual([cars[0].id]);
      // Another shopper sees none of it.
      expect(await savedCars(d, await upsertShopper(db, coastal.id, "+61412000009", NOW))).toEqual([]);
    });
  });
});
