import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { type StripeStandIn, startStripeStandIn } from "../support/stripe-stand-in";
import { startTestServer, type TestServer } from "../support/test-server";
import { expect, test } from "./fixtures";
import { expectAccessible, waitForInteractive } from "./support";

/**
 * /online-payment on a Stripe site in the browser, against the local Stripe stand-in (its Stripe.js
 * and its API): the card goes to "Stripe" from its own field, and a card whose bank asks for 3-D
 * Secure is approved (or refused) in the page, the page then waiting for Stripe's webhook. Its own
 * server (Coastal Toyota on Stripe, the /__test fixtures on for the SMS code and the dealer's request).
 */

const SITE = "coastal-toyota";
const KEYS = { secretKey: "sk_test_e2eOnlinePay", publishableKey: "pk_test_e2eOnlinePay", webhookSecret: "whsec_e2eOnlinePay" };
const MOBILE = "0412 987 654";

test.describe.configure({ mode: "serial" });

let standIn: StripeStandIn;
let server: TestServer;
const site = (path: string) => `http://${SITE}.localhost:${server.port}${path}`;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  standIn = await startStripeStandIn(KEYS);
  const dir = mkdtempSync(join(tmpdir(), "online-payment-e2e-"));
  const sites = join(dir, "sites");
  mkdirSync(sites);
  const coastal = JSON.parse(readFileSync("config/sites/coastal-toyota.json", "utf8"));
  writeFileSync(join(sites, `${SITE}.json`), JSON.stringify({ ...coastal, reservations: { ...coastal.reservations, provider: "stripe" } }));
  server = await startTestServer({
    dataDir: join(dir, "data"),
    env: {
      SITES_DIR: sites,
      E2E_FIXTURES: "true",
      STRIPE_SECRET_KEY: KEYS.secretKey,
      STRIPE_PUBLISHABLE_KEY: KEYS.publishableKey,
      STRIPE_WEBHOOK_SECRET: KEYS.webhookSecret,
      STRIPE_API_BASE: standIn.url,
      STRIPE_JS_URL: `${standIn.url}/v3/`,
    },
  });
  standIn.webhookTo({ port: server.port, host: `${SITE}.localhost:${server.port}`, auto: true });
});
test.afterAll(async () => {
  await server?.stop();
  await standIn?.close();
});

/** Stripe's card field (the stand-in's: plain inputs where the real one has a frame of Stripe's origin). */
async function fillCard(page: Page, card: string) {
  await page.getByLabel("Card number").fill(card);
  await page.getByLabel("Expiry date MM / YY").fill("12 / 30");
  await page.getByLabel("Security code").fill("123");
}

async function signIn(page: Page, request: APIRequestContext) {
  await page.getByLabel("Mobile number").fill(MOBILE);
  await page.getByRole("button", { name: "Text me a code" }).click();
  await expect(page.getByLabel("6-digit code")).toBeVisible();
  const sms = await request.get(`http://127.0.0.1:${server.port}/__test/sms/${SITE}/${encodeURIComponent("+61412987654")}`);
  const code = /^(\d{6})/.exec(((await sms.json()) as { body: string }).body)?.[1] ?? "";
  await page.getByLabel("6-digit code").fill(code);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

test("a 3-D Secure card refused by the bank can be tried again; approved, the webhook marks the payment paid", async ({
  page,
  request,
  browserErrors,
}) => {
  // The stand-in's Stripe.js answers the refused bank step with a 402, as Stripe does; the browser logs it.
  browserErrors.expect(/status of 402 .*\/__standin\/authenticate/);
  // A deposit paid through Stripe with the shopper's mobile, and the dealer's request against it.
  const hits = (
    await (
      await request.get(`http://127.0.0.1:${server.port}/api/search?sortBy=price_asc`, {
        headers: { host: `${SITE}.localhost:${server.port}` },
      })
    ).json()
  ).hits as { slug: string; status: string; reserved: boolean; price: number; tag: string | null }[];
  const car = hits.find((h) => h.status === "in_stock" && !h.reserved && h.price > 1 && h.tag !== "Test Drive Only");
  if (!car) throw new Error("no reservable car");
  await page.goto(site(`/cars/${car.slug}/checkout`));
  await waitForInteractive(page);
  await page.getByLabel("First name").fill("Charlotte");
  await page.getByLabel("Email").fill("charlotte@example.com.au");
  await page.getByLabel("Phone").fill(MOBILE);
  await fillCard(page, "4242 4242 4242 4242");
  await page.getByRole("button", { name: "Pay $200 deposit" }).click();
  await expect(page.getByRole("heading", { name: "Reserved for you", level: 1 })).toBeVisible();
  const reservationId = new URL(page.url()).searchParams.get("reservation");
  const made = await request.post(`http://127.0.0.1:${server.port}/__test/payment-requests`, {
    data: { site: SITE, reservationId, amount: "$1,500", description: "Balance of the purchase price" },
  });
  expect(made.status(), await made.text()).toBe(201);

  await page.goto(site("/online-payment"));
  await signIn(page, request);
  await expect(page.getByRole("heading", { name: "Online payment", level: 1 })).toBeVisible();
  await waitForInteractive(page);
  const payment = page.getByRole("article", { name: "Balance of the purchase price" });
  await expect(payment.getByLabel("Card number")).toBeVisible();
  await expectAccessible(page);

  // The bank refuses: its reason is shown, and once Stripe's webhook has released the attempt the form is ready again.
  await fillCard(page, "4000 0000 0000 3220");
  await page.getByRole("button", { name: "Pay $1,500" }).click();
  const bank = page.getByRole("dialog", { name: "3D Secure test payment page" });
  await bank.getByRole("button", { name: "Fail" }).click();
  await expect(payment.getByRole("alert").filter({ hasText: "unable to authenticate" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Pay $1,500" })).toBeEnabled();
  await expect(payment).toContainText("Waiting for your payment");

  // Approved: the page waits for the webhook, then shows the payment made. Each answer to its status check takes
  // longer than the second between checks, as on a slow phone: a check still on its way is never cut short by the next.
  let inFlight = 0;
  let mostInFlight = 0;
  await page.route(/\/online-payment\.data\?_routes=/, async (route) => {
    mostInFlight = Math.max(mostInFlight, ++inFlight);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    inFlight--;
    await route.continue().catch(() => undefined);
  });
  await fillCard(page, "4000 0000 0000 3220");
  await page.getByRole("button", { name: "Pay $1,500" }).click();
  await bank.getByRole("button", { name: "Complete" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thank you: your payment of $1,500" })).toBeVisible();
  await expect(payment).toContainText("Paid");
  expect(mostInFlight, "status checks on their way at once").toBe(1);
  await expectAccessible(page);
  const intents = [...standIn.intents.values()].filter((pi) => pi.metadata.payment_request_id);
  expect(intents.map((pi) => pi.status)).toEqual(["requires_payment_method", "succeeded"]);
});
