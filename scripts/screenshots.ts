/**
 * `npm run screenshots`: starts the built platform on a scratch database, opens the key pages at
 * desktop (1280 px) and mobile (390 px) widths in Debian's Chromium, and saves full-page PNGs
 * under docs/screenshots/.
 */
import { mkdirSync, rmSync } from "node:fs";
import { chromium } from "@playwright/test";
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_ARGS } from "../tests/support/chromium";
import { startTestServer } from "../tests/support/test-server";
import { popupDismissedKey } from "../app/domain/promotions/popup";

const PAGES: { name: string; host: string; path: string }[] = [
  { name: "platform-index", host: "localhost", path: "/" },
  { name: "coastal-toyota-home", host: "coastal-toyota.localhost", path: "/" },
  { name: "metro-motor-group-home", host: "metro-motor-group.localhost", path: "/" },
  { name: "sunset-caravans-home", host: "sunset-caravans.localhost", path: "/" },
  { name: "value-used-cars-home", host: "value-used-cars.localhost", path: "/" },
  { name: "coastal-toyota-search", host: "coastal-toyota.localhost", path: "/search/new-used-and-demo-cars" },
  { name: "metro-motor-group-search", host: "metro-motor-group.localhost", path: "/search/new-used-and-demo-cars" },
  {
    name: "metro-motor-group-search-toyota",
    host: "metro-motor-group.localhost",
    path: "/search/new-used-and-demo-cars?refinementList[make][0]=Toyota&refinementList[car_type][0]=new",
  },
  { name: "search-no-results", host: "value-used-cars.localhost", path: "/search/new-used-and-demo-cars?query=lamborghini" },
  { name: "metro-motor-group-locations", host: "metro-motor-group.localhost", path: "/locations" },
  { name: "metro-motor-group-locations-near-3000", host: "metro-motor-group.localhost", path: "/locations?postcode=3000" },
  { name: "coastal-toyota-location", host: "coastal-toyota.localhost", path: "/locations/coastal-toyota-sales" },
  { name: "coastal-toyota-contact", host: "coastal-toyota.localhost", path: "/contact" },
  { name: "metro-motor-group-book-test-drive", host: "metro-motor-group.localhost", path: "/book-test-drive" },
  { name: "value-used-cars-service", host: "value-used-cars.localhost", path: "/service" },
  // Issue 15: each dealer's own pages.
  { name: "coastal-toyota-offers", host: "coastal-toyota.localhost", path: "/special-offers" },
  { name: "coastal-toyota-finance", host: "coastal-toyota.localhost", path: "/finance" },
  { name: "coastal-toyota-model-hilux", host: "coastal-toyota.localhost", path: "/models/hilux" },
  { name: "coastal-toyota-blog", host: "coastal-toyota.localhost", path: "/blog" },
  { name: "coastal-toyota-about-us", host: "coastal-toyota.localhost", path: "/about-us" },
  { name: "metro-motor-group-brands", host: "metro-motor-group.localhost", path: "/brands" },
  { name: "metro-motor-group-model-mu-x", host: "metro-motor-group.localhost", path: "/models/mu-x" },
  { name: "metro-motor-group-warranty", host: "metro-motor-group.localhost", path: "/warranty" },
  { name: "metro-motor-group-parts-search", host: "metro-motor-group.localhost", path: "/parts/search?query=towbar" },
  { name: "sunset-caravans-search", host: "sunset-caravans.localhost", path: "/search/new-used-and-demo-cars" },
  { name: "value-used-cars-trade-in", host: "value-used-cars.localhost", path: "/trade-in" },
];
/** The promotional popup shows once per visitor; every other picture is of a visitor who closed it. */
const POPUP_SHOTS = [{ name: "coastal-toyota-popup", host: "coastal-toyota.localhost", path: "/" }];
const SITE_SLUGS = ["coastal-toyota", "metro-motor-group", "sunset-caravans", "value-used-cars"];
const VEHICLES = [
  { name: "vehicle-new", host: "coastal-toyota.localhost", query: "refinementList[car_type][0]=new" },
  { name: "vehicle-used", host: "coastal-toyota.localhost", query: "refinementList[car_type][0]=used" },
  { name: "vehicle-sold", host: "metro-motor-group.localhost", query: "refinementList[status][0]=sold" },
  { name: "vehicle-caravan", host: "sunset-caravans.localhost", query: "refinementList[item_type][0]=caravan" },
  // Issue 16: the car analysis plugin and nine similar cars.
  { name: "vehicle-value-used", host: "value-used-cars.localhost", query: "sortBy=price_desc" },
];
const WIDTHS = [
  { label: "1280", width: 1280, height: 900 },
  { label: "390", width: 390, height: 844 },
];

const out = "docs/screenshots";
mkdirSync(out, { recursive: true });
// A fresh database each run, so the pictures show today's demo network.
rmSync("/tmp/dealer-screenshots-data", { recursive: true, force: true });
const server = await startTestServer({ dataDir: "/tmp/dealer-screenshots-data" });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_CHROMIUM_ARGS });
try {
  for (const { label, width, height } of WIDTHS) {
    const popupContext = await browser.newContext({ viewport: { width, height } });
    const popupPage = await popupContext.newPage();
    for (const shot of POPUP_SHOTS) {
      await popupPage.goto(`http://${shot.host}:${server.port}${shot.path}`, { waitUntil: "networkidle" });
      await popupPage.getByRole("dialog").waitFor();
      await popupPage.screenshot({ path: `${out}/${shot.name}-${label}.png` });
      console.log(`${out}/${shot.name}-${label}.png`);
    }
    await popupContext.close();
    const context = await browser.newContext({ viewport: { width, height } });
    await context.addInitScript((keys) => {
      for (const key of keys) localStorage.setItem(key, "1");
    }, SITE_SLUGS.map(popupDismissedKey));
    const page = await context.newPage();
    const shots = [...PAGES];
    // Vehicle pages in each state: the first matching car from the site's own search API.
    for (const car of VEHICLES) {
      await page.goto(`http://${car.host}:${server.port}/healthz`);
      const path = await page.evaluate(
        async (query) => (await (await fetch(`/api/search?${query}`)).json()).hits[0]?.path as string | undefined,
        car.query,
      );
      if (path) shots.push({ name: car.name, host: car.host, path });
    }
    for (const shot of shots) {
      await page.goto(`http://${shot.host}:${server.port}${shot.path}`, { waitUntil: "networkidle" });
      // Lazy images below the fold load as a shopper scrolls; scroll through so they are in the picture.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState("networkidle");
      await page.screenshot({ path: `${out}/${shot.name}-${label}.png`, fullPage: true });
      console.log(`${out}/${shot.name}-${label}.png`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
