import { expect, test } from "./fixtures";
import { expectAccessible, expectNoSidewaysScroll, holdRequests, siteUrl, waitForInteractive } from "./support";

test.use({ viewport: { width: 1280, height: 900 } });

test("typing in the locations search updates the URL and the list", async ({ page }) => {
  await page.goto(siteUrl("metro-motor-group", "/locations"));
  const count = page.getByText(/^\d+ locations?$/);
  await expect(count).toHaveText("30 locations");
  await page.getByRole("searchbox", { name: "Search locations" }).fill("skoda");
  await expect(page).toHaveURL(/locationQuery=skoda/);
  await expect(count).toHaveText("3 locations");
  await expect(page.getByRole("heading", { name: "Metro Škoda", level: 2 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Metro Ford Ringwood" })).toHaveCount(0);
});

test("location tabs switch between sales, service and parts, by keyboard too", async ({ page }) => {
  await page.goto(siteUrl("metro-motor-group", "/locations?locationQuery=skoda"));
  // The tabs are in the server's page; the arrow keys move between them once it has hydrated.
  await waitForInteractive(page);
  const tabs = page.getByRole("tablist", { name: "Metro Škoda locations by type" });
  await expect(tabs.getByRole("tab", { name: "Sales" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: "Metro Škoda Sales" })).toBeVisible();
  await tabs.getByRole("tab", { name: "Sales" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(tabs.getByRole("tab", { name: "Service" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: "Metro Škoda Service" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Metro Škoda Sales" })).toHaveCount(0);
});

test("location tabs are in the server's page: the hydrated layout before the page's code runs, every panel without JavaScript", async ({
  page,
  browser,
}) => {
  // Issue 18: the page used to render a plain list and switch to tabs once hydrated, moving everything below.
  const url = siteUrl("metro-motor-group", "/locations?locationQuery=skoda");
  const tabs = page.getByRole("tablist", { name: "Metro Škoda locations by type" });
  const footerTop = async () => (await page.locator("footer").boundingBox())?.y;
  const code = await holdRequests(page, /\/assets\/.*\.js$/);
  await page.goto(url, { waitUntil: "commit" });
  await expect(tabs.getByRole("tab", { name: "Sales" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: "Metro Škoda Sales" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Metro Škoda Service" })).toBeHidden();
  const before = await footerTop();
  code.release();
  await waitForInteractive(page);
  expect(await footerTop()).toBe(before);
  await tabs.getByRole("tab", { name: "Service" }).click();
  await expect(page.getByRole("heading", { name: "Metro Škoda Service" })).toBeVisible();

  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });
  const plain = await context.newPage();
  await plain.goto(url);
  await expect(plain.getByRole("tablist")).toBeHidden();
  for (const name of ["Metro Škoda Sales", "Metro Škoda Service", "Metro Škoda Parts"]) {
    await expect(plain.getByRole("heading", { name })).toBeVisible();
  }
  await context.close();
});

test("sorts locations by distance from a postcode and explains a bad one", async ({ page }) => {
  await page.goto(siteUrl("metro-motor-group", "/locations"));
  await page.getByLabel("Find the nearest dealership").fill("3000");
  await page.getByRole("button", { name: "Sort by distance" }).click();
  await expect(page.getByRole("heading", { name: /^Nearest to Melbourne VIC/ })).toBeVisible();
  const distances = (await page.getByText(/^[\d,]+ km away$/).allTextContents()).map((t) => Number(t.replace(/\D/g, "")));
  expect(distances.length).toBe(30);
  expect([...distances].sort((a, b) => a - b)).toEqual(distances);
  expect(distances[0]).toBeLessThan(25);
  await page.getByLabel("Find the nearest dealership").fill("12");
  await page.getByRole("button", { name: "Sort by distance" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid postcode. Please enter a 4-digit number.");
  await page.getByLabel("Find the nearest dealership").fill("0001");
  await page.getByRole("button", { name: "Sort by distance" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid postcode");
});

test("the contact modal carries the location's hidden id", async ({ page }) => {
  await page.goto(siteUrl("coastal-toyota", "/locations"));
  await page.getByRole("button", { name: "Send Enquiry" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Contact Us at Coastal Toyota Sales" });
  await expect(dialog).toBeVisible();
  const locationId = await dialog.locator('input[name="location_id"]').getAttribute("value");
  expect(Number(locationId)).toBeGreaterThan(0);
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
});

test("a location page shows hours, open now, holiday hours and reviews", async ({ page }) => {
  await page.goto(siteUrl("coastal-toyota", "/locations/coastal-toyota-sales"));
  await expect(page.getByRole("heading", { name: "Coastal Toyota Sales", level: 1 })).toBeVisible();
  await expect(page.getByText(/^(Open now|Closed now)$/).first()).toBeVisible();
  await expect(page.locator('tr[aria-current="date"]')).toHaveCount(1);
  await page.getByLabel("Show hours for").selectOption("service");
  await expect(page.getByText(/^Service hours/)).toBeVisible();
  await page.getByRole("button", { name: "View Holiday Hours" }).click();
  const dialog = page.getByRole("dialog", { name: "Service holiday hours" });
  await expect(dialog.getByText(/^25\/12\/\d{4} \(Christmas Day\)$/)).toBeVisible();
  await expect(dialog.getByText("9am – 2pm")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("link", { name: "Get Directions" })).toHaveAttribute(
    "href",
    /maps\/dir\/\?api=1&destination=120%20Maroochydore%20Road/,
  );
  await expectAccessible(page);
});

test("contact-us slugs drop the department and read koda as skoda", async ({ page }) => {
  await page.goto(siteUrl("metro-motor-group", "/contact-us/metro-koda"));
  await expect(page.getByRole("heading", { name: "Contact Metro Škoda", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Metro Škoda Service" })).toBeVisible();
});

// One test per width: four axe scans of the 30-location list in one test came close to the 30 s limit on a busy machine.
for (const width of [1280, 360]) {
  test(`location pages pass axe and fit 360 px, at ${width} px`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    for (const path of ["/locations", "/locations/metro-skoda-sales"]) {
      await page.goto(siteUrl("metro-motor-group", path));
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);
    }
    await context.close();
  });
}

test("sorts by the browser's location when the shopper shares it", async ({ browser }) => {
  const context = await browser.newContext({
    geolocation: { latitude: -27.47, longitude: 153.03 },
    permissions: ["geolocation"],
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  await page.goto(siteUrl("metro-motor-group", "/locations"));
  await page.getByRole("button", { name: "Use my location" }).click();
  await expect(page.getByRole("heading", { name: "Nearest to your location" })).toBeVisible();
  await expect(page.locator("article").first()).toContainText(/Newstead|Eagle Farm/);
  await context.close();
});

test("home pages show location blocks: one location, a grid, or the group's carousel", async ({ page }) => {
  await page.goto(siteUrl("coastal-toyota"));
  await expect(page.getByRole("link", { name: "View Location" })).toHaveAttribute("href", "/locations/coastal-toyota-sales");
  await page.goto(siteUrl("value-used-cars"));
  await expect(page.getByRole("heading", { name: "Our dealerships" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Value Used Cars (Logan|Ipswich)$/ })).toHaveCount(2);
  await page.goto(siteUrl("metro-motor-group"));
  const carousel = page.getByRole("region", { name: "Our locations" });
  await expect(carousel.getByRole("button", { name: "Previous" })).toBeDisabled();
  await expect(carousel.getByText("Swipe")).toBeAttached();
  // By keyboard: Next until the end, where Next is disabled and Previous works.
  const next = carousel.getByRole("button", { name: "Next" });
  // In the page from the start, disabled until the carousel runs.
  await expect(next).toBeEnabled();
  await next.focus();
  for (let i = 0; i < 12 && (await next.isEnabled()); i++) await page.keyboard.press("Enter");
  await expect(next).toBeDisabled();
  await expect(carousel.getByRole("button", { name: "Previous" })).toBeEnabled();
});

test("location cards link View Location, and View Our Stock on a site that asks (spec D3.34), to pages that exist", async ({ page }) => {
  await page.goto(siteUrl("metro-motor-group", "/locations?locationQuery=skoda"));
  const card = page
    .locator("article")
    .filter({ has: page.getByRole("link", { name: "View Our Stock" }) })
    .first();
  const stock = card.getByRole("link", { name: "View Our Stock" });
  await expect(stock).toHaveAttribute("href", /^\/search\/[a-z0-9-]+$/);
  const stockHref = (await stock.getAttribute("href")) as string;
  await card.getByRole("link", { name: "View Location" }).click();
  await expect(page).toHaveURL(/\/locations\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const answer = await page.goto(siteUrl("metro-motor-group", stockHref));
  expect(answer?.status()).toBe(200);
  // Not on a site that does not ask for it.
  await page.goto(siteUrl("coastal-toyota", "/locations"));
  await expect(page.getByRole("link", { name: "View Location" }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "View Our Stock" })).toHaveCount(0);
});
