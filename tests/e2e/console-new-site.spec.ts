import { expect, test } from "./fixtures";
import { mailedSignInLink, signInToConsoleByLink } from "./sign-in";
import { expectFitsEveryWidth, PORT, platformUrl, siteApi, siteUrl } from "./support";

/**
 * Issue 55's operators' wizard: the demo operator creates a dealer's site on the platform's host; without a restart
 * it serves its home page, its search (empty until stock arrives) and its legal pages from the templates, and its
 * owner's invitation signs them in to the new site's console. The operator is signed in once here and once by
 * console-passkeys.spec.ts (each person is sent at most 3 sign-in links in 15 minutes).
 */
const OPERATOR = "operator@dealer-platform.example";
const OWNER = "beth@harbourcars.example";

test("the operator creates a site with the wizard, it is served at once, and its owner's invitation signs them in, and it is switched off and on", async ({
  page,
  request,
}) => {
  await signInToConsoleByLink(page, request, platformUrl(), OPERATOR, "/dealer/sites");
  await page.getByRole("link", { name: "Add a site" }).click();
  await expect(page.getByRole("heading", { name: "Add a site", level: 1 })).toBeVisible();
  await expectFitsEveryWidth(page, "new-site");
  await page.getByLabel("Dealer's name").fill("Harbour Cars");
  await page.getByLabel("Time zone").selectOption("Australia/Sydney");
  await page.getByLabel("Starting theme").selectOption("prestige");
  await page.getByLabel("Dealership's trading name").fill("Harbour Cars Manly");
  await page.getByLabel("Street address").fill("12 Pittwater Road");
  await page.getByLabel("Suburb or town").fill("Manly");
  await page.getByLabel("State").selectOption("NSW");
  await page.getByLabel("Postcode").fill("2095");
  await page.getByLabel("Phone").fill("02 9977 1234");
  await page.getByLabel("Owner's name").fill("Beth Harbour");
  await page.getByLabel("Owner's e-mail").fill(OWNER);
  const asked = Date.now();
  await page.getByRole("button", { name: "Create the site" }).click();
  await expect(page.getByRole("status")).toContainText("Created Harbour Cars at http://harbour-cars.localhost:");
  await expectFitsEveryWidth(page, "new-site-created");

  // Served without a restart: the home page, an empty search and the legal pages from the templates.
  const home = () => request.get(`http://127.0.0.1:${PORT}/`, { headers: { host: `harbour-cars.localhost:${PORT}` } });
  await expect.poll(async () => (await home()).status(), { timeout: 3000 }).toBe(200);
  await page.goto(siteUrl("harbour-cars", "/"));
  await expect(page.getByRole("link", { name: /Harbour Cars/ }).first()).toBeVisible();
  for (const path of ["/privacy-policy", "/terms-and-conditions"]) {
    const res = await page.goto(siteUrl("harbour-cars", path));
    expect(res?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  expect(((await siteApi(request, "harbour-cars", "/api/search")) as { hits: unknown[] }).hits).toEqual([]);

  // The owner's invitation: its link opens the new site's console.
  const link = await mailedSignInLink(request, OWNER, asked);
  expect(link).toMatch(/^http:\/\/harbour-cars\.localhost:\d+\//);
  await page.goto(link);
  await expect(page.locator("header").getByText("Beth Harbour")).toBeVisible();
  await expect(page.getByRole("link", { name: "Settings", exact: true }).first()).toBeVisible();

  // The operator switches the new site off (its host answers like an unknown one within a second) and on again.
  await page.goto(platformUrl("/dealer/sites/harbour-cars"));
  await page.getByRole("button", { name: "Switch Harbour Cars off" }).click();
  await expect(page.getByRole("status")).toContainText("Harbour Cars is switched off");
  await expect.poll(async () => (await home()).status(), { timeout: 3000 }).toBe(404);
  await expectFitsEveryWidth(page, "site-switched-off");
  await page.getByRole("button", { name: "Switch Harbour Cars on" }).click();
  await expect(page.getByRole("status")).toContainText("Harbour Cars is switched on");
  await expect.poll(async () => (await home()).status(), { timeout: 3000 }).toBe(200);
});
