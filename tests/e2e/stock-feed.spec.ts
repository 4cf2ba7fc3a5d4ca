import { randomBytes } from "node:crypto";
import { TEST_SITE } from "../support/factories";
import { expect, test } from "./fixtures";
import { PORT, siteUrl } from "./support";

const SEARCH = "/search/new-used-and-demo-cars";
const api = `http://127.0.0.1:${PORT}`;

/**
 * A dealer system posts a feed to POST /api/stock/feed (issue 17); the new car is in the site's search page within a
 * second of the 200 answer. The feed goes to a dealership of this test's own on e2e-motors (made through /__test,
 * which also hands out its key), as a partial feed, so no other test's car is touched; the car is deleted afterwards.
 */
test("a car imported over HTTP is in the site's search page within a second", async ({ page, request }) => {
  const suffix = randomBytes(3).toString("hex");
  const made = await request.post(`${api}/__test/feed-dealerships`, { data: { site: TEST_SITE, dealership: `e2e-feed-${suffix}` } });
  expect(made.status(), await made.text()).toBe(201);
  const { key } = (await made.json()) as { key: string };
  const stock = `FEED${suffix.toUpperCase()}`;
  const csv = [
    "stock_number,car_type,year,make,model,badge,km,price,features,spec.Engine",
    `${stock},used,2023,Toyota,GR86,GTS,8000,52990,Sports Seats|Apple CarPlay,2.4L petrol`,
  ].join("\n");

  const answer = await request.post(`${api}/api/stock/feed?mode=partial`, {
    headers: { host: `${TEST_SITE}.localhost:${PORT}`, authorization: `Bearer ${key}`, "content-type": "text/csv" },
    data: csv,
  });
  const answeredAt = Date.now();
  expect(answer.status(), await answer.text()).toBe(200);
  expect(await answer.json()).toMatchObject({ rowsRead: 1, created: 1, rejected: 0 });

  try {
    // Load the search page again and again until it lists the car; the page that does must have been asked for within
    // a second of the feed's answer (how long the browser then takes to show it is not the server's to promise).
    const card = page.locator(`article:has(a[href*="-${stock.toLowerCase()}"])`);
    let requestedAt = 0;
    do {
      requestedAt = Date.now();
      await page.goto(siteUrl(TEST_SITE, `${SEARCH}?query=${stock}`));
    } while ((await card.count()) === 0 && Date.now() - answeredAt < 1000);
    await expect(card).toHaveCount(1);
    expect(requestedAt - answeredAt).toBeLessThanOrEqual(1000);
    await expect(card.getByRole("heading", { level: 3 })).toContainText("GR86");
  } finally {
    const found = await request.get(`${api}/api/search?query=${stock}`, { headers: { host: `${TEST_SITE}.localhost:${PORT}` } });
    for (const hit of ((await found.json()) as { hits: { slug: string }[] }).hits)
      await request.delete(`${api}/__test/cars/${TEST_SITE}/${hit.slug}`);
  }
});
