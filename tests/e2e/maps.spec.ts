/**
 * Location maps (issue 15): a real map (Leaflet) on sites with a tile source, loaded only when the map
 * scrolls into view, and the drawn map everywhere else and whenever the tiles fail. The end-to-end server's
 * tile host never resolves (tests/support/e2e-sites.ts); these tests serve the tiles themselves.
 */
import type { Page, Request } from "@playwright/test";
import sharp from "sharp";
import { E2E_TILE_HOST } from "../support/e2e-sites";
import { expect, test } from "./fixtures";
import { expectAccessible, expectNoSidewaysScroll, siteApi, siteUrl, waitForInteractive } from "./support";

const LOCATION = "/locations/coastal-toyota-sales";
const ATTRIBUTION = "© OpenStreetMap contributors";

let tile: Buffer;
test.beforeAll(async () => {
  // A plain map-coloured tile with one road, made here: no file to keep and no internet.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#f2efe9"/><path d="M0 128H256" stroke="#ffffff" stroke-width="18"/></svg>`;
  tile = await sharp(Buffer.from(svg)).png().toBuffer();
});

/** Serves every tile from the test and returns the tile requests seen. */
async function serveTiles(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.route(`https://${E2E_TILE_HOST}/**`, (route) => {
    seen.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "image/png", body: tile });
  });
  return seen;
}

/** The app's own requests for Leaflet's code or CSS (the lazily loaded chunk). */
function leafletRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (r: Request) => {
    if (/\/assets\/[^/]*leaflet[^/]*\.(js|css)$/i.test(new URL(r.url()).pathname)) seen.push(r.url());
  });
  return seen;
}

const realMap = (page: Page, name: string) => page.getByRole("region", { name: `Map showing ${name}` });

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a location page on a site with a tile source shows a real map with its marker and attribution", async ({ page }) => {
    const tiles = await serveTiles(page);
    await page.goto(siteUrl("coastal-toyota", LOCATION));
    const map = realMap(page, "Coastal Toyota Sales");
    await expect(map).toBeVisible();
    await expect(map.locator(".leaflet-tile-loaded").first()).toBeVisible();
    await expect(map.getByRole("img", { name: "Coastal Toyota Sales" })).toBeVisible();
    await expect(map.getByRole("link", { name: ATTRIBUTION })).toHaveAttribute("href", "https://www.openstreetmap.org/copyright");
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.every((u) => /\/\d+\/\d+\/\d+\.png$/.test(u))).toBe(true);
    // The drawing underneath is no longer announced; the Get Directions link is still there.
    await expect(page.getByRole("img", { name: /^Drawn sketch, not a street map: .*Maroochydore/ })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Get Directions" })).toBeVisible();
    await expectAccessible(page);
  });

  test("the map pans by keyboard and Tab moves on out of it", async ({ page }) => {
    await serveTiles(page);
    await page.goto(siteUrl("coastal-toyota", LOCATION));
    const map = realMap(page, "Coastal Toyota Sales");
    await expect(map.locator(".leaflet-tile-loaded").first()).toBeVisible();
    const pane = map.locator(".leaflet-map-pane");
    const before = await pane.evaluate((el) => getComputedStyle(el).transform);
    await map.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => pane.evaluate((el) => getComputedStyle(el).transform)).not.toBe(before);
    // Zoom in, zoom out, the two attribution links, then the page again.
    for (let i = 0; i < 5; i++) await page.keyboard.press("Tab");
    expect(await map.evaluate((el) => el.contains(document.activeElement))).toBe(false);
  });

  test("under reduced motion the map does not animate", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await serveTiles(page);
    await page.goto(siteUrl("coastal-toyota", LOCATION));
    const map = realMap(page, "Coastal Toyota Sales");
    await expect(map.locator(".leaflet-tile-loaded").first()).toBeVisible();
    await expect(map).not.toHaveClass(/leaflet-fade-anim/);
    // A keyboard pan lands at once: read straight after the key press, the map is already where it stays.
    const pane = map.locator(".leaflet-map-pane");
    const before = await pane.evaluate((el) => getComputedStyle(el).transform);
    await map.focus();
    await page.keyboard.press("ArrowRight");
    const straightAfter = await pane.evaluate((el) => getComputedStyle(el).transform);
    expect(straightAfter).not.toBe(before);
    // Longer than Leaflet's pan animation: had it animated, it would have moved on by now.
    await page.clock.runFor(400);
    expect(await pane.evaluate((el) => getComputedStyle(el).transform)).toBe(straightAfter);
  });

  test("when the tiles cannot load, the drawn map stays", async ({ page }) => {
    const leaflet = leafletRequests(page);
    const failedTile = page.waitForEvent("requestfailed", (r) => r.url().includes(E2E_TILE_HOST));
    await page.goto(siteUrl("coastal-toyota", LOCATION));
    await failedTile;
    expect(leaflet.length).toBeGreaterThan(0);
    await expect(page.getByRole("img", { name: /^Drawn sketch, not a street map: .*Maroochydore/ })).toBeVisible();
    await expect(page.locator(".leaflet-container")).toHaveCount(0);
    await expect(realMap(page, "Coastal Toyota Sales")).toBeHidden();
  });

  test("a site without a tile source keeps the drawn map and never loads Leaflet", async ({ page }) => {
    const leaflet = leafletRequests(page);
    const tiles = await serveTiles(page);
    await page.clock.install();
    await page.goto(siteUrl("value-used-cars", "/locations"));
    await waitForInteractive(page);
    // At this width the locations page's own map, beside the list, stands for the cards' maps (issue 52).
    const drawn = page.getByRole("img", { name: /^Drawn sketch, not a street map: Map of the \d+ locations listed$/ });
    await expect(drawn).toBeVisible();
    // Drawn in the page's own SVG, not as images of SVG (each of those is a document of its own to the browser).
    await expect(drawn.locator("svg")).toHaveCount(1);
    // A stand-in says what it is on the page (issue 52): a sketch, not a street map.
    await expect(drawn.locator("svg text").first()).toHaveText("Drawn sketch, not a street map");
    await expect(page.locator('img[src^="data:image/svg"]')).toHaveCount(0);
    await page.mouse.wheel(0, 4000);
    await page.clock.runFor(500);
    expect(leaflet).toEqual([]);
    expect(tiles).toEqual([]);
    await expect(page.locator(".leaflet-container")).toHaveCount(0);
  });
});

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the vehicle page loads the map only when its sidebar scrolls into view", async ({ page, request }) => {
    const { hits } = (await siteApi(request, "coastal-toyota", "/api/search")) as { hits: { slug: string }[] };
    const leaflet = leafletRequests(page);
    const tiles = await serveTiles(page);
    await page.clock.install();
    await page.goto(siteUrl("coastal-toyota", `/cars/${hits[0].slug}`));
    await waitForInteractive(page);
    await page.clock.runFor(500);
    expect(leaflet, "Leaflet before the map is near the screen").toEqual([]);
    expect(tiles).toEqual([]);
    await page.locator("#vehicle-map").scrollIntoViewIfNeeded();
    const map = page.locator("#vehicle-map").getByRole("region", { name: /^Map showing / });
    await expect(map).toBeVisible();
    await expect(map.locator(".leaflet-tile-loaded").first()).toBeVisible();
    await expect(map.getByText(ATTRIBUTION)).toBeVisible();
    expect(leaflet.length).toBeGreaterThan(0);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
  });
});
