import { chromium } from "playwright-core";
import { describe, expect, it } from "vitest";
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_ARGS } from "../support/chromium";

/** Every `--disable-features` on a command line, in order, each as its list of features. */
function disabledFeatureLists(commandLine: string): string[][] {
  return [...commandLine.matchAll(/--disable-features=(\S+)/g)].map((match) => match[1].split(","));
}

describe("the Chromium the e2e suite launches", () => {
  it("keeps Playwright's own disabled features and opens no address bar popup page", async () => {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_CHROMIUM_ARGS });
    try {
      const page = await browser.newPage();
      await page.goto("chrome://version");
      const commandLine = (await page.locator("#command_line").textContent()) ?? "";
      const lists = disabledFeatureLists(commandLine);
      // Playwright's list comes first and ours last; Chromium applies only the last.
      expect(lists.length).toBeGreaterThanOrEqual(2);
      const [playwrights, ...rest] = lists;
      const applied = rest.at(-1) ?? [];
      expect(playwrights.filter((feature) => !applied.includes(feature))).toEqual([]);
      expect(applied).toContain("WebUIOmniboxPopup");

      const session = await browser.newBrowserCDPSession();
      const { targetInfos } = (await session.send("Target.getTargets")) as { targetInfos: { url: string }[] };
      expect(targetInfos.map((target) => target.url).filter((url) => url.startsWith("chrome://omnibox-popup"))).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
