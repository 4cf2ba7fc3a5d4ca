import { expect, test } from "./fixtures";
import { signInToConsoleByLink } from "./sign-in";
import { expectFitsEveryWidth, siteUrl } from "./support";

/**
 * The console's insights (issue 56) on Metro Motor Group's demo month of history (app/demo/demo-history.ts), rolled up
 * when the server starts: a manager opens the dashboard from the nav, changes the period and the dealership, downloads
 * a chart's CSV and opens the cars report; a salesperson has neither in the nav nor at its address; the manager's
 * sign-in opens nothing on another site. axe with no violations and no sideways scroll at 1280, 390 and 360 px.
 */
const SITE = "metro-motor-group";
// Each person is sent at most 3 sign-in links in 15 minutes: these two are signed in once each here, and the manager
// once more by console-car-editor.spec.ts.
const MANAGER = `manager@${SITE}.example`;
const SALES = "sales@sunset-caravans.example";

test("a manager reads the dashboard, narrows it, downloads a chart and opens the cars report", async ({ page, request }) => {
  await signInToConsoleByLink(page, request, siteUrl(SITE, "/"), MANAGER, "/dealer/leads");
  await page.getByRole("link", { name: "Insights", exact: true }).first().click();
  await expect(page.getByRole("heading", { name: "Insights", level: 1 })).toBeVisible();
  await expect(page.getByText(/compared with the 30 days before/)).toBeVisible();
  // The month of history is there: vehicle views drawn and counted.
  const views = page.getByRole("img", { name: /^[\d,]+ vehicle views in the period\.$/ });
  await expect(views).toBeVisible();
  expect(Number((await views.getAttribute("aria-label"))?.replace(/[^\d]/g, ""))).toBeGreaterThan(100);
  await expectFitsEveryWidth(page, "insights");

  await page.getByLabel("Period", { exact: true }).selectOption("7");
  const dealership = page.getByRole("combobox", { name: "Dealership" });
  const second = await dealership.locator("option").nth(1).getAttribute("value");
  await dealership.selectOption(second as string);
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(new RegExp(`days=7&dealership=${second}`));
  await expect(page.getByText(/compared with the 7 days before\. Search views count the whole site/)).toBeVisible();

  // Vehicle views: every demo dealership has some in a week (its leads by form may have none, and then no link).
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download vehicle views (CSV)" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(
    new RegExp(`^insights-${SITE}-${second}-views-\\d{4}-\\d{2}-\\d{2}-to-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
  );

  await page.getByRole("link", { name: "Cars report" }).first().click();
  await expect(page.getByRole("heading", { name: "Cars report", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Most viewed cars" })).toBeVisible();
  await expect(page.getByText(/been for sale more than 60 days/)).toBeVisible();
  await expectFitsEveryWidth(page, "insights-cars");

  // This sign-in is Metro's: on another site's console it opens nothing.
  await page.goto(siteUrl("coastal-toyota", "/dealer/insights"));
  await expect(page.getByRole("heading", { name: "Insights", level: 1 })).toHaveCount(0);
  await expect(page).toHaveURL(/\/dealer\/sign-in/);
});

test("a salesperson sees no insights", async ({ page, request }) => {
  await signInToConsoleByLink(page, request, siteUrl("sunset-caravans", "/"), SALES, "/dealer/leads");
  await expect(page.getByRole("link", { name: "Insights", exact: true })).toHaveCount(0);
  const response = await page.goto(siteUrl("sunset-caravans", "/dealer/insights"));
  expect(response?.status()).toBe(403);
  const cars = await page.goto(siteUrl("sunset-caravans", "/dealer/insights/cars"));
  expect(cars?.status()).toBe(403);
});

test("the owner makes the days shown the site's line, the server serves it from then on, and the settings history undoes it", async ({
  page,
  request,
}) => {
  const site = "sunset-caravans";
  // Every server serves a saved line within a second: the report opened afresh, with no days given, is on it.
  const expectLine = (days: number) =>
    expect
      .poll(
        async () => {
          await page.goto(siteUrl(site, "/dealer/insights/cars"));
          return page.getByText(`been for sale more than ${days} days`).count();
        },
        { timeout: 3000 },
      )
      .toBe(1);
  await signInToConsoleByLink(page, request, siteUrl(site, "/"), `owner@${site}.example`, "/dealer/insights/cars?over=45");
  await expect(page.getByText("This site's line: 60 days in stock.")).toBeVisible();
  await page.getByRole("button", { name: "Make 45 days the site's line" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Saved: the cars report now flags cars for sale 45 days or more." }),
  ).toBeVisible();
  await expect(page.getByText("This site's line: 45 days in stock.")).toBeVisible();
  await expect(page.getByRole("button", { name: /the site's line$/ })).toHaveCount(0);
  await expectLine(45);
  await expectFitsEveryWidth(page, "insights-cars-line");

  // The settings history (issue 55): the save is version 2, with what it changed; restoring version 1 undoes it.
  await page.getByRole("link", { name: "Settings history" }).first().click();
  await expect(page.getByRole("heading", { name: "Version 2 (now): what changed" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "analytics.staleDays" })).toBeVisible();
  await expectFitsEveryWidth(page, "settings-history");
  await page.getByRole("link", { name: "Version 1: what changed" }).click();
  await page.getByRole("button", { name: "Restore version 1" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Restored version 1 as version 3." })).toBeVisible();
  await expectLine(60);
});
