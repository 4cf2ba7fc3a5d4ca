import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signInToConsoleByLink } from "./sign-in";
import { expectAccessible, expectNoSidewaysScroll, PORT, siteUrl, waitForInteractive } from "./support";

/**
 * The console's stock list (issue 54) on Sunset Caravans' e2e copy, whose search shows cars in stock only: a sales
 * manager finds a car, ticks it, confirms "Mark 1 car sold?", and the shoppers' search no longer has it; the list and
 * the car's history pass axe at 1280 and 360 px.
 */
const SITE = "sunset-caravans";
// Each person is sent at most 3 sign-in links in 15 minutes: the other console specs sign in Coastal Toyota's people.
const MANAGER = `manager@${SITE}.example`;

async function atWidths(page: Page, check: (width: number) => Promise<void>) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await check(width);
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
  }
}

const inShoppersSearch = async (request: APIRequestContext, car: { stocknum: string; slug: string }) => {
  const res = await request.get(`http://127.0.0.1:${PORT}/api/search?query=${car.stocknum}`, {
    headers: { host: `${SITE}.localhost:${PORT}` },
  });
  return ((await res.json()) as { hits: { slug: string }[] }).hits.some((h) => h.slug === car.slug);
};

test("a sales manager filters the stock, ticks a car, confirms marking it sold, and shoppers' search drops it", async ({
  page,
  request,
  makeCar,
}) => {
  const car = await makeCar({ like: { site: SITE, status: "in_stock" }, set: { reserved: false } }, SITE);
  expect(await inShoppersSearch(request, car)).toBe(true);

  await signInToConsoleByLink(page, request, siteUrl(SITE, "/"), MANAGER, "/dealer/stock");
  await expect(page.getByRole("heading", { name: "Stock", level: 1 })).toBeVisible();
  await atWidths(page, async (width) => {
    const nav = page.getByRole("navigation", { name: "Console" });
    // A phone shows Leads and Reservations; Stock is under More, marked as the current section there.
    if (width < 640) await nav.getByText("More").click();
    await expect(nav.getByRole("link", { name: "Stock" })).toHaveAttribute("aria-current", "page");
  });

  // The filter is a GET form: the filtered list is an address.
  await page.getByRole("searchbox", { name: "Search" }).fill(car.stocknum);
  await page.getByRole("button", { name: "Show cars" }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${car.stocknum}`));
  await expect(page.getByText("1 car", { exact: true })).toBeVisible();
  await waitForInteractive(page);
  await page.getByRole("checkbox", { name: new RegExp(`Select .*${car.stocknum}`) }).check();
  await page.getByText("Change the ticked cars: mark sold, status or price").click();
  await page.getByLabel("Change", { exact: true }).selectOption("sold");
  await page.getByRole("button", { name: "Review the change" }).click();
  await expect(page.getByRole("heading", { name: "Mark 1 car sold?" })).toBeVisible();
  await page.getByRole("button", { name: "Yes, mark 1 car sold" }).click();
  await expect(page.getByRole("status")).toHaveText("1 car marked sold.");
  await expect(page.getByRole("row", { name: new RegExp(car.stocknum) })).toContainText("Sold");

  // Within a second on the shoppers' side: this site's search shows cars in stock only.
  await expect.poll(() => inShoppersSearch(request, car), { timeout: 1_000, intervals: [50] }).toBe(false);

  await page.getByRole("link", { name: `History of ${car.stocknum}` }).click();
  await expect(page.getByRole("heading", { name: /^History: / })).toBeVisible();
  const change = page.getByRole("row", { name: /Status In stock to Sold/ });
  await atWidths(page, () => expect(change).toContainText("Marcus Lee"));
});
