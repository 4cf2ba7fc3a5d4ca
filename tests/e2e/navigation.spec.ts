import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectAccessible, expectNoSidewaysScroll, siteUrl, waitForInteractive } from "./support";

// The header and footer (issue 15) on two differently themed dealers: Coastal Toyota (the logo
// beside the nav on red, the ute brand's structure with Toyota's models) and Metro Motor Group
// (a utility bar over the logo and nav, the brands mega menu, the Isuzu UTE pages).

const mainNav = (page: Page) => page.getByRole("banner").getByRole("navigation", { name: "Main" });

test("coastal-toyota: the dropdowns open by mouse, say so on the header, and close by a click elsewhere", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(siteUrl("coastal-toyota"));
  await waitForInteractive(page);
  const header = page.getByRole("banner");
  const vehicles = mainNav(page).getByRole("button", { name: "Vehicles" });
  await expect(header).not.toHaveClass(/dropdown-open/);

  // A resting mouse opens the dropdown after a moment; the header carries dropdown-open meanwhile.
  await vehicles.hover();
  await expect(vehicles).toHaveAttribute("aria-expanded", "true");
  await expect(header).toHaveClass(/dropdown-open/);
  const models = page.locator(`#${await vehicles.getAttribute("aria-controls")}`);
  for (const name of ["Toyota HiLux", "Toyota RAV4", "Toyota LandCruiser 300"])
    await expect(models.getByRole("link", { name })).toBeVisible();

  // Our Stock lists the stock by type with live counts.
  const stock = mainNav(page).getByRole("button", { name: "Our Stock" });
  await stock.click();
  await expect(stock).toHaveAttribute("aria-expanded", "true");
  await expect(vehicles).toHaveAttribute("aria-expanded", "false");
  await expect(mainNav(page).getByRole("link", { name: /^New Cars \(\d+\)$/ })).toBeVisible();
  await expect(mainNav(page).getByRole("link", { name: /^Used Cars \(\d+\)$/ })).toBeVisible();
  await expectAccessible(page);

  // A click outside closes it. On the footer's site name: a spot in the main area was the hero slide's link, and the
  // navigation it started could land after the next dropdown opened, and close it (after navigating, menus close).
  await page.getByRole("contentinfo").getByText("Coastal Toyota", { exact: true }).first().click();
  await expect(stock).toHaveAttribute("aria-expanded", "false");
  await expect(page).toHaveURL(siteUrl("coastal-toyota"));
  await expect(header).not.toHaveClass(/dropdown-open/);

  // Following a link from a dropdown opens the page and closes the menu.
  await vehicles.click();
  await models.getByRole("link", { name: "Toyota HiLux" }).click();
  await expect(page).toHaveURL(siteUrl("coastal-toyota", "/models/hilux"));
  await expect(page.getByRole("heading", { name: "Toyota HiLux", level: 1 })).toBeVisible();
  await expect(vehicles).toHaveAttribute("aria-expanded", "false");
  await expect(header).not.toHaveClass(/dropdown-open/);
});

test("coastal-toyota: a click on a dropdown the resting mouse has opened keeps it open; the next click closes it", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(siteUrl("coastal-toyota"));
  await waitForInteractive(page);
  const vehicles = mainNav(page).getByRole("button", { name: "Vehicles" });
  // The shopper moves to the button, the dropdown opens under the resting mouse, and then they click it.
  await vehicles.hover();
  await expect(vehicles).toHaveAttribute("aria-expanded", "true");
  await vehicles.click();
  await expect(vehicles).toHaveAttribute("aria-expanded", "true");
  const models = page.locator(`#${await vehicles.getAttribute("aria-controls")}`);
  await expect(models.getByRole("link", { name: "Toyota HiLux" })).toBeVisible();
  await vehicles.click();
  await expect(vehicles).toHaveAttribute("aria-expanded", "false");
});

