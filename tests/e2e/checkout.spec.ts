import type { Page } from "@playwright/test";
// On a demo site's e2e copy, which takes 1,000 form posts a minute from one address (tests/support/e2e-sites.ts):
// e2e-motors keeps the production limit of 5, which these posts would share with the lead tests.
const SITE = "coastal-toyota";
import { expect, test } from "./fixtures";
import { expectAccessible, expectNoSidewaysScroll, siteApi, siteUrl, waitForInteractive } from "./support";

async function pay(page: Page, cardNumber: string) {
  await page.getByLabel("First name").fill("Charlotte");
  await page.getByLabel("Last name").fill("O'Brien");
  await page.getByLabel("Email").fill("charlotte@example.com.au");
  await page.getByLabel("Phone").fill("0412 345 678");
  await page.getByLabel("Card number").fill(cardNumber);
  await page.getByLabel("Expiry (MM/YY)").fill("12/30");
  await page.getByLabel("Security code").fill("123");
  await page.getByRole("button", { name: "Pay $200 deposit" }).click();
}

/** The car as search answers it (found by its stock number): whether it shows RESERVED there. */
const searchHit = async (request: Parameters<typeof siteApi>[0], car: { id: number; stocknum: string }) =>
  ((await siteApi(request, SITE, `/api/search?q=${car.stocknum}`)).hits as { id: number; reserved: boolean }[]).find(
    (h) => h.id === car.id,
  );

