import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import {
  CONSOLE_JS_BUDGET_GZIP,
  CSS_BUDGET_GZIP,
  FIRST_LOAD_JS_BUDGET_GZIP,
  firstLoadBundles,
  isConsolePage,
  jsBudgetFor,
} from "../../scripts/bench/bundle-sizes";
import { BUILD_MARKER, newerThanBuild } from "../../scripts/build-freshness";

/**
 * Issue 18's budgets, on the production build the HTTP integration tests also serve: every page's
 * JavaScript on first load at most 125 KB gzipped (React, React DOM and React Router alone are about
 * 107 KB; what a page needs only when used loads then: islands, loadOnUse), and every page the same one
 * small stylesheet. The figures are the bench's (`npm run bench:bundle` prints them per page).
 */
const built = existsSync(BUILD_MARKER);
if (!built) console.warn("bundle-budget.test.ts skipped: there is no build; run `npm run build` first");

type RouteEntry = { id?: string; path?: string; file: string; children?: RouteEntry[] };
const flatten = (list: RouteEntry[]): RouteEntry[] => list.flatMap((r) => [r, ...flatten(r.children ?? [])]);
/** React Router's id for a route: the one the table gives, else its file without the extension. */
const pageIds = flatten(routes as RouteEntry[])
  .filter((r) => r.file.endsWith(".tsx"))
  .map((r) => r.id ?? r.file.replace(/\.tsx$/, ""));
/** Chrome's explicit compile hint (vite.config.ts): V8 compiles the file whole, off the main thread. */
const EAGER_COMPILE_HINT = "//# allFunctionsCalledOnLoad";
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

describe.skipIf(!built)("first-load JavaScript and CSS per page (skipped when there is no build)", () => {
  const stale = built ? newerThanBuild((name) => /\.test\.tsx?$/.test(name)) : [];
  const bundles = built && !stale.length ? (firstLoadBundles() ?? []) : [];

  it("measures a build of the current sources", () => {
    expect(stale, `the build is older than ${stale.join(", ")}: run \`npm run build\``).toEqual([]);
  });

  it("measures every page of app/routes.ts, each with the entry and the root route", () => {
    expect(bundles.map((b) => b.id)).toEqual(expect.arrayContaining(pageIds));
    for (const b of bundles) {
      expect(b.jsFiles[0], b.id).toMatch(/\/entry\.client-[\w-]+\.js$/);
      expect(
        b.jsFiles.some((f) => /\/root-[\w-]+\.js$/.test(f)),
        b.id,
      ).toBe(true);
    }
  });

  it("marks the entry chunk and the chunks only dynamic imports load with Chrome's compile hint, and no other", () => {
    const hinted = (file: string) => readFileSync(join("build/client", file), "utf8").startsWith(`${EAGER_COMPILE_HINT}\n`);
    const entries = new Set(bundles.map((b) => b.jsFiles[0]));
    expect(entries.size, "one entry chunk for every page").toBe(1);
    for (const entry of entries) expect(hinted(entry), entry).toBe(true);
    // The other files a page loads first go without: each hint is bytes of the page's budget.
    const firstLoad = new Set(bundles.flatMap((b) => b.jsFiles.slice(1)));
    expect([...firstLoad].filter(hinted), "first-load files with the hint").toEqual([]);
    // The carousel's code, fetched when a carousel is near or the browser idle, runs whole as soon as it arrives.
    const lazy = readdirSync("build/client/assets").filter((f) => /^embla-carousel[\w.-]*\.js$/.test(f));
    expect(lazy, "the carousel's chunk").toHaveLength(1);
    expect(hinted(`/assets/${lazy[0]}`), lazy[0]).toBe(true);
  });

  it(`keeps every shopper page's first-load JavaScript within ${kb(FIRST_LOAD_JS_BUDGET_GZIP)} gzipped, the console's within ${kb(CONSOLE_JS_BUDGET_GZIP)}`, () => {
    const over = bundles.filter((b) => b.js.gzip > jsBudgetFor(b.path, b.id)).map((b) => `${b.path} (${b.id}): ${kb(b.js.gzip)}`);
    expect(over, "pages over the JavaScript budget (see `npm run bench:bundle`)").toEqual([]);
  });

  it("loads none of the dealer console's code on a shopper page", () => {
    const consoleFiles = new Set(bundles.filter((b) => isConsolePage(b.path, b.id)).flatMap((b) => b.jsFiles));
    const shopperFiles = new Set(bundles.filter((b) => !isConsolePage(b.path, b.id)).flatMap((b) => b.jsFiles));
    const consoleOnly = [...consoleFiles].filter((f) => !shopperFiles.has(f));
    expect(consoleOnly.length, "the console has chunks of its own").toBeGreaterThan(3);
    // Every console component and the table library are in those chunks, never in a shopper page's.
    const names = readdirSync("app/components/console").map((f) => f.replace(/\.tsx?$/, ""));
    const leaked = [...shopperFiles].filter((f) => names.some((n) => f.startsWith(`/assets/${n}-`)) || /react-table/.test(f));
    expect(leaked, "console code on shopper pages").toEqual([]);
    expect(bundles.some((b) => isConsolePage(b.path, b.id))).toBe(true);
  });

  it(`gives every page the same one stylesheet, at most ${kb(CSS_BUDGET_GZIP)} gzipped`, () => {
    const sheets = new Set(bundles.map((b) => b.cssFiles.join(" ")));
    expect([...sheets], "each page's stylesheets").toHaveLength(1);
    for (const b of bundles) {
      expect(b.cssFiles, b.id).toHaveLength(1);
      expect(b.css.gzip, b.id).toBeLessThanOrEqual(CSS_BUDGET_GZIP);
    }
  });
});
