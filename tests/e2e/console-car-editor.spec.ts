import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "./fixtures";
import { signInToConsoleByLink } from "./sign-in";
import { expectAccessible, expectNoSidewaysScroll, PORT, siteUrl } from "./support";

/**
 * The car editor (issue 54, "Done means"): Metro Motor Group's manager adds a car with three photos, sees it on the
 * site's search and car page within a second, changes its price and marks it sold (so the specs that count Metro's
 * stock in search find it gone again); Metro's salesperson gets no form; Value Used Cars' manager a 404.
 */
const SITE = "metro-motor-group";
// Each person is sent at most 3 sign-in links in 15 minutes: no other spec signs these people in.
const MANAGER = `manager@${SITE}.example`;
const SALES = `sales@${SITE}.example`;
const OTHER_MANAGER = "manager@value-used-cars.example";
const STOCK = `ED${Date.now() % 1_000_000}`;
const SHOTS = process.env.E2E_SHOTS_DIR;

const shot = async (page: Page, name: string) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSidewaysScroll(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
};

const searchHas = async (request: APIRequestContext, slug: string) => {
  const res = await request.get(`http://127.0.0.1:${PORT}/api/search?query=${STOCK}`, { headers: { host: `${SITE}.localhost:${PORT}` } });
  return ((await res.json()) as { hits: { slug: string }[] }).hits.some((h) => h.slug === slug);
};
const carPage = async (request: APIRequestContext, slug: string) =>
  (await request.get(`http://127.0.0.1:${PORT}/cars/${slug}`, { headers: { host: `${SITE}.localhost:${PORT}` } })).text();

const jpeg = async (background: string) => ({
  name: `${background.slice(1)}.jpg`,
  mimeType: "image/jpeg",
  buffer: await sharp({ create: { width: 800, height: 600, channels: 3, background } })
    .jpeg()
    .toBuffer(),
});

let carId = "";

test.describe
  .serial("the car editor", () => {
    test("a manager adds a car with three photos, sees it on the site within a second, changes its price and marks it sold", async ({
      page,
      request,
      browserErrors,
    }) => {
      // A form with errors answers 400, as every console form does: the browser logs it.
      browserErrors.expect(/status of 400 .*\/dealer\/stock\/new\.data/);
      await signInToConsoleByLink(page, request, siteUrl(SITE, "/"), MANAGER, "/dealer/stock");
      await page.getByRole("link", { name: "Add a car" }).click();
      await expect(page.getByRole("heading", { name: "Add a car", level: 1 })).toBeVisible();
      await expectAccessible(page);
      await shot(page, "new");

      await page.getByLabel("Stock number").fill(STOCK);
      await page.getByLabel("Year").fill("2019");
      await page.getByLabel("Make").fill("Skoda");
      await page.getByLabel("Model", { exact: true }).fill("Octavia");
      await page.getByRole("textbox", { name: "Price", exact: true }).fill("a lot");
      await page.getByRole("button", { name: "Add the car" }).click();
      // In the summary (a link to the field) and beside the field.
      await expect(page.getByText("Price must be a number.")).toHaveCount(2);
      await expect(page.getByRole("link", { name: "Price must be a number." })).toHaveAttribute("href", "#f-price");
      // Nothing typed is lost.
      await expect(page.getByLabel("Make")).toHaveValue("Skoda");
      await expectAccessible(page);
      await shot(page, "errors");

      await page.getByRole("textbox", { name: "Price", exact: true }).fill("24990");
      await page.getByLabel("Kilometres").fill("88000");
      await page.getByRole("button", { name: "Add the car" }).click();
      await expect(page.getByText("Car added: it is on the site now.")).toBeVisible();
      carId = /\/dealer\/stock\/(\d+)/.exec(page.url())?.[1] ?? "";
      const slug = ((await page.getByRole("link", { name: "View on the site" }).getAttribute("href")) ?? "").replace("/cars/", "");
      await expect.poll(() => searchHas(request, slug), { timeout: 1000, intervals: [50] }).toBe(true);
      await expect.poll(() => carPage(request, slug), { timeout: 1000, intervals: [50] }).toContain("$24,990");

      await page.getByLabel("Add photos").setInputFiles(await Promise.all(["#c0392b", "#2980b9", "#27ae60"].map(jpeg)));
      const uploaded = Date.now();
      const firstImg = page.waitForResponse((r) => r.url().includes("/img/") && r.ok());
      await page.getByRole("button", { name: "Upload photos" }).click();
      await firstImg;
      console.log(`car editor: upload to first /img serve ${Date.now() - uploaded} ms (3 photos of 800x600)`);
      await expect(page.getByText("3 photos added.")).toBeVisible();
      await expect(page.getByRole("list", { name: "Photos, the first is the cover" }).getByRole("listitem")).toHaveCount(3);
      await page.getByRole("button", { name: "Move down photo 1" }).click();
      await expect(page.getByText("Photo moved down.")).toBeVisible();
      await expectAccessible(page);
      await shot(page, "existing");

      await page.getByRole("textbox", { name: "Price", exact: true }).fill("22990");
      await page.getByRole("button", { name: "Save changes" }).click();
      await expect(page.getByText("Changes saved: they are on the site now.")).toBeVisible();
      await expect(page.getByText("Locked against the feed").first()).toBeVisible();
      await expect.poll(() => carPage(request, slug), { timeout: 1000, intervals: [50] }).toContain("$22,990");

      await page.getByRole("combobox", { name: "Status" }).selectOption("sold");
      await page.getByRole("button", { name: "Save changes" }).click();
      await expect(page.getByText("Changes saved: they are on the site now.")).toBeVisible();
      await expect(page.getByRole("combobox", { name: "Status" })).toHaveValue("sold");
    });

    test("a salesperson sees the car with no form to change it", async ({ page, request }) => {
      await signInToConsoleByLink(page, request, siteUrl(SITE, "/"), SALES, `/dealer/stock/${carId}`);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Skoda Octavia");
      await expect(page.getByText("You can view stock here; owners and managers add and change cars.")).toBeVisible();
      await expect(page.getByRole("button", { name: "Save changes" })).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Upload photos" })).toHaveCount(0);
      await expect(page.getByRole("textbox", { name: "Price", exact: true })).toBeDisabled();
    });

    test("another site's manager gets a 404 for Metro's car", async ({ page, request }) => {
      await signInToConsoleByLink(page, request, siteUrl("value-used-cars", "/"), OTHER_MANAGER, "/dealer/stock");
      const res = await page.goto(siteUrl("value-used-cars", `/dealer/stock/${carId}`));
      expect(res?.status()).toBe(404);
    });
  });
