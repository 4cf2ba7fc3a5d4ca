import type { Locator, Page } from "@playwright/test";
import { TEST_SITE } from "../support/factories";
import { expect, test } from "./fixtures";
import { expectAccessible, expectNoSidewaysScroll, siteApi, siteUrl, waitForInteractive } from "./support";

const SEARCH = "/search/new-used-and-demo-cars";
const SITE = "coastal-toyota";

/**
 * Result cards that offer favourite and compare (they appear once JavaScript runs). Every card's buttons appear in one
 * commit (save-toggles.tsx), so a card's position among these is fixed once the first is visible; when they came in
 * separately, `nth(0)` could be the third card, then the first (a flaky test that caught it).
 */
async function savableCards(page: Page): Promise<Locator> {
  await page.goto(siteUrl(SITE, SEARCH));
  await waitForInteractive(page);
  const cards = page.locator("article").filter({ has: page.getByRole("button", { name: /^Compare the / }) });
  await expect(cards.first()).toBeVisible();
  return cards;
}
const carPath = async (card: Locator) => (await card.locator("h3 a").getAttribute("href")) as string;

test("favourites are kept without signing in and listed with current prices, in every tab", async ({ page, context }) => {
  const cards = await savableCards(page);
  const listing = await context.newPage();
  await listing.goto(siteUrl(SITE, "/favourites"));
  await expect(listing.getByText("You have no favourites yet.")).toBeVisible();
  await expect(listing.getByRole("link", { name: "Search our stock" })).toHaveAttribute("href", SEARCH);

  const paths = [await carPath(cards.nth(0)), await carPath(cards.nth(1))];
  for (const i of [0, 1]) {
    const favourite = cards.nth(i).getByRole("button", { name: /^Favourite the / });
    await favourite.click();
    await expect(favourite).toHaveAttribute("aria-pressed", "true");
  }
  // The other tab hears of it through the storage event, without a reload.
  const saved = listing.getByRole("list", { name: "Favourites" }).getByRole("listitem");
  await expect(saved).toHaveCount(2);

  await page.getByRole("navigation", { name: "Saved cars" }).getByRole("link", { name: "Favourites (2)" }).click();
  await expect(page).toHaveURL(/\/favourites$/);
  const items = page.getByRole("list", { name: "Favourites" }).getByRole("listitem");
  // Newest first, each linking to its car with the price the server has now.
  await expect(items).toHaveCount(2);
  expect(
    await items
      .getByRole("heading")
      .getByRole("link")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href"))),
  ).toEqual([paths[1], paths[0]]);
  for (const i of [0, 1]) await expect(items.nth(i)).toContainText(/\$\d{1,3}(,\d{3})+/);
  await expect(page.getByText("Checking the price...")).toHaveCount(0);
  await expectAccessible(page);

  await items
    .nth(0)
    .getByRole("button", { name: /^Remove the .* from favourites$/ })
    .click();
  await expect(items).toHaveCount(1);
  await expect(saved).toHaveCount(1);
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoSidewaysScroll(page);
});

test("a favourite that has sold is marked sold, and one no longer offered says so", async ({ page, makeCar }) => {
  const sold = await makeCar({ like: { status: "sold" }, searchable: false });
  await page.goto(siteUrl(TEST_SITE, "/favourites"));
  await page.evaluate(
    ([id, slug]) =>
      localStorage.setItem(
        "favourites",
        JSON.stringify([
          { id, name: "Saved before it sold", slug, make: "Toyota", model: "Camry", primary_image_url: null },
          { id: 2_147_483_000, name: "A car long gone", slug: "a-car-long-gone", make: "Ford", model: "Falcon", primary_image_url: null },
          "not a record",
        ]),
      ),
    [sold.id, sold.slug] as const,
  );
  await page.reload();
  const items = page.getByRole("list", { name: "Favourites" }).getByRole("listitem");
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText("SOLD");
  await expect(items.nth(0)).toContainText("This car has been sold.");
  await expect(items.nth(0).getByRole("link", { name: /^View the / })).toHaveAttribute("href", sold.path);
  await expect(items.nth(1)).toContainText("No longer available");
  await expect(items.nth(1).getByRole("link")).toHaveCount(0);
});

