import { expect, test } from "./fixtures";
import { clickBelowResults, expectAccessible, expectNoSidewaysScroll, platformUrl, siteUrl, waitForInteractive } from "./support";

test.describe("multi-tenant sites", () => {
  test("two sites by host name show different names, themes and cars", async ({ page }) => {
    // Cars in stock: a full page of 21 on either site. (Among all cars, a run of sold ones on the first page is
    // shown as one, so how many cards that page holds depends on the day's demo stock.)
    const inStock = "/search/new-used-and-demo-cars?refinementList[status][0]=in_stock";
    await page.goto(siteUrl("coastal-toyota", inStock));
    await expect(page.getByRole("banner")).toContainText("COASTAL TOYOTA");
    const coastalColour = await page.getByRole("banner").evaluate((el) => getComputedStyle(el).backgroundColor);
    const coastalCars = await page.locator("article h3 a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));

    await page.goto(siteUrl("metro-motor-group", inStock));
    await expect(page.getByRole("banner")).toContainText("METRO");
    await expect(page.getByRole("banner")).not.toContainText("COASTAL");
    const metroColour = await page.getByRole("banner").evaluate((el) => getComputedStyle(el).backgroundColor);
    const metroCars = await page.locator("article h3 a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));

    expect(coastalColour).toBe("rgb(196, 0, 26)");
    expect(metroColour).toBe("rgb(11, 37, 69)");
    expect(coastalCars.length).toBe(21);
    expect(metroCars.length).toBe(21);
    expect(coastalCars.filter((href) => metroCars.includes(href))).toEqual([]);
  });

  test("the platform index lists every demo site and links to it", async ({ page }) => {
    await page.goto(platformUrl());
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Demo dealer sites");
    for (const name of ["Coastal Toyota", "Metro Motor Group", "Sunset Caravans & Cars", "Value Used Cars"]) {
      await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
    }
    await page.getByRole("link", { name: /sunset-caravans\.localhost/ }).click();
    await expect(page.getByRole("banner")).toContainText("Sunset");
    await expectAccessible(page);
  });

  test("an unknown host gets a plain 404", async ({ page, browserErrors }) => {
    // The browser may also ask the unknown host for its /favicon.ico, which is a 404 like everything there.
    browserErrors.allow(/^Failed to load resource: the server responded with a status of 404 .*\/\/nobody\.localhost:\d+\/favicon\.ico\)$/);
    const response = await page.goto(`http://nobody.localhost:${new URL(platformUrl()).port}/`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading")).toHaveText("Page not found");
    await expect(page.locator("body")).not.toContainText("Toyota");
  });

  test("a shopper opens a car from the stock list and sees its page", async ({ page }) => {
    await page.goto(siteUrl("coastal-toyota", "/search/new-used-and-demo-cars"));
    const first = page.locator("article").first();
    const title = (await first.getByRole("heading").textContent())?.trim() ?? "";
    await first.getByRole("link", { name: /View details/i }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByRole("heading", { name: "Key information" })).toBeVisible();
    await expect(page.getByRole("img").first()).toBeVisible();
    await expectAccessible(page);
  });

  test("stock pages page through by link without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl("metro-motor-group", "/search/new-used-and-demo-cars"));
    const firstPage = await page.locator("article h3 a").first().getAttribute("href");
    await clickBelowResults(page.getByRole("link", { name: "Next" }));
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(/Page 2 of \d+/)).toBeVisible();
    expect(await page.locator("article h3 a").first().getAttribute("href")).not.toBe(firstPage);
    await context.close();
  });
});

test.describe("accessibility and small screens", () => {
  for (const width of [1280, 360]) {
    for (const slug of ["coastal-toyota", "metro-motor-group", "sunset-caravans", "value-used-cars"]) {
      test(`${slug} home page passes axe at ${width} px`, async ({ browser }) => {
        const context = await browser.newContext({ viewport: { width, height: 800 } });
        const page = await context.newPage();
        await page.goto(siteUrl(slug));
        await expectAccessible(page);
        await expectNoSidewaysScroll(page);
        await context.close();
      });
    }
    test(`stock and vehicle pages pass axe at ${width} px`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      await page.goto(siteUrl("sunset-caravans", "/search/new-used-and-demo-cars"));
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);
      await page.locator("article h3 a").first().click();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);
      await context.close();
    });
  }

  test("the header works by keyboard: skip link and the stock menu", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(siteUrl("coastal-toyota"));
    // The dropdowns are disclosure buttons (issue 15), which answer Enter once the page is interactive.
    await waitForInteractive(page);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: /^COASTAL TOYOTA.*home$/ })).toBeFocused();
    // Home, Vehicles, Offers, then Our Stock (the ute brand's order, vehicle spec section 2).
    for (let i = 0; i < 4; i++) await page.keyboard.press("Tab");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("button", { name: "Our Stock" })).toBeFocused();
    await page.keyboard.press("Enter");
    const newCars = nav.getByRole("link", { name: /^New Cars \(\d+\)$/ });
    await expect(newCars).toBeVisible();
  });
});
