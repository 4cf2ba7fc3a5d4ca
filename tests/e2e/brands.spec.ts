import { expect, test } from "./fixtures";
import { expectAccessible, expectNoSidewaysScroll, siteUrl, waitForInteractive } from "./support";

test("the group's brand grid works by keyboard, and its tiles and stats lead to real pages", async ({ page }) => {
  await page.goto(siteUrl("metro-motor-group"));
  await waitForInteractive(page);
  const grid = page.getByRole("region", { name: "Our brands" });
  const tabs = grid.getByRole("tablist", { name: "Brands by kind" });
  await expect(tabs.getByRole("tab", { name: "Car" })).toHaveAttribute("aria-selected", "true");
  // Every kind's tiles are in the server's page; only the chosen one shows.
  await expect(grid.getByRole("link", { name: /Finance & Insurance/ })).toBeHidden();
  await expect(grid.getByRole("heading", { name: "Car", level: 3 })).toBeHidden();
  await tabs.getByRole("tab", { name: "Car" }).focus();
  // The grid is an island: keys pressed before its code has come (focus inside asks for it) are given to it then.
  // Arrow keys move between tabs (the last tab is Our Brands).
  await page.keyboard.press("End");
  await expect(tabs.getByRole("tab", { name: "Our Brands" })).toBeFocused();
  await expect(tabs.getByRole("tab", { name: "Our Brands" })).toHaveAttribute("aria-selected", "true");
  await expect(grid.getByRole("link", { name: /Finance & Insurance/ })).toBeVisible();
  await page.keyboard.press("Home");
  await expect(tabs.getByRole("tab", { name: "Car" })).toHaveAttribute("aria-selected", "true");
  // All four of the spec's tabs (D3.43): the group's Isuzu truck dealership gives Truck its tile (issue 52).
  await expect(tabs.getByRole("tab")).toHaveText(["Car", "Motorcycle", "Truck", "Our Brands"]);
  await tabs.getByRole("tab", { name: "Truck" }).click();
  await expect(grid.getByRole("tabpanel").getByRole("link", { name: "Isuzu", exact: true })).toHaveAttribute("href", "/isuzu/overview");
  await tabs.getByRole("tab", { name: "Car" }).click();
  await expectAccessible(page);

  const tile = grid.getByRole("tabpanel").getByRole("link").first();
  const make = (await tile.textContent())?.trim() ?? "";
  await tile.click();
  await expect(page.getByRole("heading", { name: make, level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: `${make} models` })).toBeVisible();
  await expectAccessible(page);

  await page.goto(siteUrl("metro-motor-group"));
  await page
    .getByRole("region", { name: "About the group" })
    .getByRole("link", { name: /brands/ })
    .click();
  await expect(page.getByRole("heading", { name: "Brands and models", level: 1 })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search" }).fill(make);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("status")).toContainText(/\d+ models?/);
  await expectAccessible(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoSidewaysScroll(page);
});

test("without JavaScript the brand grid shows every kind's brands, each under its heading", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  await page.goto(siteUrl("metro-motor-group"));
  const grid = page.getByRole("region", { name: "Our brands" });
  // Tabs that would do nothing step aside.
  await expect(grid.getByRole("tablist")).toBeHidden();
  await expect(grid.getByRole("heading", { name: "Car", level: 3 })).toBeVisible();
  await expect(grid.getByRole("heading", { name: "Our Brands", level: 3 })).toBeVisible();
  await expect(grid.getByRole("link", { name: /Finance & Insurance/ })).toBeVisible();
  await expect(grid.getByRole("tabpanel").first().getByRole("link").first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await context.close();
});

test("the directory's body filter and its entries read as shoppers say them, and filtering by one works (issue 52)", async ({ page }) => {
  await page.goto(siteUrl("metro-motor-group", "/brands"));
  const body = page.getByLabel("Body");
  const options = await body.locator("option").allTextContents();
  // The stored keys (cabChassis, peopleMover) never show.
  expect(options.filter((o) => /[a-z][A-Z]/.test(o))).toEqual([]);
  const cabChassis = options.find((o) => o.startsWith("Cab Chassis ("));
  expect(cabChassis, options.join(" | ")).toBeDefined();
  await body.selectOption({ label: cabChassis as string });
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/body=Cab\+Chassis/);
  await expect(page.getByRole("status")).toContainText(/\d+ models?/);
  await expect(page.getByText(/Cab Chassis · /).first()).toBeVisible();
});

test("going back to a directory search seen a moment ago answers from the browser's cache, not the server (discovery spec section 9)", async ({
  page,
}) => {
  await page.goto(siteUrl("metro-motor-group", "/brands"));
  await waitForInteractive(page);
  const fetched: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname.endsWith(".data")) fetched.push(r.url());
  });
  const search = async (text: string) => {
    await page.getByLabel("Search", { exact: true }).fill(text);
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith(".data"));
    await page.getByRole("button", { name: "Search" }).click();
    await answered;
    await expect(page).toHaveURL(new RegExp(`query=${text}`));
  };
  const status = page.getByRole("status");
  await search("ranger");
  await expect(page.getByText(/^Ford Ranger/).first()).toBeVisible();
  const ranger = (await status.textContent()) ?? "";
  await search("zzzz");
  await expect(page.getByText(/^Ford Ranger/)).toHaveCount(0);
  expect(fetched).toHaveLength(2);
  await page.goBack();
  await expect(page).toHaveURL(/query=ranger/);
  await expect(page.getByText(/^Ford Ranger/).first()).toBeVisible();
  await expect(status).toHaveText(ranger);
  expect(fetched).toHaveLength(2);
});
