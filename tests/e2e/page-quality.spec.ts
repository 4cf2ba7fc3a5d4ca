import { expect, test } from "./fixtures";
import { expectAccessible, siteApi, siteUrl } from "./support";

// Issue 16: axe finds no violation of any impact (not only serious and critical ones) on the home,
// search, vehicle, locations and lead pages of all four demo sites. The W3C checker covers the same
// pages' HTML in tests/integration/html-validity.test.ts.
const SITES = ["coastal-toyota", "metro-motor-group", "sunset-caravans", "value-used-cars"];

for (const slug of SITES) {
  test(`${slug}: home, search, vehicle, locations and lead pages have no axe violation of any impact`, async ({ page, request }) => {
    // Five pages, each checked by axe for every impact: on a slow host each check alone takes several seconds.
    test.setTimeout(150_000);
    const car = ((await siteApi(request, slug, "/api/search")).hits as { path: string; sold: boolean }[]).find((h) => !h.sold);
    expect(car).toBeTruthy();
    for (const path of ["/", "/search/new-used-and-demo-cars", car?.path ?? "/", "/locations", "/contact"]) {
      await test.step(path, async () => {
        await page.goto(siteUrl(slug, path));
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
        await expectAccessible(page, { everyImpact: true });
      });
    }
  });
}
