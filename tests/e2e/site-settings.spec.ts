import { expect, test } from "./fixtures";
import { expectAccessible, siteApi, siteUrl, waitForInteractive } from "./support";

// Discovery spec section 9: each site's form state and finance button text (defaults qld and 'Pre-Approved').

test("the finance form's State field starts on the site's own form state", async ({ page }) => {
  await page.goto(siteUrl("metro-motor-group", "/finance"));
  await expect(page.getByLabel("State")).toHaveValue("nsw");
  await page.goto(siteUrl("coastal-toyota", "/finance"));
  await expect(page.getByLabel("State")).toHaveValue("qld");
});

test("the car page's finance button says the site's finance button text and carries the car to the finance form", async ({
  page,
  request,
}) => {
  const { hits } = await siteApi(request, "coastal-toyota", "/api/search?sortBy=price_desc&refinementList[status][0]=in_stock");
  const car = (hits as { id: number; slug: string; price: number }[]).find((h) => h.price > 500);
  if (!car) throw new Error("no priced car in stock on coastal-toyota");
  await page.goto(siteUrl("coastal-toyota", `/cars/${car.slug}`));
  const button = page.getByRole("link", { name: "Pre-Approved" });
  await expect(button).toBeVisible();
  await expect(button).toHaveAttribute("href", new RegExp(`^/finance\\?.*car_id=${car.id}.*#finance-form$`));
});

test("a location's contact link says the site's contact link text", async ({ page }) => {
  await page.goto(siteUrl("sunset-caravans", "/locations"));
  // The location cards' own link; the footer's 'Contact Us' is a site link of its own.
  const cards = page.locator("article");
  await expect(cards.getByRole("link", { name: "Get in Touch" }).first()).toBeVisible();
  await expect(cards.getByRole("link", { name: "Contact Us", exact: true })).toHaveCount(0);
  await page.goto(siteUrl("coastal-toyota", "/locations"));
  await expect(page.locator("article").getByRole("link", { name: "Contact Us", exact: true }).first()).toBeVisible();
});

test("each site words its card buttons; Metro's Quick Enquiry opens the form over the results", async ({ page }) => {
  await page.goto(siteUrl("metro-motor-group", "/search/used-cars"));
  await waitForInteractive(page);
  const card = page.getByRole("article").first();
  const name = (await card.getByRole("heading").textContent()) ?? "";
  await expect(card.getByRole("link", { name: /^Explore Vehicle of the / })).toBeVisible();
  await card.getByRole("button", { name: `Quick Enquiry: the ${name.trim()}` }).click();
  const dialog = page.getByRole("dialog", { name: /^Enquire about the / });
  // A car's enquiry is the two-step form: first what the shopper wants to know.
  await expect(dialog.getByText("Step 1 of 2: your enquiry")).toBeVisible();
  await expect(page).toHaveURL(/\/search\/used-cars$/);
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  // Value Used Cars says 'Enquire', as a link to the form's page.
  await page.goto(siteUrl("value-used-cars", "/search/used-cars"));
  // (An unpriced car there offers Find Me Something Similar instead: any card's enquiry will do.)
  await expect(page.getByRole("link", { name: /^Enquire: the / }).first()).toHaveAttribute("href", /^\/enquiry\?form=vehicle&car_id=\d+$/);
});
