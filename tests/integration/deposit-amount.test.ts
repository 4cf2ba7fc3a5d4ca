import { readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PaymentProvider } from "~/payments/payment-provider";
import type { Payments } from "~/payments/payment-settings";
import { testPaymentProvider } from "~/payments/test-payment-provider";
import { takesDeposits } from "~/domain/reserve/takes-deposits";
import { request } from "../support/http-request";
import { type Listening, listenApp, requireFreshBuild, type SeededPlatform, seededPlatform } from "../support/seeded-app";

/**
 * Design review d9f523c, 6.1: the deposit a card is charged is the deposit the shopper read. On every demo site
 * (config/sites/*.json), over HTTP on the built app: the amount on the car page's Reserve button, the checkout's
 * "Pay a $X deposit" and what the payment provider is asked to charge are one amount.
 */
requireFreshBuild();

const now = new Date("2026-11-22T02:00:10Z");
const DEMO_SITES = readdirSync("config/sites")
  .filter((f) => f.endsWith(".json"))
  .map((f) => f.replace(/\.json$/, ""));
/** The page's text with React's text-node markers gone, so "Pay a <!-- -->$200<!-- --> deposit" reads as it shows. */
const textOf = (html: string) => html.replaceAll("<!-- -->", "");
const dollarsToCents = (label: string) => Math.round(Number(label.replace(/[$,]/g, "")) * 100);

describe("the deposit charged is the deposit shown", () => {
  let platform: SeededPlatform;
  let app: Listening;
  const charged: { site: string; amountCents: number }[] = [];

  beforeAll(async () => {
    platform = await seededPlatform({ now, totalCars: 80 });
    const inner = testPaymentProvider();
    const recording: PaymentProvider = {
      ...inner,
      charge: (req) => {
        charged.push({ site: req.description, amountCents: req.amountCents });
        return inner.charge(req);
      },
    };
    const payments: Payments = { stripe: null, providerFor: () => recording };
    app = await listenApp(platform, { now, payments });
  });
  afterAll(async () => {
    await app?.close();
    await platform?.db.close();
  });

  const cookieOf = (res: { headers: Record<string, string | string[] | undefined> }) => {
    const header = res.headers["set-cookie"];
    const first = Array.isArray(header) ? header[0] : header;
    return first ? first.split(";")[0] : "";
  };
  /** A session on a site whose checkout is a gated route: the number, then the texted code. */
  async function signIn(host: string, phone: string): Promise<string> {
    const path = `/sign-in?${new URLSearchParams({ type: "garage", redirect: "/", back: "/" })}`;
    const headers = { "content-type": "application/x-www-form-urlencoded", origin: `http://${host}` };
    const asked = await request(app.port, host, path, {
      method: "POST",
      headers,
      body: new URLSearchParams({ intent: "send-code", phone }).toString(),
    });
    const e164 = `+61${phone.replace(/\D/g, "").replace(/^0/, "")}`;
    const code = /^(\d{6}) /.exec(app.sentSms.filter((m) => m.to === e164).at(-1)?.body ?? "")?.[1] ?? "";
    const verified = await request(app.port, host, path, {
      method: "POST",
      headers: { ...headers, cookie: cookieOf(asked) },
      body: new URLSearchParams({ intent: "verify", code }).toString(),
    });
    return cookieOf(verified);
  }

  it("covers every demo site", () => {
    expect(DEMO_SITES.length).toBeGreaterThanOrEqual(4);
    expect(DEMO_SITES.filter((slug) => takesDeposits(platform.sites.find((s) => s.slug === slug) as never)).length).toBeGreaterThanOrEqual(
      3,
    );
  });

  it.each(DEMO_SITES)("on %s: the Reserve button, the checkout and the charge name one amount", async (slug) => {
    const site = platform.sites.find((s) => s.slug === slug);
    if (!site) throw new Error(`no site ${slug}`);
    const host = `${slug}.localhost`;
    const cars = await platform.db.query<{ id: number; slug: string }>(
      `SELECT id, slug FROM cars WHERE site_id = $1 AND status = 'in_stock' AND NOT reserved AND price > 1 AND show_on_dealer_website
         AND (tag IS NULL OR tag <> 'Test Drive Only') ORDER BY id LIMIT 10`,
      [site.id],
    );
    let button: string | null = null;
    let car: { id: number; slug: string } | undefined;
    for (const candidate of cars) {
      const page = await request(app.port, host, `/cars/${candidate.slug}`);
      // The button carries the amount ("Reserve Now $200", "Reserve This Car $200"), or leads to the buy-online
      // journey ("Buy Online"), whose page then shows the amount.
      const match = /Reserve (?:Now|This Car) (\$[\d,]+(?:\.\d{2})?)|Buy Online/.exec(textOf(page.body));
      if (page.status === 200 && match) {
        button = match[1] ?? "Buy Online";
        car = candidate;
        break;
      }
    }
    if (!takesDeposits(site)) {
      // Reserve Now switched off: no amount shown, so none may be charged.
      expect(button, `${slug} offers no Reserve Now`).toBeNull();
      return;
    }
    expect(button, `a car page on ${slug} with Reserve Now`).not.toBeNull();
    if (!car || !button) return;
    const gated = site.gatedRoutes.some((route) => route.includes("checkout") || route.includes("buy-online"));
    const cookie: Record<string, string> = gated ? { cookie: await signIn(host, "0412 345 678") } : {};

    const path = site.checkoutPath.replace("{slug}", car.slug);
    const checkout = await request(app.port, host, path, { headers: cookie });
    expect(checkout.status).toBe(200);
    const offered = /Pay a (\$[\d,]+(?:\.\d{2})?) deposit/.exec(textOf(checkout.body))?.[1];
    const shown = button === "Buy Online" ? (offered ?? "") : button;
    expect(offered, `${slug}: the checkout's deposit`).toBe(shown);
    expect(dollarsToCents(shown), `${slug}: the deposit setting`).toBe(site.reservations.depositCents);

    const before = charged.length;
    const form = new URLSearchParams({
      name: "Charlotte",
      last_name: "Nguyen",
      email: `charlotte.${slug}@example.com.au`,
      phone: "0412 345 678",
      card_number: "4242 4242 4242 4242",
      card_expiry: "12/30",
      card_cvc: "123",
    });
    const paid = await request(app.port, host, path, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: `http://${host}`, ...cookie },
      body: form.toString(),
    });
    expect([302, 303], `${slug}: the checkout's answer`).toContain(paid.status);
    expect(charged.slice(before), `${slug}: what the provider was asked to charge`).toEqual([
      { site: `Deposit to reserve car ${car.id} on ${site.name}`, amountCents: dollarsToCents(shown) },
    ]);
    const [held] = await platform.db.query<{ amountCents: number }>(
      `SELECT amount_cents AS "amountCents" FROM reservations WHERE car_id = $1 AND status = 'held'`,
      [car.id],
    );
    expect(held?.amountCents, `${slug}: the hold's recorded deposit`).toBe(dollarsToCents(shown));
  });
});
