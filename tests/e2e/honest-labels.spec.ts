/**
 * Issue 52: each stand-in says what it is on the page where it could mislead a shopper (decision 030), and the
 * marketing opt-in box starts as the site's setting says (decision 029). The map, delivery, history report and
 * sales counter labels are asserted in maps, finance, vehicle and home-blocks specs beside what they label.
 */
import { expect, test } from "./fixtures";
import { siteUrl } from "./support";

test("parts search says it searches the features of cars in stock, not a parts catalogue", async ({ page }) => {
  await page.goto(siteUrl("metro-motor-group", "/parts/search"));
  await expect(
    page.getByText("The search looks through the features of the cars in our stock (a tow bar fitted, say), not a parts catalogue."),
  ).toBeVisible();
});

test("the trade-in valuation says its registry is the demo's own sample register", async ({ page }) => {
  await page.goto(siteUrl("coastal-toyota", "/trade-in"));
  await expect(page.getByText(/^Demo registry: on this demo site, plates are looked up in a sample register/)).toBeVisible();
});

test("the marketing opt-in box starts ticked by default and unticked where the site says so, and sends how it started", async ({
  page,
}) => {
  const optIn = () => page.getByLabel(/Keep me up to date with offers and news/);
  await page.goto(siteUrl("coastal-toyota", "/contact"));
  await expect(optIn()).toBeChecked();
  await expect(page.locator('input[type="hidden"][name="opt_in_default"]')).toHaveValue("checked");
  await page.goto(siteUrl("value-used-cars", "/contact"));
  await expect(optIn()).not.toBeChecked();
  await expect(page.locator('input[type="hidden"][name="opt_in_default"]')).toHaveValue("unchecked");
});
