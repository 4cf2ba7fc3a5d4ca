import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";

export const PORT = Number(process.env.E2E_PORT ?? 4317);
export const siteUrl = (slug: string, path = "/") => `http://${slug}.localhost:${PORT}${path}`;
export const platformUrl = (path = "/") => `http://localhost:${PORT}${path}`;

/** Node cannot resolve *.localhost, so API calls from tests go to 127.0.0.1 with the site's Host header. */
export async function siteApi(request: APIRequestContext, slug: string, path: string) {
  const res = await request.get(`http://127.0.0.1:${PORT}${path}`, { headers: { host: `${slug}.localhost:${PORT}` } });
  expect(res.ok()).toBe(true);
  return res.json();
}

/**
 * No serious or critical axe violations on the page as it is now (with `everyImpact`, none at all). Checked with every
 * item laid out: axe reads the colours behind an item still waiting to be drawn (app/lib/first-view.ts) as the page's.
 */
export async function expectAccessible(page: Page, options: { everyImpact?: boolean } = {}) {
  const results = await withEveryItemDrawn(page, () => new AxeBuilder({ page }).analyze());
  const blocking = results.violations.filter((v) => options.everyImpact || v.impact === "serious" || v.impact === "critical");
  expect(
    blocking.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")}`,
    ),
  ).toEqual([]);
}

/** `check` run with the first view's rule off (app/lib/first-view.ts), every item laid out, and the rule back on after. */
async function withEveryItemDrawn<T>(page: Page, check: () => Promise<T>): Promise<T> {
  const setFirstView = (on: boolean) =>
    page.evaluate((enabled) => {
      const sheet = (document.getElementById("first-view") as HTMLStyleElement | null)?.sheet;
      if (sheet) sheet.disabled = !enabled;
    }, on);
  await setFirstView(false);
  try {
    return await check();
  } finally {
    await setFirstView(true);
  }
}

/**
 * Usable at 360 px: nothing forces the page to scroll sideways. Measured with every item laid out: an item still
 * waiting to be drawn (app/lib/first-view.ts) clips whatever overflows it, which would hide it here.
 */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await withEveryItemDrawn(page, () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Waits until React has hydrated the page, so clicks reach its handlers rather than the plain HTML. */
export async function waitForInteractive(page: Page) {
  await expect(page.locator("html[data-hydrated='true']")).toHaveCount(1);
}

/**
 * Scrolls a page down with the mouse wheel, `step` pixels a notch, as a person does, until its footer is on screen:
 * content skipped on a first view (app/lib/first-view.ts) is drawn as it nears, one notch at a time.
 */
export async function wheelToFooter(page: Page, step: number) {
  const footer = page.getByRole("contentinfo");
  const footerOnScreen = () => footer.evaluate((element) => element.getBoundingClientRect().top < innerHeight);
  for (let notch = 0; notch < 300 && !(await footerOnScreen()); notch++) {
    await page.mouse.wheel(0, step);
    await page.waitForTimeout(30);
  }
  expect(await footerOnScreen(), "the footer came on screen").toBe(true);
}

/**
 * Clicks a link at the foot of a search page, as a shopper does: scrolled to first, then pressed once it stands
 * still. On a first view the cards it jumps past are laid out only as they come on screen (app/lib/first-view.ts),
 * at a height a little off their estimate, so the link moves in the frames after the jump; a press whose
 * mouse-down and mouse-up straddle that move lands on no link (CI saw the Next link's click do nothing).
 */
export async function clickBelowResults(link: Locator) {
  await link.scrollIntoViewIfNeeded();
  // Still: its place read twice, 100 ms apart (a few frames, even on a slow host), the same.
  let last = "";
  await expect
    .poll(
      async () => {
        const place = JSON.stringify(await link.boundingBox());
        const still = place === last;
        last = place;
        return still;
      },
      { intervals: [100] },
    )
    .toBe(true);
  await link.click();
}

/**
 * Waits until the island holding `inside` has hydrated too (island.tsx marks its box ready): an island
 * hydrates after the page, and until then its links are plain links, without the code they run on a click.
 */
export async function waitForIsland(inside: Locator) {
  await expect(inside.locator("xpath=ancestor::*[@data-island][1]")).toHaveAttribute("data-island", "ready");
}

/**
 * Holds back the page's requests to URLs matching `url` (a script, say, as on a slow phone) until the
 * returned `release` is called; they then go on as usual.
 */
export async function holdRequests(page: Page, url: RegExp): Promise<{ release: () => void }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return { release };
}

/**
 * A console page at 1280, 390 and 360 px: axe with no violations and no sideways scroll at each; full-page screenshots
 * of the first two go to the test's output folder as `{name}-{width}.png`.
 */
export async function expectFitsEveryWidth(page: Page, name: string) {
  for (const width of [1280, 390, 360]) {
    await page.setViewportSize({ width, height: 900 });
    if (width !== 360) await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
