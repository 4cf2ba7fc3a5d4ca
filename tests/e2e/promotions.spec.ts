import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectAccessible, expectNoSidewaysScroll, holdRequests, siteUrl, waitForInteractive } from "./support";

// Coastal Toyota's demo slides (app/demo/demo-promotions.ts): four current ones, the first a banner
// that carries its own message (no overlay), the second the HiLux offer.
const slider = (page: Page) => page.getByRole("region", { name: "Promotions" });
const dot = (page: Page, n: number) => slider(page).getByRole("button", { name: `Go to slide ${n}` });
const expectSlide = (page: Page, n: number) => expect(dot(page, n)).toHaveAttribute("aria-current", "true");

/** Takes the pointer and focus off the slider, which hold it still while they are on it. */
async function leave(page: Page, button: Locator) {
  await page.mouse.move(5, 5);
  await button.blur();
}

test("the slider plays, holds on Pause and plays again on Play", async ({ page }) => {
  await page.clock.install();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(siteUrl("coastal-toyota"));
  await waitForInteractive(page);
  // From here the page's time moves only when the test moves it.
  await page.clock.pauseAt(Date.now() + 2000);
  // From the first slide with the pointer and focus elsewhere, the next turn is 6 s away.
  await dot(page, 1).click();
  await leave(page, dot(page, 1));
  await expectSlide(page, 1);
  await page.clock.runFor(5900);
  await expectSlide(page, 1);
  await page.clock.runFor(200);
  await expectSlide(page, 2);

  const toggle = slider(page).getByRole("button", { name: /^(Pause|Play) the slides$/ });
  await expect(toggle).toHaveAccessibleName("Pause the slides");
  await toggle.click();
  await expect(toggle).toHaveAccessibleName("Play the slides");
  await leave(page, toggle);
  await page.clock.runFor(30_000);
  await expectSlide(page, 2);

  await toggle.click();
  await leave(page, toggle);
  await page.clock.runFor(6100);
  await expectSlide(page, 3);
  // The pointer over the slider holds it.
  await slider(page).hover();
  await page.clock.runFor(30_000);
  await expectSlide(page, 3);
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("a press on Next before the carousel's code has come moves the slider once it has", async ({ page }) => {
    // The carousel's code is held back after the page has hydrated, as on a slow phone.
    const { release } = await holdRequests(page, /\/assets\/embla-carousel[\w.-]*\.js$/);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(siteUrl("coastal-toyota"));
    await waitForInteractive(page);
    await slider(page).getByRole("button", { name: "Next slide" }).click();
    await expectSlide(page, 1);
    release();
    await expectSlide(page, 2);
  });

  test("the slider stays still, works by keyboard and hides the overlay on the banner that carries its own words", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(siteUrl("coastal-toyota"));
    await waitForInteractive(page);
    const region = slider(page);
    await expect(region).toHaveAttribute("aria-roledescription", "carousel");
    const slides = region.getByRole("group");
    await expect(slides).toHaveCount(4);
    await expect(slides.first()).toHaveAttribute("aria-roledescription", "slide");
    await expect(region.getByRole("button", { name: "Play the slides" })).toBeVisible();

    // The first slide's banner is the link, named by what it says; no words or button over it.
    const first = region.getByRole("group", { name: "Slide 1 of 4" });
    await expect(first.getByRole("link")).toHaveAccessibleName(/End of Year Sale/);
    await expect(first.locator("p")).toHaveCount(0);
    await expect(first.locator("img")).toHaveAttribute("fetchpriority", "high");
    await expect(region.getByRole("group", { name: "Slide 3 of 4" }).locator("img")).toHaveAttribute("loading", "lazy");

    // Next by Enter, then Space; a dot by Enter.
    await region.getByRole("button", { name: "Next slide" }).focus();
    await page.keyboard.press("Enter");
    await expectSlide(page, 2);
    const second = region.getByRole("group", { name: "Slide 2 of 4" });
    await expect(second.getByText("HiLux SR5 4x4 for $63,990 drive away")).toBeVisible();
    await page.keyboard.press(" ");
    await expectSlide(page, 3);
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await expect(dot(page, 2)).toBeFocused();
    await page.keyboard.press("Enter");
    await expectSlide(page, 2);
    await region.getByRole("button", { name: "Previous slide" }).press("Enter");
    await expectSlide(page, 1);
    await region.getByRole("button", { name: "Previous slide" }).press("Enter");
    await expectSlide(page, 4);
    await dot(page, 2).press("Enter");

    // Only the slide in view takes focus: back from the controls lands on its button, which leads on.
    await region.getByRole("button", { name: "Play the slides" }).focus();
    await page.keyboard.press("Shift+Tab");
    const button = second.getByRole("link", { name: "See new HiLux stock" });
    await expect(button).toBeFocused();
    // The quick search sits right under the slider.
    await expect(page.getByRole("button", { name: /^Show Me [\d,]+ cars?$/ })).toBeInViewport();
    await expectAccessible(page);

    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/search\/new-cars$/);
  });
});

test.describe("the promotional popup", () => {
  test.use({ showPopups: true });

  test("shows once per site: dismissed, it stays away after a reload, and another site still shows its own", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(siteUrl("coastal-toyota"));
    const popup = page.getByRole("dialog", { name: "Our End of Year Sale is on" });
    await expect(popup).toBeVisible();
    await expect(popup).toContainText("Drive away prices on new HiLux");
    // Discovery spec section 9: at most 600 px wide and 80vh high.
    const box = await popup.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(600);
    expect(box?.height).toBeLessThanOrEqual(900 * 0.8);
    // Focus is inside and stays there.
    await expect(popup.getByRole("button", { name: "Close" })).toBeFocused();
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press("Tab");
      await expect(popup.locator(":focus")).toHaveCount(1);
    }
    await expectAccessible(page);

    await page.keyboard.press("Escape");
    await expect(popup).toBeHidden();
    await page.reload();
    await waitForInteractive(page);
    await expect(slider(page).getByRole("button", { name: /the slides$/ })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Show Me [\d,]+ cars?$/ })).toBeInViewport();

    // Another site keeps its own flag; on a phone the popup fits the screen, and Close dismisses it.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(siteUrl("sunset-caravans"));
    const caravans = page.getByRole("dialog", { name: "Caravan show prices, without the crowds" });
    await expect(caravans).toBeVisible();
    expect((await caravans.boundingBox())?.width).toBeLessThanOrEqual(360 - 32);
    await expectAccessible(page);
    await caravans.getByRole("button", { name: "Close" }).click();
    await expect(caravans).toBeHidden();
    await expectNoSidewaysScroll(page);
    await page.reload();
    await waitForInteractive(page);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("a site without a popup shows none, and the slider and heroes pass axe at 360 px", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const slug of ["metro-motor-group", "value-used-cars"]) {
      await page.goto(siteUrl(slug));
      await waitForInteractive(page);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);
    }
  });
});
