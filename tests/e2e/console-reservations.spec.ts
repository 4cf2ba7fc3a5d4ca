import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signInToConsoleByLink } from "./sign-in";
import { expectAccessible, expectNoSidewaysScroll, PORT, siteUrl, waitForInteractive } from "./support";

/**
 * The dealer console's reservations pages (issue 53) on Coastal Toyota's e2e copy: a shopper pays a deposit, the
 * owner signs in with an e-mailed link, finds the hold, asks for a payment (the shopper is texted the link to pay)
 * and confirms the hold; every page passes axe on a desktop and a phone.
 */
const SITE = "coastal-toyota";
// A sales manager (who may refund too): each person is sent at most 3 sign-in links in 15 minutes, and other specs sign the owner in.
const MANAGER = `manager@${SITE}.example`;

async function atWidths(page: Page, check: () => Promise<void>) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await check();
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
  }
}

test("a sales manager finds a paid hold, asks for a payment and confirms it; the pages pass axe at 1280 and 360 px", async ({
  page,
  request,
  makeCar,
}) => {
  const car = await makeCar({ like: { site: SITE, status: "in_stock" }, set: { price: 41_990, reserved: false, tag: null } }, SITE);
  const shopper = `Ruby${Math.floor(Math.random() * 1e6)}`;
  await page.goto(siteUrl(SITE, `${car.path}/checkout`));
  await waitForInteractive(page);
  await page.getByLabel("First name").fill(shopper);
  await page.getByLabel("Email").fill("ruby@example.com.au");
  await page.getByLabel("Phone").fill("0412 555 010");
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM/YY)").fill("12/30");
  await page.getByLabel("Security code").fill("123");
  await page.getByRole("button", { name: "Pay $200 deposit" }).click();
  await expect(page.getByRole("heading", { name: "Reserved for you", level: 1 })).toBeVisible();

  await signInToConsoleByLink(page, request, siteUrl(SITE), MANAGER, "/dealer/reservations?state=active");
  await expect(page.getByRole("heading", { name: "Reservations and orders", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Active" })).toHaveAttribute("aria-current", "page");
  await atWidths(page, () => expect(page.getByRole("link", { name: shopper })).toBeVisible());
  await expect(page.getByRole("row", { name: new RegExp(shopper) })).toContainText(/left\s*until \d{2}\/\d{2}\/\d{4}, .+ AEST/);

  await page.getByRole("link", { name: shopper }).click();
  await expect(page.getByRole("heading", { name: shopper, level: 1 })).toBeVisible();
  await waitForInteractive(page);
  await page.getByLabel("Amount (AUD)").fill("$1,500");
  await page.getByLabel("What it's for").fill("Balance of the purchase price");
  await page.getByRole("button", { name: "Request payment" }).click();
  await expect(page.getByRole("status")).toHaveText("Payment requested: we've e-mailed and texted the shopper the link to pay.");
  await expect(page.getByText("$1,500 for Balance of the purchase price")).toBeVisible();
  // The shopper's text beside the e-mail, through the outbox's worker and the log SMS provider, with the link to pay.
  await expect
    .poll(
      async () => {
        const res = await request.get(`http://127.0.0.1:${PORT}/__test/sms/${SITE}/${encodeURIComponent("+61412555010")}`);
        return res.ok() ? ((await res.json()) as { body: string }).body : "";
      },
      { timeout: 20_000 },
    )
    .toMatch(/has asked you to pay \$1,500 towards the .+ \(Balance of the purchase price\)\. Pay online: \S+\/online-payment$/);
  await page.getByRole("button", { name: "Confirm the hold" }).click();
  await expect(page.getByRole("status")).toContainText("Confirmed: the car stays held");
  await atWidths(page, () => expect(page.getByRole("heading", { name: "Payment requests" })).toBeVisible());
  await expect(page.getByRole("button", { name: "Cancel and refund" })).toBeVisible();
});
