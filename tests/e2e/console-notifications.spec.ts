import { expect, test } from "./fixtures";
import { expectAccessible, expectNoSidewaysScroll, platformUrl, siteUrl } from "./support";

const SITE = "coastal-toyota";
const OWNER = `owner@${SITE}.example`;

test("the owner's notification settings read well and pass axe on a desk and on a phone", async ({ page, request, browserErrors }) => {
  // Signs in the way a person does: the address, then the link the console e-mails (read back through /__test).
  await page.goto(siteUrl(SITE, "/dealer/sign-in?redirect=/dealer/settings/notifications"));
  await page.getByLabel("Work e-mail address").fill(OWNER);
  await page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
  await expect(page.getByLabel("Code from the e-mail")).toBeVisible();
  const mail = (await (await request.get(platformUrl(`/__test/mail/${OWNER}`))).json()) as { text: string };
  const link = mail.text.match(/https?:\/\/\S+\/dealer\/sign-in\/link\?token=\S+/)?.[0];
  if (!link) throw new Error("no sign-in link in the e-mail");
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Notifications", level: 1 })).toBeVisible();
  await expect(page.getByRole("cell", { name: `sales@${SITE}-maroochydore.example`, exact: true })).toBeVisible();

  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
  }
  // The change form, opened, and a refusal shown beside its field.
  await page
    .getByRole("link", { name: /^Change / })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: /^Change / })).toBeVisible();
  await expectAccessible(page);
  browserErrors.expect(/status of 400/);
  await page.locator("summary", { hasText: "Add an address" }).first().click();
  await page.getByRole("button", { name: "Add address" }).first().click();
  await expect(page.getByText("Tick the forms this address gets, or All forms.")).toBeVisible();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
});
