import { expect, test } from "@playwright/test";
import { expectAccessible, siteApi, siteUrl } from "./support";

test("the vehicle page folds long comments, features and specs, and describes the car for search engines", async ({ page, request }) => {
  const hits = (await siteApi(request, "coastal-toyota", "/api/search?refinementList[car_type][0]=used&sortBy=price_desc")).hits as { slug: string }[];
  // Find a car with a long dealer comment by opening pages until one has 'Show more'.
  let found = false;
  for (const hit of hits) {
    await page.goto(siteUrl("coastal-toyota", `/cars/${hit.slug}`));
    if ((await page.getByText("Show more", { exact: true }).count()) === 0) continue;
    found = true;
    const comments = page.locator("section", { has: page.getByRole("heading", { name: "Dealer Comments" }) });
    const rest = comments.locator("details p");
    await expect(rest).toBeHidden();
    await comments.getByText("Show more", { exact: true }).click();
    await expect(comments.getByText("Show less", { exact: true })).toBeVisible();
    await expect(rest).toBeVisible();
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(ld).toMatchObject({ "@type": "Car", offers: { priceCurrency: "AUD" }, mileageFromOdometer: { unitCode: "KMT" } });
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/cars/${hit.slug}$`));
    await expectAccessible(page);
    break;
  }
  expect(found).toBe(true);
});

test("an unknown car or another site's car gets the site's 404 with a link to search", async ({ page, request }) => {
  const slug = (await siteApi(request, "coastal-toyota", "/api/search")).hits[0].slug as string;
  const response = await page.goto(siteUrl("metro-motor-group", `/cars/${slug}`));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Search our stock" })).toHaveAttribute("href", "/search/new-used-and-demo-cars");
  await expect(page.getByRole("banner")).toContainText("METRO");
});

test("the phone number stays masked until the shopper asks, with or without JavaScript", async ({ browser, request }) => {
  const slug = (await siteApi(request, "coastal-toyota", "/api/search")).hits[0].slug as string;
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto(siteUrl("coastal-toyota", `/cars/${slug}`));
    const masked = page.getByText(/^07 54\*\* \*\*\*\* · Show number$/);
    await expect(masked).toBeVisible();
    expect(await page.content()).not.toContain("5443 18");
    await masked.click();
    await expect(page.getByRole("link", { name: /^Call 07 5443 18\d\d$/ })).toHaveAttribute("href", /^tel:\+61754431/);
    await context.close();
  }
  const page = await browser.newPage();
  const metro = (await siteApi(request, "metro-motor-group", "/api/search")).hits[0].slug as string;
  await page.goto(siteUrl("metro-motor-group", `/cars/${metro}`));
  await expect(page.getByRole("link", { name: /^Call \d\d \d{4} \d{4}$/ })).toBeVisible();
  await page.close();
});

test("similar cars: up to six, same model first, never the car itself", async ({ page, request }) => {
  const hit = (await siteApi(request, "metro-motor-group", "/api/search?query=toyota%20rav4")).hits[0] as { slug: string; name: string; path: string };
  await page.goto(siteUrl("metro-motor-group", hit.path));
  const section = page.locator("section", { has: page.getByRole("heading", { name: /^Similar / }) });
  await expect(section.getByRole("heading", { level: 2 })).toHaveText("Similar Toyota RAV4 In-Stock");
  const links = await section.locator("article h3 a").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  expect(links.length).toBeGreaterThan(0);
  expect(links.length).toBeLessThanOrEqual(6);
  expect(links).not.toContain(hit.path);
  const titles = await section.locator("article h3").allTextContents();
  expect(titles[0]).toContain("Toyota RAV4");
});

test("views are counted, the link copies, and the print page opens", async ({ browser, request }) => {
  const hit = (await siteApi(request, "coastal-toyota", "/api/search")).hits[1] as { slug: string; name: string; path: string };
  const context = await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"] });
  const page = await context.newPage();
  await page.goto(siteUrl("coastal-toyota", hit.path));
  const sidebar = page.getByRole("complementary", { name: "Price and dealer" });
  const views = sidebar.getByText(/^[\d,]+ views$/);
  await expect(views).toBeVisible();
  const first = Number((await views.textContent())?.replace(/\D/g, ""));
  await page.reload();
  await expect.poll(async () => Number((await views.textContent())?.replace(/\D/g, ""))).toBeGreaterThan(first);
  await page.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/cars/${hit.slug}$`));
  await expect(page.getByRole("main").getByRole("link", { name: "Facebook" })).toHaveAttribute("href", /facebook\.com\/sharer\/sharer\.php\?u=/);
  const [print] = await Promise.all([context.waitForEvent("page"), page.getByRole("link", { name: "Print this car" }).click()]);
  await expect(print.getByRole("heading", { level: 1 })).toContainText(hit.name);
  await expect(print.getByRole("button", { name: "Print this page" })).toBeVisible();
  await context.close();
});

test("the fullscreen gallery pages by keyboard", async ({ page, request }) => {
  const hits = (await siteApi(request, "coastal-toyota", "/api/search?refinementList[status][0]=in_stock")).hits as { path: string; photos_count: number }[];
  const hit = hits.find((h) => h.photos_count > 3);
  expect(hit).toBeTruthy();
  await page.goto(siteUrl("coastal-toyota", hit?.path ?? "/"));
  await expect(page.getByRole("list", { name: "Photos" }).getByRole("listitem")).toHaveCount(hit?.photos_count ?? 0);
  await page.getByRole("button", { name: /^View all \d+ photos$/ }).click();
  const viewer = page.getByRole("dialog");
  await expect(viewer.getByText(`Photo 1 of ${hit?.photos_count}`)).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(viewer.getByText(`Photo 2 of ${hit?.photos_count}`)).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(viewer.getByText(`Photo ${hit?.photos_count} of ${hit?.photos_count}`)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(viewer).toHaveCount(0);
});

test("a car at a non-primary location announces where it is, and every car page carries the dealer's extras", async ({ page, request }) => {
  const hits = (await siteApi(request, "coastal-toyota", "/api/search?refinementList[location_name][0]=Coastal%20Toyota%20Used%20Cars")).hits as { path: string }[];
  expect(hits.length).toBeGreaterThan(0);
  await page.goto(siteUrl("coastal-toyota", hits[0].path));
  const bar = page.getByRole("note");
  await expect(bar).toContainText("Located at Maroochydore");
  await expect(bar.getByRole("link", { name: "Get Directions" })).toHaveAttribute("href", /maps\/dir\//);
  await expect(page.getByRole("heading", { name: "Why Buy From Us" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Payment methods we accept" }).getByRole("listitem")).toHaveText(["Mastercard", "Visa", "Maestro", "Google Pay", "Apple Pay"]);
  await expect(page.getByRole("region", { name: "More from us" }).getByRole("link")).toHaveCount(3);
  const primary = (await siteApi(request, "coastal-toyota", "/api/search?refinementList[location_name][0]=Coastal%20Toyota%20Sales")).hits as { path: string }[];
  await page.goto(siteUrl("coastal-toyota", primary[0].path));
  await expect(page.getByRole("note")).toHaveCount(0);
  await expectAccessible(page);
});