test("a shopper reserves a car with the test card: it is held for them and shows RESERVED in search and on its page", async ({
  page,
  request,
  makeCar,
}) => {
  const car = await makeCar({ like: { site: SITE, status: "in_stock" }, set: { price: 38_990, reserved: false, tag: null } }, SITE);
  await page.goto(siteUrl(SITE, car.path));
  await waitForInteractive(page);
  await page
    .getByRole("link", { name: "Reserve Now $200" })
    .and(page.locator(`a[href="/cars/${car.slug}/checkout"]`))
    .click();
  await expect(page).toHaveURL(new RegExp(`/cars/${car.slug}/checkout$`));
  await expect(page.getByRole("heading", { name: "Reserve this car", level: 1 })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("button", { name: "Pay $200 deposit" }).click();
  await expect(page.getByText("Please enter a valid card number.")).toBeVisible();
  await pay(page, "4242 4242 4242 4242");
  await expect(page.getByRole("heading", { name: "Reserved for you", level: 1 })).toBeVisible();
  await expect(page.getByText(/We have your \$200 deposit and the car is held for you until \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await expectAccessible(page);

  // Within 5 seconds everywhere: the index rebuilds the site on the hold's notification.
  await expect.poll(async () => (await searchHit(request, car))?.reserved, { timeout: 5_000 }).toBe(true);
  await page.goto(siteUrl(SITE, car.path));
  await expect(page.getByText("RESERVED").first()).toBeVisible();
  // No one else can start a checkout for it.
  await page.goto(siteUrl(SITE, `${car.path}/checkout`));
  await expect(page.getByText("This car can't be reserved online.")).toBeVisible();
});

test("a declined card says so, reserves nothing, and keeps what the shopper typed except the card", async ({ page, request, makeCar }) => {
  const car = await makeCar({ like: { site: SITE, status: "in_stock" }, set: { price: 29_990, reserved: false, tag: null } }, SITE);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(siteUrl(SITE, `${car.path}/checkout`));
  await waitForInteractive(page);
  await pay(page, "4000 0000 0000 0002");
  await expect(page.getByRole("alert")).toHaveText("Your card was declined.");
  await expect(page.getByLabel("Email")).toHaveValue("charlotte@example.com.au");
  await expect(page.getByLabel("Card number")).toHaveValue("");
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  expect((await searchHit(request, car))?.reserved).toBe(false);
});

test("the buy-online journey starts at the car's own buy-online page; an unknown car is a 404", async ({ page, makeCar }) => {
  const car = await makeCar({ like: { site: SITE, status: "in_stock" }, set: { price: 31_990, reserved: false, tag: null } }, SITE);
  await page.goto(siteUrl(SITE, `/checkout-journey?car_id=${car.slug}`));
  await expect(page).toHaveURL(new RegExp(`/cars/${car.slug}/buy-online$`));
  await expect(page.getByRole("button", { name: "Pay $200 deposit" })).toBeVisible();
  const missing = await page.goto(siteUrl(SITE, "/checkout-journey?car_id=no-such-car"));
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});

test("buy online: deposit, delivery, a trade-in valued by rego, finance, and the order sent to the dealer", async ({ page, makeCar }) => {
  const car = await makeCar({ like: { site: SITE, status: "in_stock" }, set: { price: 89_990, reserved: false, tag: null } }, SITE);
  await page.goto(siteUrl(SITE, `/checkout-journey?car_id=${car.slug}`));
  await waitForInteractive(page);
  await expect(page.getByRole("heading", { name: "Buy this car online", level: 1 })).toBeVisible();
  await pay(page, "4242 4242 4242 4242");
  await expect(page.getByRole("heading", { name: "Buy it online", level: 2 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "1. Deposit Paid: $200", level: 3 })).toBeVisible();
  await expectAccessible(page);

  // Delivery: the spec's postcode messages, then a price from the car's location.
  await page.getByRole("radio", { name: "Deliver it to me" }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Please enter a postcode.")).toBeVisible();
  await page.getByLabel("Delivery postcode").fill("20");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Invalid postcode. Please enter a 4-digit number.")).toBeVisible();
  await expect(page.getByRole("radio", { name: "Deliver it to me" })).toBeChecked();
  await page.getByLabel("Delivery postcode").fill("2000");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText(/^Delivery to 2000 \(.+\): \$[\d,]+\./)).toBeVisible();

  // Trade-in: valued by rego on the trade-in page, then added to the order from there.
  await page.getByRole("link", { name: "Value my trade-in" }).click();
  await expect(page.getByText(`Towards the`)).toBeVisible();
  await waitForInteractive(page);
  await page.getByLabel("State of registration").selectOption({ label: "New South Wales" });
  await page.getByLabel("Registration number").fill("TRADE1");
  await page.getByRole("button", { name: "Find my car" }).click();
  await page.getByLabel("Odometer").fill("45,000");
  await page.getByRole("group", { name: "Overall condition" }).getByRole("radio").nth(1).check();
  await page.getByRole("group", { name: "Service history" }).getByRole("radio").first().check();
  await page.getByRole("group", { name: "Damage" }).getByRole("radio").first().check();
  await page.getByRole("button", { name: "Get my estimate" }).click();
  const low = ((await page.getByTestId("estimate").textContent()) ?? "").split(" to ")[0];
  expect(low).toMatch(/^\$[\d,]+$/);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Add this trade-in to my order" }).click();
  await expect(page).toHaveURL(new RegExp(`/cars/${car.slug}/buy-online\\?reservation=`));
  await expect(page.getByText(new RegExp(`: ${low.replace("$", "\\$")} off the price\\.`))).toBeVisible();

  // Finance the balance, then review and send.
  await page.getByRole("radio", { name: "Finance it with the dealership" }).check();
  await page.getByLabel("Loan term").selectOption("5");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "5. Review and send your order" })).toBeVisible();
  await expect(page.getByText(/Finance estimate: about \$[\d,]+ a week/)).toBeVisible();
  await expect(page.getByText("Less your trade-in (estimate, subject to inspection)")).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoSidewaysScroll(page);
  await page.getByRole("button", { name: "Send my order to the dealership" }).click();
  await expect(page.getByRole("heading", { name: "Order sent", level: 2 })).toBeVisible();
  await expect(page.getByRole("definition").last()).toHaveText(/^\$[\d,]+$/);
  // Sent once: the page stays the order, with no step left to change.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Order sent", level: 2 })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Change/ })).toHaveCount(0);
});
