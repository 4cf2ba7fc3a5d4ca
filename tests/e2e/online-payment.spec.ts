import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { freshMobile, signInBySms } from "./sign-in";
import { expectAccessible, expectNoSidewaysScroll, PORT, siteUrl, waitForInteractive } from "./support";

/**
 * /online-payment (issues 13 and 14) on Coastal Toyota's e2e copy (the built-in test provider): the
 * shopper reserves a car, the dealer asks for a payment against it (through the test fixtures, as
 * `npm run reservations -- request-payment` would), and the shopper, sent to sign in by SMS, pays it.
 */
const SITE = "coastal-toyota";

async function payWithCard(page: Page, cardNumber: string) {
  await page.getByLabel("Card number").fill(cardNumber);
  await page.getByLabel("Expiry (MM/YY)").fill("12/30");
  await page.getByLabel("Security code").fill("123");
  await page.getByRole("button", { name: "Pay $1,500" }).click();
}

test("the shopper signs in by SMS, lands on the payment the dealer asked for, sees a decline, then pays it", async ({
  page,
  request,
  makeCar,
}) => {
  const car = await makeCar({ like: { site: SITE, status: "in_stock" }, set: { price: 41_990, reserved: false, tag: null } }, SITE);
  const mobile = freshMobile();

  // The deposit, with the mobile number the shopper will sign in with.
  await page.goto(siteUrl(SITE, `${car.path}/checkout`));
  await waitForInteractive(page);
  await page.getByLabel("First name").fill("Charlotte");
  await page.getByLabel("Email").fill("charlotte@example.com.au");
  await page.getByLabel("Phone").fill(mobile);
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM/YY)").fill("12/30");
  await page.getByLabel("Security code").fill("123");
  await page.getByRole("button", { name: "Pay $200 deposit" }).click();
  await expect(page.getByRole("heading", { name: "Reserved for you", level: 1 })).toBeVisible();
  const reservationId = new URL(page.url()).searchParams.get("reservation");

  // The dealer asks for the balance.
  const made = await request.post(`http://127.0.0.1:${PORT}/__test/payment-requests`, {
    data: { site: SITE, reservationId, amount: "$1,500", description: "Balance of the purchase price" },
  });
  expect(made.status(), await made.text()).toBe(201);

  // Signed out, the page sends the shopper to sign in and back.
  await page.goto(siteUrl(SITE, "/online-payment"));
  await expect(page).toHaveURL(/\/sign-in\?type=online-payment&redirect=%2Fonline-payment/);
  await expect(page.getByRole("heading", { name: "Sign in to make a payment", level: 1 })).toBeVisible();
  await signInBySms(page, request, SITE, mobile);
  await expect(page).toHaveURL(siteUrl(SITE, "/online-payment"));
  await expect(page.getByRole("heading", { name: "Online payment", level: 1 })).toBeVisible();
  const payment = page.getByRole("article", { name: "Balance of the purchase price" });
  await expect(payment).toContainText("$1,500");
  await expect(payment).toContainText("Waiting for your payment");
  await expect(payment.getByRole("link", { name: car.name || /Toyota/ })).toHaveAttribute("href", car.path);
  await expect(payment).toContainText(/Requested\s*\d{2}\/\d{2}\/\d{4}/);
  await expectAccessible(page);

  // A declined card: said so, the card emptied, still to pay.
  await waitForInteractive(page);
  await payWithCard(page, "4000 0000 0000 0002");
  await expect(payment.getByRole("alert")).toHaveText("Your card was declined.");
  await expect(payment).toContainText("Waiting for your payment");
  await expect(page.getByLabel("Card number")).toHaveValue("");
  await expectAccessible(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoSidewaysScroll(page);

  // The good card pays it.
  await payWithCard(page, "4242 4242 4242 4242");
  await expect(page.getByRole("status").filter({ hasText: "Thank you: your payment of $1,500" })).toBeVisible();
  await expect(payment).toContainText("Paid");
  await expect(payment).toContainText(/Paid\s*\d{2}\/\d{2}\/\d{4}/);
  await expect(page.getByRole("button", { name: "Pay $1,500" })).toHaveCount(0);
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  // Reloaded, it stays paid: nothing more to pay.
  await page.goto(siteUrl(SITE, "/online-payment"));
  await expect(payment).toContainText("Paid");
  await expect(page.getByLabel("Card number")).toHaveCount(0);
});

test("a shopper with nothing to pay reads so, with the way to My Garage", async ({ page, request }) => {
  await page.goto(siteUrl(SITE, "/online-payment"));
  await signInBySms(page, request, SITE, freshMobile());
  await expect(page.getByRole("heading", { name: "Online payment", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No payments requested", level: 2 })).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoSidewaysScroll(page);
  await page.getByRole("link", { name: "Go to My Garage" }).click();
  await expect(page.getByRole("heading", { name: "My Garage", level: 1 })).toBeVisible();
});
