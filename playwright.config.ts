import { defineConfig } from "@playwright/test";
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_ARGS } from "./tests/support/chromium";

const PORT = Number(process.env.E2E_PORT ?? 4317);
const DATA_DIR = process.env.E2E_DATA_DIR ?? "/tmp/dealer-e2e-data";
const SITES_DIR = `${DATA_DIR}/sites`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // One retry in CI: a test that fails and then passes is reported as flaky in the run's output (a
  // timing problem to fix in the test), instead of throwing away a whole run; a test that fails twice fails.
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  // The same suite ran 3.5 times slower on one CI host than on another (bench:ssr's bare React baseline: 114
  // against 406 requests a second): a test's budget, and how long an expectation waits for the page, leave room for that.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    launchOptions: { executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_CHROMIUM_ARGS },
    trace: "off",
  },
  webServer: {
    // A fresh embedded database each run: start-up migrates and loads the demo network. The sites come from
    // tests/support/e2e-sites.ts (the demo sites with a higher lead rate limit, plus e2e-motors, which only
    // tests write to); E2E_FIXTURES mounts /__test, where tests make and delete their own cars (tests/support/factories.ts).
    command: `rm -rf ${DATA_DIR} && npx tsx tests/support/e2e-sites.ts ${SITES_DIR} && npx tsx server/main.ts`,
    url: `http://127.0.0.1:${PORT}/healthz`,
    // A lighter proof of work keeps the form tests quick; it is the same check at a lower cost.
    env: {
      NODE_ENV: "production",
      PORT: String(PORT),
      DATA_DIR,
      SITES_DIR,
      E2E_FIXTURES: "true",
      LOG_LEVEL: "warn",
      CAPTCHA_COST: "300",
      // Tests stand in for a local proxy: their X-Forwarded-For gives each test an address of its own (decision 009).
      TRUSTED_PROXIES: "loopback",
    },
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