test("coastal-toyota: the dropdowns work by keyboard, and Escape gives focus back to the button", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(siteUrl("coastal-toyota"));
  await waitForInteractive(page);
  const service = mainNav(page).getByRole("button", { name: "Service" });
  // Tab along the header to the Service button.
  await page.getByRole("link", { name: /^COASTAL TOYOTA.*home$/ }).focus();
  for (let i = 0; i < 10 && !(await service.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
  await expect(service).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(service).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("banner")).toHaveClass(/dropdown-open/);
  await page.keyboard.press("Tab");
  await expect(mainNav(page).getByRole("link", { name: "Book a Service" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(mainNav(page).getByRole("link", { name: "Parts and Accessories" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(service).toHaveAttribute("aria-expanded", "false");
  await expect(service).toBeFocused();
  await expect(page.getByRole("banner")).not.toHaveClass(/dropdown-open/);

  // Space opens it too; tabbing past its last link closes it.
  await page.keyboard.press(" ");
  await expect(service).toHaveAttribute("aria-expanded", "true");
  for (let i = 0; i < 4; i++) await page.keyboard.press("Tab");
  await expect(mainNav(page).getByRole("button", { name: "Company" })).toBeFocused();
  await expect(service).toHaveAttribute("aria-expanded", "false");
});

test("metro-motor-group: the brands mega menu shows each brand's logo and leads to its overview", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(siteUrl("metro-motor-group"));
  await waitForInteractive(page);
  await expect(page.getByRole("navigation", { name: "Quick links" }).getByRole("link", { name: "Find a dealership" })).toBeVisible();
  const brands = mainNav(page).getByRole("button", { name: "Our Brands" });
  await brands.click();
  const panel = page.locator(`#${await brands.getAttribute("aria-controls")}`);
  const toyota = panel.getByRole("link", { name: "Toyota", exact: true });
  await expect(toyota).toBeVisible();
  // Every make has its logo, loaded through the image endpoint.
  const logos = panel.locator("img");
  expect(await logos.count()).toBeGreaterThan(10);
  await expect.poll(() => toyota.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(panel.getByRole("link", { name: "Metro 4x4 & Outdoor" })).toBeVisible();
  await expectAccessible(page);
  await toyota.click();
  await expect(page).toHaveURL(siteUrl("metro-motor-group", "/toyota/overview"));
});

test("metro-motor-group: the Service dropdown has the ute brand's pages and service booking by brand", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(siteUrl("metro-motor-group"));
  await waitForInteractive(page);
  const service = mainNav(page).getByRole("button", { name: "Service" });
  await service.click();
  const panel = page.locator(`#${await service.getAttribute("aria-controls")}`);
  for (const name of ["Book a Service", "Warranty", "Roadside Assist", "Capped Price Servicing", "Parts and Accessories"])
    await expect(panel.getByRole("link", { name, exact: true })).toBeVisible();
  await expect(panel.getByText("Book a service by brand")).toBeVisible();
  await expect(panel.getByRole("link", { name: /^Isuzu UTE service/ })).toHaveAttribute(
    "href",
    "https://www.isuzuute.com.au/service-booking",
  );

  await panel.getByRole("link", { name: "Capped Price Servicing" }).click();
  await expect(page).toHaveURL(siteUrl("metro-motor-group", "/capped-price-servicing"));
  await expect(page.getByRole("main")).toContainText("first 5 scheduled services up to 5 years or 75,000 km");
  await expectAccessible(page);
});

test("metro-motor-group: the ute brand's warranty and roadside pages carry the brand's terms", async ({ page }) => {
  await page.goto(siteUrl("metro-motor-group", "/warranty"));
  await expect(page.getByRole("heading", { name: "Isuzu UTE warranty", level: 1 })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("6 years or 150,000 km for warranty start on or after 1/1/19");
  await expectAccessible(page);
  await page.goto(siteUrl("metro-motor-group", "/roadside-assist"));
  await expect(page.getByRole("main")).toContainText(
    "up to 7 years, initial 13 months reset each service, for warranty start on or after 1/9/20",
  );
  await page.goto(siteUrl("metro-motor-group", "/4x4-outdoor"));
  await expect(page.getByRole("heading", { name: "Metro 4x4 & Outdoor", level: 1 })).toBeVisible();
});

test("metro-motor-group: a model page has its price, its stock with the live count, enquiry and test drive", async ({ page }) => {
  await page.goto(siteUrl("metro-motor-group", "/models/d-max"));
  await waitForInteractive(page);
  await expect(page.getByRole("heading", { name: "Isuzu D-MAX", level: 1 })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Isuzu D-MAX");
  await expect(page.getByRole("main")).toContainText(/From \$\d{2},\d{3}/);
  await expect(page.getByRole("link", { name: "Book a Test Drive" })).toHaveAttribute("href", "/book-test-drive");
  await expect(page.getByRole("button", { name: "Enquire Now" })).toBeVisible();
  // The footer's model-page group lists the model pages, named for the one make they cover: a group of thirteen
  // dealerships whose footer said "Vehicles" over two Isuzu models read as if it sold nothing else (walkthrough d9f523c).
  await expect(
    page.getByRole("contentinfo").getByRole("navigation", { name: "Isuzu UTE range" }).getByRole("link", { name: "Isuzu MU-X" }),
  ).toBeVisible();
  await expectAccessible(page);
  const stock = page.getByRole("link", { name: /^See \d+ in stock$/ });
  const count = Number((await stock.textContent())?.match(/\d+/)?.[0]);
  await stock.click();
  await expect(page).toHaveURL(/\/search\/isuzu-ute\/d-max/);
  await expect(page.getByRole("main")).toContainText(String(count));
  // Another site's model is this site's 404.
  const other = await page.goto(siteUrl("sunset-caravans", "/models/d-max"));
  expect(other?.status()).toBe(404);
});

for (const slug of ["metro-motor-group", "coastal-toyota"]) {
  test(`${slug}: the menu on a phone is a full-height panel with the dropdowns as accordions`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(siteUrl(slug));
    await waitForInteractive(page);
    await expect(mainNav(page)).toBeHidden();
    const menu = page.getByRole("button", { name: "Menu" });
    await menu.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.height).toBe(844);
    expect(box?.width).toBe(390);
    // The open menu is modal: the page behind it, header included, is hidden from assistive technology.
    await expect(page.locator("body > header")).toHaveClass(/dropdown-open/);
    const stock = dialog.getByRole("button", { name: "Our Stock" });
    await expect(stock).toHaveAttribute("aria-expanded", "false");
    await stock.click();
    await expect(stock).toHaveAttribute("aria-expanded", "true");
    await expect(dialog.getByRole("link", { name: /^Used Cars \(\d+\)$/ })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(menu).toBeFocused();
    await expectNoSidewaysScroll(page);

    // A link in the menu opens its page and closes the menu.
    await menu.click();
    await dialog.getByRole("button", { name: slug === "coastal-toyota" ? "Vehicles" : "Isuzu UTE range" }).click();
    await dialog
      .getByRole("link")
      .filter({ hasText: slug === "coastal-toyota" ? "Toyota RAV4" : "Isuzu MU-X" })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(slug === "coastal-toyota" ? "Toyota RAV4" : "Isuzu MU-X");
    await expect(dialog).toBeHidden();
    await expectNoSidewaysScroll(page);
  });
}

test("the header's links are in the page without JavaScript, and the dropdowns open on hover and focus", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(siteUrl("coastal-toyota"));
  const nav = mainNav(page);
  await nav.getByRole("button", { name: "Service" }).hover();
  await expect(nav.getByRole("link", { name: "Parts and Accessories" })).toBeVisible();
  await nav.getByRole("button", { name: "Company" }).focus();
  await expect(nav.getByRole("link", { name: "Careers" })).toBeVisible();
  await context.close();
});

test("metro-motor-group: the footer draws each social network's mark in the page, and from its file when the element is empty", async ({
  page,
}) => {
  const markFiles: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/(facebook|youtube|instagram|tiktok|linkedin)-[\w-]+\.svg$/.test(request.url())) markFiles.push(request.url());
  });
  await page.goto(siteUrl("metro-motor-group"));
  // Hydrated: React kept the server's drawings.
  await waitForInteractive(page);
  const footer = page.getByRole("contentinfo");
  await footer.scrollIntoViewIfNeeded();
  const marks = footer.locator(".social-icon");
  await expect(marks).toHaveCount(5);
  // Drawn: the mark differs from its box left empty.
  const differsFromEmpty = async (mark: Locator) => {
    const drawn = await mark.screenshot();
    await mark.evaluate((el) => el.style.setProperty("opacity", "0"));
    const empty = await mark.screenshot();
    await mark.evaluate((el) => el.style.removeProperty("opacity"));
    return !drawn.equals(empty);
  };
  for (const mark of await marks.all()) {
    // The server's drawing, in the page: no SVG document of its own, no mask.
    await expect(mark.locator("svg")).toHaveCount(1);
    expect(await mark.evaluate((el) => getComputedStyle(el).maskImage)).toBe("none");
    expect(await differsFromEmpty(mark)).toBe(true);
  }
  expect(markFiles).toEqual([]);

  // An element the browser rendered itself is empty: masked with the mark's file of the build.
  const mark = marks.first();
  await mark.evaluate((el) => el.replaceChildren());
  const url = await mark.evaluate((el) => getComputedStyle(el).maskImage.match(/^url\("(.+)"\)$/)?.[1] ?? "");
  expect(url).toMatch(/\/assets\/facebook-[\w-]+\.svg$/);
  await expect.poll(() => markFiles.length).toBe(1);
  const response = await page.evaluate(async (u) => {
    const r = await fetch(u);
    return { status: r.status, type: r.headers.get("content-type") };
  }, url);
  expect(response.status).toBe(200);
  expect(response.type).toContain("image/svg+xml");
  await expect.poll(() => differsFromEmpty(mark)).toBe(true);
  // and not merely the box filled in the text colour (as it is without the mask).
  const drawn = await mark.screenshot();
  await mark.evaluate((el) => el.style.setProperty("mask", "none"));
  expect(drawn.equals(await mark.screenshot())).toBe(false);
});
