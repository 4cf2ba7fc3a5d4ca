import { expect, test } from "./fixtures";
import { signInToConsoleByLink } from "./sign-in";
import { expectAccessible, expectNoSidewaysScroll, platformUrl, siteUrl, waitForInteractive } from "./support";

/**
 * Passkeys for the console's people and the operators' console (issue 53). Each person is sent at most 3 sign-in
 * links in 15 minutes, so these sign in people no other spec does: Coastal Toyota's salesperson, the demo operator.
 */
const SITE = "coastal-toyota";
const SALES = `sales@${SITE}.example`;
const OPERATOR = "operator@dealer-platform.example";
const SHOTS = process.env.STAFF_SHOTS_DIR;

test("a salesperson signs in by link, adds a passkey, signs out, and signs in with the passkey to the inbox", async ({
  page,
  request,
  context,
}) => {
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  await signInToConsoleByLink(page, request, siteUrl(SITE), SALES, "/dealer/account");
  await expect(page.getByRole("heading", { name: "Your account", level: 1 })).toBeVisible();
  // The one-time prompt after an e-mailed sign-in, and the account's own Passkeys section.
  const prompt = page.getByRole("complementary", { name: "Sign in faster next time" });
  await expect(prompt).toBeVisible();
  const passkeys = page.getByRole("region", { name: "Passkeys" });
  await expect(passkeys.getByText("You have no passkeys here yet")).toBeVisible();
  await waitForInteractive(page);
  await expectAccessible(page);
  await passkeys.getByRole("button", { name: "Add a passkey" }).click();
  await expect(passkeys.getByText("Passkey added. Next time, choose Sign in with a passkey.")).toBeVisible();
  await expect(passkeys.getByText(/^Chrome on Linux$/)).toBeVisible();
  await expect(passkeys.getByText(/^Added \d{2}\/\d{2}\/\d{4}, not used yet$/)).toBeVisible();
  // Having one, the prompt is no longer offered.
  await expect(prompt).toHaveCount(0);
  if (SHOTS)
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/account-passkeys-${width}.png`, fullPage: true });
    }
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(/\/dealer\/sign-in\?signed-out=1/);
  await waitForInteractive(page);
  await expectAccessible(page);
  if (SHOTS)
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/sign-in-${width}.png`, fullPage: true });
    }
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(siteUrl(SITE, "/dealer/leads"));
  await expect(page.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();

  // The passkey was used, and removing it is one click (audited on the site).
  await page.goto(siteUrl(SITE, "/dealer/account"));
  await expect(passkeys.getByText(/^Added \d{2}\/\d{2}\/\d{4}, last used \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await passkeys.getByRole("button", { name: "Remove the passkey Chrome on Linux" }).click();
  await expect(page.getByText("Passkey removed. It no longer signs you in here.")).toBeVisible();
  await expect(passkeys.getByText("You have no passkeys here yet")).toBeVisible();
});

test("an operator signs in on the platform's host and sees the sites, and a site's staff", async ({ page, request }) => {
  await signInToConsoleByLink(page, request, platformUrl(), OPERATOR);
  await expect(page).toHaveURL(platformUrl("/dealer/sites"));
  await expect(page.getByRole("heading", { name: "Sites", level: 1 })).toBeVisible();
  const coastal = page.getByRole("row").filter({ has: page.getByRole("link", { name: "Coastal Toyota" }) });
  await expect(coastal).toContainText(`${SITE}.localhost`);
  await expect(coastal).toContainText("Enabled");
  // The prompt after sign-in: "Not now" works without JavaScript and is not asked again.
  await expect(page.getByRole("complementary", { name: "Sign in faster next time" })).toBeVisible();
  if (SHOTS)
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/passkey-prompt-${width}.png` });
    }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole("button", { name: "Not now" }).click();
  await expect(page.getByText("We won't ask again.")).toBeVisible();
  await page.goto(platformUrl("/dealer/sites"));
  await expect(page.getByRole("complementary", { name: "Sign in faster next time" })).toHaveCount(0);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/operator-sites-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole("link", { name: "Coastal Toyota" }).click();
  await expect(page.getByRole("heading", { name: "Coastal Toyota", level: 1 })).toBeVisible();
  await expect(page.getByRole("cell", { name: `owner@${SITE}.example` })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Invite an owner" })).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/operator-site-${width}.png`, fullPage: true });
  }
  // The operator's session is the platform's: a site's console still asks them to sign in.
  await page.goto(siteUrl(SITE, "/dealer/leads"));
  await expect(page).toHaveURL(/\/dealer\/sign-in\?redirect=/);
});
