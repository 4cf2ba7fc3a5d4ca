import { TEST_SITE } from "../support/factories";
import { expect, test } from "./fixtures";
import { freshMobile, signInBySms, smsCode } from "./sign-in";
import { expectAccessible, expectNoSidewaysScroll, PORT, siteUrl, waitForInteractive } from "./support";

// The site only tests write to (a copy of Coastal Toyota's config): the cars made here, sold ones included, never
// show up in the demo sites' searches that other tests count.
const SITE = TEST_SITE;

test("signed out, Save to watchlist asks for sign-in by phone and comes back to the car; save and remove show their toasts", async ({
  page,
  request,
  makeCar,
  browserErrors,
}) => {
  // Beacon bodies are not visible to the test, so this page sends its events by fetch, the fallback path.
  await page.addInitScript(() => Object.defineProperty(navigator, "sendBeacon", { value: undefined }));
  const events: number[] = [];
  page.on("request", (req) => {
    if (req.url().endsWith("/api/events") && req.method() === "POST") {
      for (const e of (JSON.parse(req.postData() ?? "{}") as { events?: { event_id: number }[] }).events ?? []) events.push(e.event_id);
    }
  });
  const car = await makeCar({ like: { site: "coastal-toyota", status: "in_stock" }, set: { price: 36_990 } }, SITE);
  await page.goto(siteUrl(SITE, car.path));
  await waitForInteractive(page);
  await page
    .getByRole("button", { name: /^Save to watchlist/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/sign-in\?type=watchlist&redirect=%2Fcars%2F.+&back=%2Fcars%2F/);
  await expect(page.getByRole("heading", { name: "Sign in to save cars to your watchlist", level: 1 })).toBeVisible();
  await expectAccessible(page);

  // A typo first: the number is checked before any text is sent.
  await page.getByLabel("Mobile number").fill("07 5443 1800");
  await page.getByRole("button", { name: "Text me a code" }).click();
  await expect(page.getByText("Please enter an Australian mobile number, like 0412 345 678.")).toBeVisible();
  const mobile = freshMobile();
  await page.getByLabel("Mobile number").fill(mobile);
  await page.getByRole("button", { name: "Text me a code" }).click();
  await expect(page.getByLabel("6-digit code")).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("6-digit code").fill("000000");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText(/That code isn't right|Too many wrong codes/)).toBeVisible();
  await page.getByLabel("6-digit code").fill(await smsCode(request, SITE, mobile));
  await page.getByRole("button", { name: "Sign in", exact: true }).click();

  await expect(page).toHaveURL(siteUrl(SITE, car.path));
  await expect(page.getByRole("link", { name: "My Garage" })).toBeVisible();
  await waitForInteractive(page);
  const save = page.getByRole("button", { name: /^Save to watchlist/ }).first();
  await save.click();
  const savedToast = page.getByRole("status").filter({ hasText: "Car Saved In Watchlist" });
  await expect(savedToast).toBeVisible();
  await expect(page.getByRole("button", { name: /^Saved to watchlist/ }).first()).toHaveAttribute("aria-pressed", "true");
  await expect.poll(() => events).toContain(39);
  // Radix announces the toast in a status region of its own; the toast itself carries the link.
  await page.getByRole("link", { name: "View List" }).click();
  await expect(page.getByRole("heading", { name: "Your watchlist", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: new RegExp(car.name || "Toyota") }).first()).toBeVisible();
  await expectAccessible(page);

  await page.goto(siteUrl(SITE, car.path));
  await waitForInteractive(page);
  await page
    .getByRole("button", { name: /^Saved to watchlist/ })
    .first()
    .click();
  await expect(page.getByRole("status").filter({ hasText: "Car Removed" })).toBeVisible();
  await page.goto(siteUrl(SITE, "/watchlist"));
  await expect(page.getByText("No saved cars yet.")).toBeVisible();

  // A failed save: the error in an alert, no toast, and the button back as it was.
  browserErrors.expect(/status of 503/);
  await page.route("**/api/watchlist/save-car", (route) =>
    route.fulfill({
      status: 503,
      json: { error: "Our systems are briefly unavailable. Please try again in a moment.", code: "unavailable" },
    }),
  );
  await page.goto(siteUrl(SITE, car.path));
  await waitForInteractive(page);
  const alerted = new Promise<string>((resolve) =>
    page.once("dialog", (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    }),
  );
  await page
    .getByRole("button", { name: /^Save to watchlist/ })
    .first()
    .click();
  expect(await alerted).toBe("Our systems are briefly unavailable. Please try again in a moment.");
  await expect(page.getByRole("button", { name: /^Save to watchlist/ }).first()).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByText("Car Saved In Watchlist")).toHaveCount(0);
});

test("My Garage marks a saved car's price drop with the old price, and the brand garage shows the brand's cars", async ({
  page,
  request,
  makeCar,
}) => {
  const car = await makeCar({ like: { site: "coastal-toyota", status: "in_stock" }, set: { price: 41_990, make: "Toyota" } }, SITE);
  await page.goto(siteUrl(SITE, "/my-garage"));
  await expect(page).toHaveURL(/\/sign-in\?type=garage&redirect=%2Fmy-garage/);
  await signInBySms(page, request, SITE, freshMobile());
  await expect(page.getByRole("heading", { name: "My Garage", level: 1 })).toBeVisible();
  await expect(page.getByText("No saved cars yet.")).toBeVisible();

  await page.goto(siteUrl(SITE, car.path));
  await waitForInteractive(page);
  await page
    .getByRole("button", { name: /^Save to watchlist/ })
    .first()
    .click();
  await expect(page.getByRole("status").filter({ hasText: "Car Saved In Watchlist" })).toBeVisible();
  // The dealer drops the price by $2,000.
  const repriced = await request.patch(`http://127.0.0.1:${PORT}/__test/cars/${SITE}/${car.slug}`, { data: { price: 39_990 } });
  expect(repriced.status()).toBe(204);

  await page.goto(siteUrl(SITE, "/my-garage"));
  const saved = page.getByRole("region", { name: "Saved cars" }).getByRole("listitem");
  await expect(saved.first()).toContainText("$39,990");
  await expect(saved.first()).toContainText("Price dropped $2,000 (was $41,990 when you saved it)");
  await expectAccessible(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoSidewaysScroll(page);

  await page.goto(siteUrl(SITE, "/my-garage/toyota"));
  await expect(page.getByRole("heading", { name: "My Toyota Garage", level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Saved cars" })).toContainText("$39,990");
  expect((await page.goto(siteUrl(SITE, "/my-garage/ford")))?.status()).toBe(404);

  // A sold car the shopper has not saved offers no save button.
  // Sold just now, so it is in the site's recently-sold window whichever seeded car it copies (the demo changes daily).
  const sold = await makeCar(
    { like: { site: "coastal-toyota", status: "sold" }, set: { status: "sold", sold_at: new Date().toISOString() } },
    SITE,
  );
  await page.goto(siteUrl(SITE, sold.path));
  await waitForInteractive(page);
  await expect(page.getByRole("complementary", { name: "Price and dealer" }).getByRole("button", { name: /to watchlist/ })).toHaveCount(0);
});

test("a passkey added in My Garage signs the shopper in next time, with no text message", async ({ page, request, context }) => {
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  await page.goto(siteUrl(SITE, "/sign-in?type=garage&redirect=/my-garage&back=/"));
  await signInBySms(page, request, SITE, freshMobile());
  await expect(page.getByRole("heading", { name: "My Garage", level: 1 })).toBeVisible();
  await waitForInteractive(page);
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByText("Passkey added. Next time, choose Sign in with a passkey.")).toBeVisible();
  await expect(page.getByText(/^Passkey 1, added \d{2}\/\d{2}\/\d{4}/)).toBeVisible();

  await page.getByRole("link", { name: "Sign out" }).click();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();

  await page.goto(siteUrl(SITE, "/sign-in?type=garage&redirect=/my-garage&back=/"));
  await waitForInteractive(page);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(siteUrl(SITE, "/my-garage"));
  await expect(page.getByText(/^Passkey 1, added .+, last used \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await expectAccessible(page);
});

test("spin to win: signed in, one spin wins a listed prize with a claim code, and the page keeps it", async ({ page, request }) => {
  await page.goto(siteUrl(SITE, "/spin-to-win"));
  await expect(page).toHaveURL(/\/sign-in\?type=spin-to-win&redirect=%2Fspin-to-win/);
  await expect(page.getByRole("heading", { name: "Sign in to spin to win", level: 1 })).toBeVisible();
  await signInBySms(page, request, SITE, freshMobile());
  await expect(page.getByRole("heading", { name: "Spin to win this summer", level: 1 })).toBeVisible();
  const prizes = await page.getByRole("region", { name: "Prizes and odds" }).getByRole("listitem").allTextContents();
  expect(prizes).toHaveLength(4);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Spin the wheel" }).click();
  const result = page.getByRole("status").filter({ hasText: "and won" });
  await expect(result).toBeVisible();
  const won = (await result.locator("p").nth(1).textContent()) ?? "";
  expect(prizes.some((p) => p.startsWith(won))).toBe(true);
  await expect(result).toContainText(/Your claim code: [A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}/);
  await page.reload();
  await expect(page.getByRole("button", { name: "Spin the wheel" })).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: won })).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoSidewaysScroll(page);
});
