import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { TEST_SITE } from "../support/factories";
import { siteApi, siteUrl, waitForIsland } from "./support";

// Issue 18: the pages do not move as they load and hydrate. The browser's layout-shift entries (those
// not caused by the shopper's input) are recorded from the first paint, through hydration and the
// scripts that load after it, until the page has been still for a while; their total is the page's
// cumulative layout shift, as Lighthouse counts it for a page load (budget 0.01).
const SITES = ["coastal-toyota", "metro-motor-group"];
const WIDTHS = [412, 1280];
const BUDGET = 0.01;

type Shift = { value: number; sources: string[] };

/** Every layout shift since the page started, with the elements that moved. */
async function layoutShifts(page: Page): Promise<Shift[]> {
  return page.evaluate(
    () =>
      new Promise<Shift[]>((resolve) => {
        const nameOf = (node: Node | null) => {
          if (!(node instanceof Element)) return String(node?.nodeName ?? "?");
          const id = node.id ? `#${node.id}` : "";
          const cls =
            typeof node.className === "string" && node.className ? `.${node.className.trim().split(/\s+/).slice(0, 3).join(".")}` : "";
          return `${node.tagName.toLowerCase()}${id}${cls}`;
        };
        const shifts: Shift[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources?: { node: Node | null }[];
          })[]) {
            if (!entry.hadRecentInput) shifts.push({ value: entry.value, sources: (entry.sources ?? []).map((s) => nameOf(s.node)) });
          }
        }).observe({ type: "layout-shift", buffered: true });
        // Long enough for hydration, the scripts after it and what they fetch (views, saved lists).
        setTimeout(() => resolve(shifts), 2500);
      }),
  );
}

for (const slug of SITES) {
  for (const width of WIDTHS) {
    test(`${slug} at ${width} px: the pages do not move as they load (cumulative layout shift ≤ ${BUDGET})`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(60_000);
      const car = ((await siteApi(request, slug, "/api/search")).hits as { path: string; sold: boolean }[]).find((h) => !h.sold);
      expect(car).toBeTruthy();
      const context = await browser.newContext({ viewport: { width, height: width < 800 ? 915 : 800 } });
      const page = await context.newPage();
      const totals: Record<string, number> = {};
      for (const path of ["/", "/search", car?.path ?? "/", "/locations", "/special-offers", "/contact"]) {
        await page.goto(siteUrl(slug, path));
        const shifts = await layoutShifts(page);
        const total = shifts.reduce((sum, s) => sum + s.value, 0);
        totals[path] = Math.round(total * 10_000) / 10_000;
        if (total > BUDGET) console.log(`${slug} ${width}px ${path}: ${JSON.stringify(shifts)}`);
      }
      await context.close();
      const over = Object.fromEntries(Object.entries(totals).filter(([, total]) => total > BUDGET));
      expect(over, `layout shift per page: ${JSON.stringify(totals)}`).toEqual({});
    });
  }
}

// Which car a site's search lists first follows the demo data's date, so the loop above may open a car whose view
// is the 360 spin: this one's is the photo gallery, whose controls appear with hydration.
test(`a car page showing its photo gallery does not move as it hydrates, at 412 px (cumulative layout shift ≤ ${BUDGET})`, async ({
  browser,
  makeCar,
}) => {
  // Without videos too: a car with a walkaround video opens on it, not on the photos.
  const car = await makeCar({ like: { spin: false, videos: false, minPhotos: 2 } });
  const context = await browser.newContext({ viewport: { width: 412, height: 915 } });
  const page = await context.newPage();
  await page.goto(siteUrl(TEST_SITE, car.path));
  // Measured once the gallery has hydrated (its island, after the page).
  await waitForIsland(page.getByRole("button", { name: /^View all \d+ photos$/ }));
  const shifts = await layoutShifts(page);
  await context.close();
  expect(
    shifts.reduce((sum, s) => sum + s.value, 0),
    JSON.stringify(shifts),
  ).toBeLessThanOrEqual(BUDGET);
});
