import { expect, test } from "./fixtures";
import { signInToConsoleByLink } from "./sign-in";
import { expectFitsEveryWidth, siteUrl } from "./support";

/**
 * The console's response times (issue 56) on Metro Motor Group's demo leads: the owner opens the page from the nav, changes
 * the period and the dealership with the keyboard-usable GET form, and downloads the figures as CSV. axe with no
 * violations and no sideways scroll at 1280, 390 and 360 px.
 */
const SITE = "metro-motor-group";
// Each person is sent at most 3 sign-in links in 15 minutes: no other spec signs this person in.
const OWNER = `owner@${SITE}.example`;

test("an owner reads the team's response times, narrows them, and downloads them", async ({ page, request }) => {
  await signInToConsoleByLink(page, request, siteUrl(SITE, "/"), OWNER, "/dealer/leads");
  await page.getByRole("link", { name: "Response times" }).first().click();
  await expect(page.getByRole("heading", { name: "Response times", level: 1 })).toBeVisible();
  await expect(page.getByText(/leads? in the last 30 days/)).toBeVisible();
  await expectFitsEveryWidth(page, "response-times");

  await page.getByLabel("Period").selectOption("90");
  const dealership = page.getByLabel("Dealership");
  const second = await dealership.locator("option").nth(1).getAttribute("value");
  await dealership.selectOption(second as string);
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(new RegExp(`days=90&dealership=${second}`));
  await expect(page.getByText(/in the last 90 days/)).toBeVisible();

  await page.getByLabel("Period").selectOption("7");
  await page.getByLabel("Dealership").selectOption("");
  await page.getByRole("button", { name: "Show" }).click();
  // The demo's month of history (app/demo/demo-history.ts): most of the week's leads answered, the last day's six not yet.
  await expect(page.getByText(/leads in the last 7 days: half answered within .+; \d+ not yet answered\./)).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download these figures (CSV)" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^response-times-metro-motor-group-7d-\d{4}-\d{2}-\d{2}\.csv$/);
});
