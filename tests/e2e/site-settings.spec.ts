import { expect, test } from "./fixtures";
import { siteApi, siteUrl } from "./support";

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
