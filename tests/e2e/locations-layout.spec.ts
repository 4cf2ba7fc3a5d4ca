/**
 * Issue 52: the locations page uses a desktop's width (the cards two to a row beside a map of every location, which
 * stays in view), and a location page on a phone puts Call and Get Directions on the first screen, above the reviews.
 */
import type { Page } from "@playwright/test";
import { E2E_TILE_HOST } from "../support/e2e-sites";
import { expect, test } from "./fixtures";
import { expectAccessible, siteUrl } from "./support";

/** The page's full height with every card laid out at its real size (the first view's rule off: app/lib/first-view.ts). */
const fullHeight = (page: Page) =>
  page.evaluate(() => {
    const sheet = (document.getElementById("first-view") as HTMLStyleElement | null)?.sheet;
    if (sheet) sheet.disabled = true;
    const height = document.documentElement.scrollHeight;
    if (sheet) sheet.disabled = false;
    return height;
  });

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("Metro's thirteen dealerships fit about three screens, two to a row beside a map that stays in view", async ({ page }) => {
    await page.goto(siteUrl("metro-motor-group", "/locations"));
    await expect(page.getByText(/^\d+ locations$/)).toHaveText("30 locations");
    // It was one narrow column, 8,800 px and more.
    expect(await fullHeight(page)).toBeLessThanOrEqual(3 * 900 + 300);
    const first = await page.getByRole("heading", { name: "Metro EV Gold Coast", level: 2 }).boundingBox();
    const second = await page.getByRole("heading", { name: "Metro Ford Ringwood", level: 2 }).boundingBox();
    expect(second?.y).toBe(first?.y);
    expect((second?.x ?? 0) - (first?.x ?? 0)).toBeGreaterThan(300);
    const map = page.getByRole("img", { name: "Map of the 30 locations listed" });
    await expect(map).toBeVisible();
    expect(((await map.boundingBox())?.x ?? 0) > (second?.x ?? 0)).toBe(true);
    // The cards leave their own maps out here: the page's map is beside them.
    await expect(page.getByRole("img", { name: /^Map showing / })).toHaveCount(0);
    await page.getByRole("heading", { name: "Metro Škoda", level: 2 }).scrollIntoViewIfNeeded();
    await expect(map).toBeInViewport();
    await expectAccessible(page);
  });

  test("on a site with a tile source the page's map is a real one with a marker for every location", async ({ page }) => {
    const tile = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==", "base64");
    await page.route(`https://${E2E_TILE_HOST}/**`, (route) => route.fulfill({ status: 200, contentType: "image/png", body: tile }));
    await page.goto(siteUrl("metro-motor-group", "/locations"));
    const map = page.getByRole("region", { name: "Map of the 30 locations listed" });
    await expect(map.locator(".leaflet-tile-loaded").first()).toBeVisible();
    await expect(map.locator(".leaflet-marker-icon")).toHaveCount(30);
    // The drawing underneath is no longer announced.
    await expect(page.getByRole("img", { name: "Map of the 30 locations listed" })).toHaveCount(0);
    await expectAccessible(page);
  });

  test("the map shows only the locations a search finds", async ({ page }) => {
    await page.goto(siteUrl("metro-motor-group", "/locations?locationQuery=skoda"));
    await expect(page.getByRole("img", { name: "Map of the 3 locations listed" })).toBeVisible();
  });
});

for (const width of [390, 360]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const [slug, path] of [
      ["metro-motor-group", "/locations/metro-skoda-sales"],
      ["value-used-cars", "/locations/value-used-cars-logan"],
    ] as const) {
      test(`${path} has Call and Get Directions on the first screen, above the reviews`, async ({ page }) => {
        await page.goto(siteUrl(slug, path));
        const reviews = await page.getByRole("heading", { name: "What our customers say" }).boundingBox();
        for (const link of [page.getByRole("link", { name: /^Call / }), page.getByRole("link", { name: "Get Directions" })]) {
          const box = await link.boundingBox();
          expect(box && box.y + box.height).toBeLessThanOrEqual(800);
          expect(box?.y).toBeLessThan(reviews?.y ?? 0);
        }
        await expectAccessible(page);
      });
    }
  });
}
