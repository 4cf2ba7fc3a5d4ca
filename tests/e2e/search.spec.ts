import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { clickBelowResults, expectAccessible, expectNoSidewaysScroll, siteUrl, waitForInteractive, waitForIsland } from "./support";

const SEARCH = "/search/new-used-and-demo-cars";

async function resultCount(page: Page): Promise<number> {
  const text = (await page.getByTestId("result-count").textContent()) ?? "";
  return Number(text.replace(/[^\d]/g, ""));
}
const titles = (page: Page) => page.locator("article h3").allTextContents();
const prices = async (page: Page) =>
  (await page.locator("article").evaluateAll((cards) => cards.map((c) => c.querySelector("p span.font-bold")?.textContent ?? ""))).map(
    (t) => Number(t.replace(/[^\d]/g, "")),
  );

for (const javaScriptEnabled of [true, false]) {
  test.describe(`search with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled, viewport: { width: 1280, height: 900 } });
    const apply = async (page: Page) => {
      if (!javaScriptEnabled) await page.getByRole("button", { name: "Show results" }).click();
    };
    const filters = (page: Page) => page.locator("#filter-panel");

    test("filters by make, then model", async ({ page }) => {
      await page.goto(siteUrl("metro-motor-group", SEARCH));
      const all = await resultCount(page);
      await filters(page)
        .getByRole("checkbox", { name: /^Toyota/ })
        .check();
      await apply(page);
      await expect(page).toHaveURL(/refinementList%5Bmake%5D%5B0%5D=Toyota|refinementList\[make\]\[0\]=Toyota/);
      await expect.poll(() => resultCount(page)).toBeLessThan(all);
      const toyotas = await resultCount(page);
      expect(toyotas).toBeGreaterThan(0);
      for (const t of await titles(page)) expect(t).toContain("Toyota");
      await filters(page).getByText("Select models").click();
      await filters(page)
        .getByRole("checkbox", { name: /^HiLux/ })
        .check();
      await apply(page);
      await expect(page).toHaveURL(/model/);
      await expect.poll(() => resultCount(page)).toBeLessThan(toyotas);
      for (const t of await titles(page)) expect(t).toContain("Toyota HiLux");
    });

    test("searches by text and sorts by price", async ({ page }) => {
      await page.goto(siteUrl("metro-motor-group", SEARCH));
      await filters(page).getByTestId("search-directory-input").fill("ranger");
      if (javaScriptEnabled) await expect(page).toHaveURL(/query=ranger/);
      else await filters(page).getByTestId("search-directory-input").press("Enter");
      await expect(page).toHaveURL(/query=ranger/);
      // Non-empty as well: right after a plain form post the new page may not be parsed yet.
      await expect
        .poll(async () => (await titles(page)).length > 0 && (await titles(page)).every((t) => t.includes("Ford Ranger")))
        .toBe(true);
      for (const t of await titles(page)) expect(t).toContain("Ford Ranger");
      await page.getByLabel("Sort by").selectOption("price_asc");
      await apply(page);
      await expect(page).toHaveURL(/sortBy=price_asc/);
      await expect
        .poll(async () => {
          const p = await prices(page);
          return p.length > 1 && p.join() === [...p].sort((a, b) => a - b).join();
        })
        .toBe(true);
      const ascending = await prices(page);
      expect(ascending.length).toBeGreaterThan(1);
      expect([...ascending].sort((a, b) => a - b)).toEqual(ascending);
    });

    test("pages through results and clears filters", async ({ page }) => {
      await page.goto(siteUrl("metro-motor-group", `${SEARCH}?refinementList[car_type][0]=used`));
      const first = await titles(page);
      await clickBelowResults(page.getByRole("link", { name: "Next" }));
      await expect(page).toHaveURL(/page=2/);
      await expect(page.getByText(/Page 2 of/)).toBeVisible();
      expect(await titles(page)).not.toEqual(first);
      await page.goBack();
      await expect(page).not.toHaveURL(/page=2/);
      await page.getByRole("link", { name: "Clear Filters" }).click();
      await expect(page).toHaveURL(new RegExp(`${SEARCH}$`));
    });

    test("shows the no-results card", async ({ page }) => {
      await page.goto(siteUrl("coastal-toyota", `${SEARCH}?query=lamborghini`));
      await expect(page.getByRole("heading", { name: "No Results Available" })).toBeVisible();
      await expect(
        page.getByText("No results found for your search at this time. Please try adjusting the filters for more results."),
      ).toBeVisible();
      await expect(page.getByRole("link", { name: "Clear Filters" }).last()).toHaveAttribute("href", "/special-offers");
    });
  });
}

test("reached from another page, the search page shows its results and filters with it, not after", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(siteUrl("coastal-toyota", "/locations"));
  await waitForInteractive(page);
  const nav = page.getByRole("banner").getByRole("navigation", { name: "Main" });
  await nav.getByRole("button", { name: "Our Stock" }).click();
  await nav.getByRole("link", { name: /^Used Cars \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/\/search\/used-cars$/);
  // The results and the filter panel are islands: their code comes with the page's answer, so they are
  // there the moment the page is (checked at once, without waiting).
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Used");
  expect(await page.locator("article").count()).toBeGreaterThan(0);
  expect(await page.getByRole("group", { name: "Price", exact: true }).count()).toBe(1);
});

test("the first result's photo loads ahead of every other image, the rest of the first row at once, the others as they near the screen", async ({
  page,
}) => {
  await page.goto(siteUrl("coastal-toyota", "/search"));
  const photos = await page
    .getByRole("list", { name: "Search results" })
    .locator("article img")
    .evaluateAll((imgs) => imgs.map((img) => `${(img as HTMLImageElement).loading} ${(img as HTMLImageElement).fetchPriority}`));
  expect(photos.length).toBeGreaterThan(3);
  expect(photos.slice(0, 3)).toEqual(["eager high", "eager auto", "eager auto"]);
  expect(new Set(photos.slice(3))).toEqual(new Set(["lazy auto"]));
  expect(await page.locator('img[fetchpriority="high"]').count()).toBe(1);
});

test("filters by a price range", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(siteUrl("coastal-toyota", SEARCH));
  const panel = page.locator("#filter-panel");
  await panel.getByRole("group", { name: "Price", exact: true }).getByLabel("From").fill("30000");
  await panel.getByRole("group", { name: "Price", exact: true }).getByLabel("To").fill("50000");
  await panel.getByRole("button", { name: "Show results" }).click();
  await expect(page).toHaveURL(/range%5Bprice%5D=30000%3A50000|range\[price\]=30000:50000/);
  for (const price of await prices(page)) {
    expect(price).toBeGreaterThanOrEqual(30000);
    expect(price).toBeLessThanOrEqual(50000);
  }
  await context.close();
});

test("moves the price slider by keyboard and keeps thumbs apart", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(siteUrl("coastal-toyota", SEARCH));
  const before = await resultCount(page);
  const minThumb = page.locator("#filter-panel").getByRole("slider", { name: "Minimum price" });
  await minThumb.focus();
  for (let i = 0; i < 5; i++) await page.keyboard.press("PageUp");
  await expect(page).toHaveURL(/range%5Bprice%5D=\d+%3A|range\[price\]=\d+:/);
  await expect.poll(() => resultCount(page)).toBeLessThan(before);
  const maxThumb = page.locator("#filter-panel").getByRole("slider", { name: "Maximum price" });
  const min = Number(await minThumb.getAttribute("aria-valuenow"));
  expect(Number(await maxThumb.getAttribute("aria-valuenow"))).toBeGreaterThan(min);
});

test("collapses runs of sold cars unless every result is sold", async ({ page }) => {
  await page.goto(siteUrl("metro-motor-group", `${SEARCH}?refinementList[status][0]=sold`));
  const soldOnly = await resultCount(page);
  expect(soldOnly).toBeGreaterThan(1);
  await expect(page.locator("article")).toHaveCount(Math.min(soldOnly, 21));
  await page.goto(
    siteUrl("metro-motor-group", `${SEARCH}?refinementList[status][0]=sold&refinementList[status][1]=in_stock&sortBy=price_asc`),
  );
  const tags = await page.locator("article").evaluateAll((cards) => cards.map((c) => c.textContent?.includes("JUST SOLD") ?? false));
  for (let i = 1; i < tags.length; i++) expect(tags[i] && tags[i - 1]).toBe(false);
});

test("search routes map to refinements and breadcrumbs", async ({ page }) => {
  await page.goto(siteUrl("metro-motor-group", "/search/skoda/kodiaq"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Škoda Kodiaq for sale");
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Škoda");
  for (const t of await titles(page)) expect(t).toContain("Škoda Kodiaq");
  await page.goto(siteUrl("metro-motor-group", "/search/used-cars"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Used cars");
  const missing = await page.goto(siteUrl("metro-motor-group", "/search/lamborghini"));
  expect(missing?.status()).toBe(404);
});

test("the search page passes axe and fits 360 px", async ({ browser }) => {
  for (const width of [1280, 360]) {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    await page.goto(siteUrl("metro-motor-group", `${SEARCH}?refinementList[make][0]=Toyota`));
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
    await context.close();
  }
});

test("keeps the last good results on screen when an update fails", async ({ page, browserErrors }) => {
  // The search data request is cut on purpose; the browser logs the failed request.
  browserErrors.expect(/^Failed to load resource: net::ERR_INTERNET_DISCONNECTED \(.*\/search\/new-used-and-demo-cars\.data\?/);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(siteUrl("coastal-toyota", SEARCH));
  await page.getByRole("slider", { name: "Minimum price" }).waitFor();
  const before = await titles(page);
  await page.route(/\.data(\?|$)/, (route) => route.abort("internetdisconnected"));
  await page.locator("#filter-panel").getByTestId("search-directory-input").fill("hilux");
  await expect(page.getByTestId("result-count")).toContainText("showing earlier results");
  expect(await titles(page)).toEqual(before);
});

test("a result card's links, the header menu's and the breadcrumbs go to their page within the page; a Ctrl-click is left to the browser", async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(siteUrl("coastal-toyota", SEARCH));
  await waitForInteractive(page);
  const title = page.getByRole("list", { name: "Search results" }).locator("article h3 a").first();
  await waitForIsland(title);
  const carPath = (await title.getAttribute("href")) ?? "";
  expect(carPath).toMatch(/^\/cars\//);
  // A mark on the window: a client navigation keeps it, a new document would not.
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  const samePage = () => page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage === true);

  // With Ctrl, the browser opens the car in a new tab and this page stays where it is.
  const opened = context.waitForEvent("page");
  await title.click({ modifiers: ["Control"] });
  await expect.poll(async () => (await opened).url()).toContain(carPath);
  expect(page.url()).toContain(SEARCH);

  await title.click();
  await expect(page).toHaveURL(new RegExp(`${carPath}$`));
  expect(await samePage()).toBe(true);

  const nav = page.getByRole("banner").getByRole("navigation", { name: "Main" });
  await nav.getByRole("button", { name: "Our Stock" }).click();
  await nav.getByRole("link", { name: /^Used Cars \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/\/search\/used-cars$/);
  expect(await samePage()).toBe(true);

  // The page's own links do the same: a breadcrumb here.
  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  expect(await samePage()).toBe(true);
});
