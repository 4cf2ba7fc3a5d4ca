import { expect, test } from "./fixtures";
import { expectAccessible, expectNoSidewaysScroll, siteUrl, waitForInteractive } from "./support";

const SEARCH = "/search/new-used-and-demo-cars";

// A search link the page cannot read is the shopper's to fix, not a server fault: a 400 that says
// what is wrong and offers a fresh search, inside the site's own header and footer.
const MALFORMED = [
  { query: "page=0", reason: "page must be a whole number from 1 to 1000" },
  { query: "sortBy=nope", reason: "sortBy must be one of relevance, latest, price_desc, price_asc" },
  { query: "refinementList[nope][0]=x", reason: 'unknown facet "nope"' },
];

for (const javaScriptEnabled of [true, false]) {
  test.describe(`malformed search links with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    for (const { query, reason } of MALFORMED) {
      test(`?${query} answers 400 and says why`, async ({ page }) => {
        const response = await page.goto(siteUrl("coastal-toyota", `${SEARCH}?${query}`));
        expect(response?.status()).toBe(400);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't run that search");
        await expect(page.getByTestId("invalid-search-reason")).toHaveText(`That search link isn't valid: ${reason}.`);
        await expect(page.getByText("Please try again in a moment")).toHaveCount(0);
        await expect(page.getByRole("link", { name: "Start a new search" })).toHaveAttribute("href", SEARCH);
        await expect(page.getByRole("banner")).toBeVisible();
        await expect(page.getByRole("contentinfo")).toBeVisible();
      });
    }

    test("Start a new search leads to the full stock", async ({ page }) => {
      await page.goto(siteUrl("coastal-toyota", `${SEARCH}?page=0`));
      if (javaScriptEnabled) await waitForInteractive(page);
      await page.getByRole("link", { name: "Start a new search" }).click();
      await expect(page).toHaveURL(new RegExp(`${SEARCH}$`));
      await expect(page.getByTestId("result-count")).toContainText("found");
    });
  });
}

test("an unknown search path is still the site's not-found page", async ({ page }) => {
  const response = await page.goto(siteUrl("coastal-toyota", "/search/lamborghini"));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(page.getByRole("link", { name: "Search our stock" })).toHaveAttribute("href", SEARCH);
});

test("the malformed-link page passes axe and fits 360 px", async ({ browser }) => {
  for (const width of [1280, 360]) {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    await page.goto(siteUrl("coastal-toyota", `${SEARCH}?sortBy=nope`));
    await expect(page).toHaveTitle("Search link not valid");
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
    await context.close();
  }
});
