import type { CDPSession, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { holdRequests, siteUrl } from "./support";

// Issue 52: a first visit (a new browser context: nothing cached) shows the dealer's type. Until a brand face arrives
// the text is drawn in its metric-matched fallback (app/fonts.css, scripts/font-fallbacks.ts), which takes the brand
// font's room, so the swap moves nothing. The faces are held back here until the page has painted and hydrated, so
// every page measures the swap (on a fast connection they would often arrive before the first paint).
const THEMES = [
  { slug: "coastal-toyota", heading: "Oswald Variable", families: ["Oswald Variable", "Inter Variable"] },
  { slug: "metro-motor-group", heading: "Playfair Display Variable", families: ["Playfair Display Variable", "Inter Variable"] },
  { slug: "sunset-caravans", heading: "Nunito Variable", families: ["Nunito Variable"] },
  { slug: "value-used-cars", heading: "Archivo Variable", families: ["Archivo Variable"] },
];
const BUDGET = 0.01;
/** How far the heading's width in the fallback may be from its width in the brand font. */
const WIDTH_TOLERANCE = 0.04;

/** The h1's text: its width, and the font the browser draws it in (a local font, or a web font by its name). */
async function heading(page: Page, cdp: CDPSession) {
  const width = await page
    .locator("h1")
    .first()
    .evaluate((h1) => {
      const range = document.createRange();
      range.selectNodeContents(h1);
      return range.getBoundingClientRect().width;
    });
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "h1" });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  return { width, fonts: fonts.map((f) => ({ family: f.familyName, custom: f.isCustomFont })) };
}

for (const theme of THEMES) {
  test(`${theme.slug}: a first visit draws the search heading in the metric-matched fallback, then in ${theme.heading}, without moving it`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 412, height: 915 } });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const shifts: { value: number; sources: string[] }[] = [];
      (window as unknown as { shifts: typeof shifts }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node: Node | null }[];
        })[]) {
          if (!entry.hadRecentInput)
            shifts.push({ value: entry.value, sources: (entry.sources ?? []).map((s) => s.node?.nodeName ?? "?") });
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    const fontRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith(".woff2")) fontRequests.push(new URL(request.url()).pathname);
    });
    const faces = await holdRequests(page, /\.woff2$/);
    const cdp = await context.newCDPSession(page);
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");

    // The faces' preloads hold back the load event: the page is measured once it has painted and hydrated.
    await page.goto(siteUrl(theme.slug, "/search"), { waitUntil: "domcontentloaded" });
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const fallback = await heading(page, cdp);
    const headingFace = `700 30px "${theme.heading}"`;
    expect(await page.evaluate((face) => document.fonts.check(face), headingFace), "the brand face has not arrived yet").toBe(false);
    expect(
      fallback.fonts.every((f) => !f.custom),
      JSON.stringify(fallback.fonts),
    ).toBe(true);
    // What `optional` drew on a first visit (the stack without the brand font and its fallback), for the report.
    const unmatched = await page
      .locator("h1")
      .first()
      .evaluate((h1) => {
        const probe = h1.cloneNode(true) as HTMLElement;
        probe.style.fontFamily = getComputedStyle(h1).fontFamily.split(",").slice(2).join(",");
        // Out of the flow and unseen: it moves nothing (no layout shift of its own).
        Object.assign(probe.style, { position: "absolute", visibility: "hidden", whiteSpace: "nowrap" });
        h1.after(probe);
        const width = probe.getBoundingClientRect().width;
        probe.remove();
        return width;
      });

    faces.release();
    await page.waitForFunction((face) => document.fonts.check(face), headingFace);
    await page.evaluate(() => document.fonts.ready.then(() => new Promise((resolve) => setTimeout(resolve, 500))));
    const brand = await heading(page, cdp);
    expect(
      brand.fonts.some((f) => f.custom),
      JSON.stringify(brand.fonts),
    ).toBe(true);

    const shifts = await page.evaluate(() => (window as unknown as { shifts: { value: number; sources: string[] }[] }).shifts);
    const cls = shifts.reduce((sum, s) => sum + s.value, 0);
    const preloads = await page
      .locator('link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
    await context.close();
    console.log(
      `${theme.slug}: h1 ${unmatched.toFixed(1)} px unmatched fallback, ${fallback.width.toFixed(1)} px matched (${fallback.fonts.map((f) => f.family).join(", ")}), ${brand.width.toFixed(1)} px ${theme.heading}; CLS ${cls.toFixed(4)}`,
    );

    expect(Math.abs(fallback.width - brand.width) / brand.width).toBeLessThanOrEqual(WIDTH_TOLERANCE);
    expect(cls, JSON.stringify(shifts)).toBeLessThanOrEqual(BUDGET);
    // The first view's faces, preloaded (the heading's and the body's) and fetched once each; no other face.
    expect(preloads).toHaveLength(theme.families.length);
    expect([...new Set(fontRequests)].sort()).toEqual([...preloads].sort());
    expect(fontRequests).toHaveLength(preloads.length);
  });
}