test("compare three cars from search, see where they differ, and share the link", async ({ page, browser }) => {
  const cards = await savableCards(page);
  const paths: string[] = [];
  for (const i of [0, 1, 2]) {
    paths.push(await carPath(cards.nth(i)));
    await cards
      .nth(i)
      .getByRole("button", { name: /^Compare the / })
      .click();
  }
  const bar = page.getByRole("navigation", { name: "Saved cars" });
  await expect(bar.getByRole("link", { name: "Compare (3)" })).toBeVisible();
  // A fourth is allowed, a fifth is refused with a reason.
  await cards
    .nth(3)
    .getByRole("button", { name: /^Compare the / })
    .click();
  await cards
    .nth(4)
    .getByRole("button", { name: /^Compare the / })
    .click();
  await expect(cards.nth(4).getByRole("status")).toHaveText("You can compare up to 4 cars at once: remove one first.");
  await expect(cards.nth(4).getByRole("button", { name: /^Compare the / })).toHaveAttribute("aria-pressed", "false");
  await cards
    .nth(3)
    .getByRole("button", { name: /^Compare the / })
    .click();

  await bar.getByRole("link", { name: "Compare (3)" }).click();
  await expect(page).toHaveURL(/\/compare\?ids=\d+,\d+,\d+$/);
  const table = page.getByRole("table");
  const headings = table.getByRole("columnheader");
  // The address changes as the page starts to arrive: poll, as the table may not be there yet on a slow host.
  await expect
    .poll(() => headings.getByRole("link", { name: /^\d{4} / }).evaluateAll((as) => as.map((a) => a.getAttribute("href"))))
    .toEqual(paths);
  const rows = table.getByRole("row").filter({ has: page.getByRole("rowheader") });
  const differing = rows.filter({ hasText: "Differs" });
  await expect(differing.first()).toBeVisible();
  const all = await rows.count();
  const differ = await differing.count();
  expect(differ).toBeGreaterThan(0);
  expect(differ).toBeLessThan(all);
  await expect(rows.filter({ has: page.getByRole("rowheader", { name: /^Price/ }) })).toContainText(/\$\d{1,3}(,\d{3})+/);
  await expect(rows.filter({ has: page.getByRole("rowheader", { name: /^Finance estimate/ }) })).toContainText(/\/wk|Enquire for Finance/);
  await expectAccessible(page);

  await page.getByLabel("Show only the differences").check();
  await expect(rows).toHaveCount(differ);
  await page.getByLabel("Show only the differences").uncheck();
  await expect(rows).toHaveCount(all);

  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoSidewaysScroll(page);

  // The address alone shows the same cars to someone else, who has chosen nothing.
  const link = page.url();
  const other = await browser.newContext();
  const shared = await other.newPage();
  await shared.goto(link);
  await expect(
    shared
      .getByRole("table")
      .getByRole("columnheader")
      .getByRole("link", { name: /^\d{4} / }),
  ).toHaveCount(3);
  expect(await shared.evaluate(() => localStorage.getItem("compare"))).toBeNull();
  await waitForInteractive(shared);
  await shared
    .getByRole("link", { name: /^Remove the .* from the comparison$/ })
    .first()
    .click();
  await expect(shared).toHaveURL(new RegExp(`/compare\\?ids=${link.split("ids=")[1].split(",").slice(1).join(",")}$`));
  await expect(
    shared
      .getByRole("table")
      .getByRole("columnheader")
      .getByRole("link", { name: /^\d{4} / }),
  ).toHaveCount(2);
  await other.close();

  // Without ids, the page shows what this browser chose.
  await page.goto(siteUrl(SITE, "/compare"));
  await expect(page).toHaveURL(link);
});

test("the vehicle page favourites and compares the car, and recently viewed lists the cars opened", async ({ page, request }) => {
  const hits = (await siteApi(request, SITE, "/api/search")).hits as {
    path: string;
    name: string;
    price: number;
    photos_count: number;
    sold: boolean;
  }[];
  // Cars that show the controls on every site: priced, with photos, for sale.
  const [first, second] = hits.filter((h) => h.price > 0 && h.photos_count > 0 && !h.sold);
  await page.goto(siteUrl(SITE, first.path));
  await waitForInteractive(page);
  const sidebar = page.getByRole("complementary", { name: "Price and dealer" });
  const favourite = sidebar.getByRole("button", { name: `Favourite the ${first.name}` });
  await favourite.click();
  await expect(favourite).toHaveAttribute("aria-pressed", "true");
  await expect(favourite).toHaveText("♥ Favourited");
  await sidebar.getByRole("button", { name: `Compare the ${first.name}` }).click();
  await expect(sidebar.getByText("Choose another car to compare (up to 4)")).toBeVisible();
  // The car page shows these links in place of the floating bar.
  await expect(page.getByRole("navigation", { name: "Saved cars" })).toHaveCount(0);

  await page.goto(siteUrl(SITE, second.path));
  await waitForInteractive(page);
  await page
    .getByRole("complementary", { name: "Price and dealer" })
    .getByRole("button", { name: `Compare the ${second.name}` })
    .click();
  await expect(page.getByRole("complementary", { name: "Price and dealer" }).getByRole("link", { name: "Compare (2)" })).toBeVisible();

  await page.goto(siteUrl(SITE, "/favourites"));
  const favourites = page.getByRole("list", { name: "Favourites" }).getByRole("listitem");
  await expect(favourites).toHaveCount(1);
  await expect(favourites.getByRole("heading")).toHaveText(first.name);
  const viewed = page.getByRole("list", { name: "Recently viewed" }).getByRole("link");
  await expect.poll(() => viewed.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual([second.path, first.path]);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Clear this list" }).click();
  await expect(page.getByRole("list", { name: "Recently viewed" })).toHaveCount(0);
});
