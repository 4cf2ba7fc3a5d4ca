import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { type StripeStandIn, startStripeStandIn } from "../support/stripe-stand-in";
import { startTestServer, type TestServer } from "../support/test-server";
import { expect, test } from "./fixtures";
import { expectAccessible, waitForInteractive } from "./support";

/**
 * Reserving on a Stripe site in the browser, against the local Stripe stand-in (its small Stripe.js
 * and its API, tests/support/stripe-stand-in.ts): the card goes to "Stripe", never to our server; a
 * 3-D Secure card is finished in the page and held once Stripe's webhook arrives; without JavaScript
 * the page says card payment needs it. This file runs its own server (Coastal Toyota on Stripe, with
 * STRIPE_* pointing at the stand-in), beside the suite's.
 */

const SITE = "coastal-toyota";
const KEYS = { secretKey: "sk_test_e2eStandIn", publishableKey: "pk_test_e2eStandIn", webhookSecret: "whsec_e2eStandIn" };

test.describe.configure({ mode: "serial" });

let standIn: StripeStandIn;
let server: TestServer;
const site = (path: string) => `http://${SITE}.localhost:${server.port}${path}`;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  standIn = await startStripeStandIn(KEYS);
  const dir = mkdtempSync(join(tmpdir(), "stripe-e2e-"));
  const sites = join(dir, "sites");
  mkdirSync(sites);
  const coastal = JSON.parse(readFileSync("config/sites/coastal-toyota.json", "utf8"));
  writeFileSync(
    join(sites, `${SITE}.json`),
    JSON.stringify({
      ...coastal,
      reservations: { ...coastal.reservations, provider: "stripe" },
      leads: { ...coastal.leads, rateLimitPerMinute: 1000 },
    }),
  );
  server = await startTestServer({
    dataDir: join(dir, "data"),
    env: {
      SITES_DIR: sites,
      STRIPE_SECRET_KEY: KEYS.secretKey,
      STRIPE_PUBLISHABLE_KEY: KEYS.publishableKey,
      STRIPE_WEBHOOK_SECRET: KEYS.webhookSecret,
      STRIPE_API_BASE: standIn.url,
      STRIPE_JS_URL: `${standIn.url}/v3/`,
    },
  });
  // Stripe delivers each event to the site's webhook as it happens.
  standIn.webhookTo({ port: server.port, host: `${SITE}.localhost:${server.port}`, auto: true });
});
test.afterAll(async () => {
  await server?.stop();
  await standIn?.close();
});

/** A car the site can reserve that no other test here took. */
const taken = new Set<number>();
async function reservableCar(request: APIRequestContext): Promise<{ id: number; slug: string }> {
  const res = await request.get(`http://127.0.0.1:${server.port}/api/search?sortBy=price_asc`, {
    headers: { host: `${SITE}.localhost:${server.port}` },
  });
  const hits = (await res.json()).hits as {
    id: number;
    slug: string;
    status: string;
    reserved: boolean;
    price: number;
    tag: string | null;
  }[];
  const car = hits.find((h) => h.status === "in_stock" && !h.reserved && h.price > 1 && h.tag !== "Test Drive Only" && !taken.has(h.id));
  if (!car) throw new Error("no reservable car left");
  taken.add(car.id);
  return car;
}

async function fillDetails(page: Page, card: string) {
  await page.getByLabel("First name").fill("Charlotte");
  await page.getByLabel("Email").fill("charlotte@example.com.au");
  await page.getByLabel("Phone").fill("0412 345 678");
  // Stripe's card field (the stand-in's: plain inputs where the real one has a frame of Stripe's origin).
  await page.getByLabel("Card number").fill(card);
  await page.getByLabel("Expiry date MM / YY").fill("12 / 30");
  await page.getByLabel("Security code").fill("123");
}

test("the card goes to Stripe, never to our server; a paid deposit holds the car", async ({ page, request }) => {
  const car = await reservableCar(request);
  const posted: { path: string; body: string }[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().startsWith(site(""))) posted.push({ path: new URL(r.url()).pathname, body: r.postData() ?? "" });
  });
  await page.goto(site(`/cars/${car.slug}/checkout`));
  await waitForInteractive(page);
  await expect(page.getByLabel("Card number")).toBeVisible();
  await expect(page.getByText("Paying by card needs JavaScript")).toBeHidden();
  await expectAccessible(page);

  await fillDetails(page, "4000 0000 0000 9995");
  await page.getByRole("button", { name: "Pay $200 deposit" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "isn't enough money" })).toBeVisible();

  await fillDetails(page, "4242 4242 4242 4242");
  await page.getByRole("button", { name: "Pay $200 deposit" }).click();
  await expect(page.getByRole("heading", { name: "Reserved for you", level: 1 })).toBeVisible();
  // Every post to our server (the page's analytics beacons too) is free of the card; the two payments carry only its PaymentMethod.
  const payments = posted.filter((p) => p.path.includes("/checkout"));
  expect(payments.length).toBeGreaterThanOrEqual(2);
  for (const { body } of payments) expect(body).toMatch(/payment_method=pm_/);
  for (const { body } of posted) expect(body).not.toMatch(/4242|9995|card_number|12%20%2F%2030/);
  // Stripe saw the card; our server only the PaymentMethod it became.
  expect(standIn.requests.some((r) => r.path === "/v1/payment_methods" && r.params["card[number]"] === "4242424242424242")).toBe(true);
});

test("a card whose bank asks for 3-D Secure is approved in the page, and held once Stripe's webhook arrives", async ({ page, request }) => {
  const car = await reservableCar(request);
  await page.goto(site(`/cars/${car.slug}/checkout`));
  await waitForInteractive(page);
  await fillDetails(page, "4000 0000 0000 3220");
  await page.getByRole("button", { name: "Pay $200 deposit" }).click();
  const bank = page.getByRole("dialog", { name: "3D Secure test payment page" });
  await expect(bank).toBeVisible();
  await bank.getByRole("button", { name: "Complete" }).click();
  await expect(page.getByRole("heading", { name: "Reserved for you", level: 1 })).toBeVisible();
  await expect(page.getByText(/We have your \$200 deposit and the car is held for you until/)).toBeVisible();
  expect(standIn.events.filter((e) => e.type === "payment_intent.succeeded").length).toBeGreaterThanOrEqual(1);
});

test("without JavaScript the page says card payment needs it and offers the enquiry instead", async ({ browser, request }) => {
  const car = await reservableCar(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(site(`/cars/${car.slug}/checkout`));
  await expect(page.getByText(/Paying by card needs JavaScript/)).toBeVisible();
  await expect(page.getByRole("link", { name: "ask the dealership about this car" })).toHaveAttribute(
    "href",
    `/enquiry?form=vehicle&car_id=${car.id}`,
  );
  await expect(page.getByRole("button", { name: "Pay $200 deposit" })).toBeDisabled();
  await context.close();
});
