/** Debian's Chromium: browsers cannot be downloaded on these machines. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * Browser UI that a headless browser never shows and still loads: since Chromium 156 the address bar's
 * suggestion popup is a web page (a Lit app, in a renderer of its own) that every new window opens, and
 * each Playwright browser context is a new window. On this 2-core host it took the CPU the tests' pages
 * and server needed: eight contexts opening a page took 5.4 to 7.1 s with it, 3.3 to 3.8 s without, and
 * three e2e spec files (49 tests) 2.1 to 2.3 min against 1.6 to 1.7 min.
 */
const UNSHOWN_BROWSER_UI = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup", "WebUIOmniboxFullPopup"];

/**
 * Chromium keeps only the last `--disable-features` on its command line, and a launcher (Playwright,
 * chrome-launcher) writes its own before the caller's: ours repeats the launcher's list.
 */
export function disableFeaturesSwitch(launcherDisabled: readonly string[]): string {
  return `--disable-features=${[...new Set([...launcherDisabled, ...UNSHOWN_BROWSER_UI])].join(",")}`;
}

/**
 * The features Playwright disables (its Chromium switches; not exported by playwright-core).
 * tests/integration/test-browser.test.ts fails when a Playwright upgrade disables a feature this list lacks.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
];

/** The arguments for a Chromium that Playwright launches (the e2e suite, the screenshots script). */
export const PLAYWRIGHT_CHROMIUM_ARGS = [...CHROMIUM_ARGS, disableFeaturesSwitch(PLAYWRIGHT_DISABLED_FEATURES)];
