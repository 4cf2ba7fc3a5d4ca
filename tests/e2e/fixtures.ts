/**
 * Every spec imports `test` and `expect` from here, not from @playwright/test.
 *
 * A test fails after it runs when any page it opened logged a `console.error` or threw an
 * uncaught error (`pageerror`), in the default context or in one the test made with
 * `browser.newContext()`/`browser.newPage()`. A test that provokes an error on purpose says so
 * with `browserErrors.expect(/message/)`: errors matching it are allowed, and the test fails if
 * no such error ever appeared (so the opt-out is also an assertion). `browserErrors.allow()` is
 * the same without the assertion, for what the browser may or may not do before the test ends.
 *
 * Chromium logs "Failed to load resource: the server responded with a status of N" for every
 * response of 400 or more. For the page's own document with a 4xx status (a test that opens an
 * unknown car or host on purpose and checks the 404 page and status) that message is not counted:
 * the status is the test's to assert, and the page rendered is the app's own not-found page. A
 * 5xx document, and any failed subresource (fetch, image, script), still fails the test unless the
 * test expects it. The one exception is a map tile from E2E_TILE_HOST (tests/support/e2e-sites.ts), a host
 * that never resolves: every location map tries it and falls back to the drawn map, as it does offline.
 */
import { type BrowserContext, test as base, type ConsoleMessage, expect } from "@playwright/test";
import { popupDismissedKey } from "~/domain/promotions/popup";
import { type CarOptions, createCar, deleteCar, TEST_SITE, type TestCar } from "../support/factories";
import { E2E_TILE_HOST } from "../support/e2e-sites";

type BrowserError = { kind: "console.error" | "pageerror"; text: string; url: string; page: string; stack?: string };

export type BrowserErrors = {
  /**
   * Errors matching this are expected in this test; at least one must appear before it ends. The pattern is
   * matched against "message (url)", e.g. `/status of 404 .*\/delivery\?postcode=0001/`.
   */
  expect(pattern: RegExp): void;
  /**
   * Errors matching this may appear in this test, or may not: for what the browser does on its own time, such as
   * asking a host that answers 404 to everything for its /favicon.ico.
   */
  allow(pattern: RegExp): void;
  /** Every error seen so far (expected or not), as "message (url)", for assertions such as `expect.poll`. */
  messages(pattern?: RegExp): string[];
};

/** How an error is shown and matched: the message, then the URL of the script or resource it came from. */
const formatError = (e: BrowserError) => (e.url ? `${e.text} (${e.url})` : e.text);

const FAILED_RESOURCE = /^Failed to load resource: the server responded with a status of 4\d\d\b/;
const OFFLINE_TILE = new RegExp(`^Failed to load resource: net::ERR_[A-Z_]+ \\(https://${E2E_TILE_HOST.replaceAll(".", "\\.")}/`);

export type MakeCar = (options?: CarOptions, site?: string) => Promise<TestCar>;

/**
 * Marks the promotional popup dismissed on the page's own site before any of its scripts run (the
 * site is the first label of the host: coastal-toyota.localhost), as a visitor who closed it would have.
 */
async function dismissPopups(context: BrowserContext): Promise<void> {
  await context.addInitScript((prefix) => {
    try {
      localStorage.setItem(`${prefix}${location.hostname.split(".")[0]}`, "1");
    } catch {
      // about:blank and other pages without storage: there is no popup there either.
    }
  }, popupDismissedKey(""));
}

export const test = base.extend<{ browserErrors: BrowserErrors; makeCar: MakeCar; showPopups: boolean; popupsDismissed: undefined }>({
  /**
   * Issue 15's promotional popup opens over some home pages after hydration and would cover what
   * other tests click. Every test starts with it dismissed on every site, in every context it makes;
   * a test about the popup says `test.use({ showPopups: true })`.
   */
  showPopups: [false, { option: true }],
  popupsDismissed: [
    async ({ browser, context, showPopups }, use) => {
      if (showPopups) return use(undefined);
      const onContext = (ctx: BrowserContext) => void dismissPopups(ctx);
      await dismissPopups(context);
      browser.on("context", onContext);
      await use(undefined);
      browser.off("context", onContext);
    },
    { auto: true },
  ],
  /** Makes a car for this test (on e2e-motors unless told otherwise) and deletes it when the test ends. */
  makeCar: async ({ request }, use) => {
    const made: TestCar[] = [];
    await use(async (options = {}, site = TEST_SITE) => {
      const car = await createCar(request, site, options);
      made.push(car);
      return car;
    });
    for (const car of made) await deleteCar(request, car);
  },
  browserErrors: [
    async ({ browser, context }, use, testInfo) => {
      const seen: BrowserError[] = [];
      const failedDocuments = new Set<string>();
      const expected: RegExp[] = [];
      const allowed: RegExp[] = [];
      const watched = new WeakSet<BrowserContext>();

      const watch = (ctx: BrowserContext) => {
        if (watched.has(ctx)) return;
        watched.add(ctx);
        ctx.on("console", (message: ConsoleMessage) => {
          if (message.type() !== "error") return;
          seen.push({ kind: "console.error", text: message.text(), url: message.location().url, page: message.page()?.url() ?? "" });
        });
        ctx.on("weberror", (error) => {
          const e = error.error();
          // The top of the stack names the code that threw, for an error seen only now and then in CI.
          const stack = e.stack?.split("\n").slice(1, 5).join("\n");
          seen.push({ kind: "pageerror", text: `${e.name}: ${e.message}`, url: "", page: error.page()?.url() ?? "", stack });
        });
        ctx.on("response", (response) => {
          const request = response.request();
          if (response.status() >= 400 && request.isNavigationRequest() && request.frame().parentFrame() === null)
            failedDocuments.add(response.url());
        });
      };
      watch(context);
      browser.on("context", watch);

      await use({
        expect: (pattern) => {
          expected.push(pattern);
        },
        allow: (pattern) => {
          allowed.push(pattern);
        },
        messages: (pattern) => seen.map(formatError).filter((text) => !pattern || pattern.test(text)),
      });

      browser.off("context", watch);
      const isExpected = (e: BrowserError) => [...expected, ...allowed, OFFLINE_TILE].some((p) => p.test(formatError(e)));
      const isDocumentStatus = (e: BrowserError) =>
        e.kind === "console.error" && FAILED_RESOURCE.test(e.text) && failedDocuments.has(e.url);
      const unexpected = seen.filter((e) => !isExpected(e) && !isDocumentStatus(e));
      // A test that failed already reports its own error; these are added as context, not as a second failure.
      if (testInfo.status !== testInfo.expectedStatus) {
        if (unexpected.length) await testInfo.attach("browser errors", { body: JSON.stringify(unexpected, null, 2) });
        return;
      }
      expect(
        unexpected.map((e) => `${e.kind} on ${e.page}: ${formatError(e)}${e.stack ? `\n${e.stack}` : ""}`),
        "the pages logged errors; call browserErrors.expect(/message/) in tests that provoke one on purpose",
      ).toEqual([]);
      const missing = expected.filter((p) => !seen.some((e) => p.test(formatError(e))));
      expect(missing.map(String), "errors the test declared with browserErrors.expect() never appeared").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
