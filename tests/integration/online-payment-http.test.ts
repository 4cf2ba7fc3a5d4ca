import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testPaymentProvider } from "~/payments/test-payment-provider";
import { findPaymentRequest, type PaymentRequest } from "~/reserve/payment-request-queries.server";
import { requestPayment } from "~/reserve/payment-requests.server";
import { reserveCar } from "~/reserve/reserve-car.server";
import type { TenantSite } from "~/sites/tenant-site";
import { type HttpResponse, request } from "../support/http-request";
import { type Listening, listenApp, requireFreshBuild, type SeededPlatform, seededPlatform, testLeadServices } from "../support/seeded-app";
import { reservableCarIds } from "../support/reservable-cars";

requireFreshBuild();

const NOW = new Date("2026-11-22T02:00:00Z");
const SITE = "coastal-toyota";

/** /online-payment over HTTP through the built app: behind sign-in, the shopper's own requests only, paid with the test card without JavaScript. */
describe("online payment over HTTP", () => {
  let platform: SeededPlatform;
  let app: Listening;
  let site: TenantSite;
  const host = () => `${SITE}.localhost:${app.port}`;
  const cookieOf = (res: HttpResponse) => {
    const header = res.headers["set-cookie"];
    const first = Array.isArray(header) ? header[0] : header;
    return first ? first.split(";")[0] : "";
  };
  /** A page's text as a reader sees it: React's markers between adjacent text pieces and the tags removed. */
  const text = (res: HttpResponse) => res.body.replaceAll("<!-- -->", "").replace(/<[^>]*>/g, "");
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const post = (path: string, body: string, cookie = "") =>
    request(app.port, host(), path, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
      body,
    });

  /** Signs in through the pages, sent there by /online-payment; returns the session cookie and where sign-in went. */
  async function signIn(phone: string) {
    const gate = await request(app.port, host(), "/online-payment");
    const path = String(gate.headers.location);
    const asked = await post(path, form({ intent: "send-code", phone }));
    expect(asked.status, asked.body).toBe(302);
    const e164 = `+61${phone.replace(/\D/g, "").replace(/^0/, "")}`;
    const code = /^(\d{6}) /.exec(app.sentSms.filter((m) => m.to === e164).at(-1)?.body ?? "")?.[1] ?? "";
    const verified = await post(path, form({ intent: "verify", code }), cookieOf(asked));
    return { cookie: cookieOf(verified), location: verified.headers.location };
  }

  /** A deposit paid by the shopper with this number, and the dealer's request for `amount` against it. */
  async function requested(phone: string, amount: string, description: string): Promise<PaymentRequest> {
    const [carId] = await reservableCarIds(platform.db, site.id, 1);
    const hold = await reserveCar(
      { db: platform.db, site, now: NOW, provider: testPaymentProvider(), holdHours: 48, services: testLeadServices() },
      {
        carId,
        contact: { name: "Charlotte", lastName: null, email: "charlotte@example.com.au", phone },
        card: { number: "4242424242424242", expiry: "12/30", cvc: "123" },
      },
    );
    if (!hold.ok) throw new Error(hold.message);
    const made = await requestPayment(
      { db: platform.db, site, now: NOW },
      { reservationId: hold.reservationId, amount, description },
      { tool: "test" },
    );
    if (!made.ok) throw new Error(made.message);
    return made.request;
  }

  beforeAll(async () => {
    platform = await seededPlatform({
      now: NOW,
      totalCars: 60,
      configure: (configs) => configs.map((c) => ({ ...c, rateLimits: { ...c.rateLimits, signInPerMinute: 1000 } })),
    });
    site = platform.sites.find((s) => s.slug === SITE) as TenantSite;
    app = await listenApp(platform, { now: NOW });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await platform?.db.close();
  });

  it("sends a signed-out visitor to sign-in, whatever the site's gatedRoutes say, and back to /online-payment after it", async () => {
    const gate = await request(app.port, host(), "/online-payment");
    expect(gate.status).toBe(302);
    const location = new URL(String(gate.headers.location), "http://x");
    expect(location.pathname).toBe("/sign-in");
    expect(location.searchParams.get("type")).toBe("online-payment");
    expect(location.searchParams.get("redirect")).toBe("/online-payment");
    expect((await post("/online-payment", form({ payment_request: "x" }))).status).toBe(302);
    const { location: landed } = await signIn("0412 200 001");
    expect(landed).toBe("/online-payment");
  });

  it("lists the shopper's request and pays it with the test card without JavaScript; a decline is shown and leaves it to pay", async () => {
    const mine = await requested("0412 200 002", "$1,500", "Balance of the purchase price");
    const { cookie } = await signIn("0412 200 002");
    const page = await request(app.port, host(), "/online-payment", { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(text(page)).toContain("Balance of the purchase price");
    expect(text(page)).toContain("$1,500");
    expect(text(page)).toContain("Waiting for your payment");
    expect(text(page)).toContain("Signed in as 0412 *** 002");
    expect(page.headers["cache-control"] ?? "").not.toMatch(/public/);

    const card = { payment_request: mine.id, card_expiry: "12/30", card_cvc: "123" };
    const declined = await post("/online-payment", form({ ...card, card_number: "4000000000000002" }), cookie);
    expect(declined.status).toBe(200);
    expect(text(declined)).toContain("Your card was declined.");
    expect(await findPaymentRequest(platform.db, site.id, mine.id)).toMatchObject({ status: "requested", attempts: 1 });

    const paid = await post("/online-payment", form({ ...card, card_number: "4242424242424242" }), cookie);
    expect(paid.status).toBe(302);
    expect(paid.headers.location).toBe(`/online-payment?paid=${mine.id}`);
    const after = await request(app.port, host(), String(paid.headers.location), { headers: { cookie } });
    expect(text(after)).toContain("Thank you: your payment of $1,500 for “Balance of the purchase price” has been made.");
    expect(await findPaymentRequest(platform.db, site.id, mine.id)).toMatchObject({ status: "paid", attempts: 2 });
  });

  it("another shopper sees none of it and cannot pay it: their page is empty and a post for it is a 404", async () => {
    const charlottes = await requested("0412 200 003", "$300", "Floor mats");
    const { cookie } = await signIn("0412 200 004");
    const page = await request(app.port, host(), "/online-payment", { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(text(page)).toContain("No payments requested");
    expect(page.body).toContain('href="/my-garage"');
    expect(text(page)).not.toContain("Floor mats");
    const stolen = await post(
      "/online-payment",
      form({ payment_request: charlottes.id, card_number: "4242424242424242", card_expiry: "12/30", card_cvc: "123" }),
      cookie,
    );
    expect(stolen.status).toBe(404);
    expect(await findPaymentRequest(platform.db, site.id, charlottes.id)).toMatchObject({ status: "requested", attempts: 0 });
    // The same session on another site is signed out there.
    const elsewhere = await request(app.port, `metro-motor-group.localhost:${app.port}`, "/online-payment", { headers: { cookie } });
    expect(elsewhere.status).toBe(302);
  });
});
