/**
 * `tsx tests/support/e2e-sites.ts DIR`: writes the end-to-end server's SITES_DIR (playwright.config.ts runs it
 * before the server starts). Two differences from config/sites:
 *
 * - Every test runs from one address (127.0.0.1), so the per-address rate limits are raised: the demo sites take
 *   1,000 enquiries a minute instead of 5, and every site 100,000 searches, views, quotes and the like, so the
 *   suite can run in parallel and repeatedly. The real enquiry limit is still proven: `e2e-motors` keeps the
 *   default (5 a minute), and leads.spec.ts shows its sixth enquiry from one address gets 429 with Retry-After.
 * - `e2e-motors` is a site only tests write to: a copy of Coastal Toyota's configuration with no cars of its own.
 *   Tests that change a car (views, analytics events) or need a car with particular properties make one there
 *   through the test fixtures endpoint (tests/support/factories.ts), so the seeded demo sites stay exactly as
 *   seeded and tests that count or page through their stock never see another test's cars.
 * - `e2e-clock-motors`, another copy, is the site whose server clock tests/e2e/console-content.spec.ts moves a day on,
 *   so no other test sees its time jump.
 * - A site's map tiles come from E2E_TILE_HOST, a host that never resolves (.invalid, RFC 2606), instead of
 *   OpenStreetMap: tests never depend on the internet (nor load OpenStreetMap's servers), every test sees what an
 *   offline shopper sees (the drawn map stays), and tests/e2e/maps.spec.ts serves the tiles itself with page.route.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const TEST_SITE = "e2e-motors";
export const CLOCK_SITE = "e2e-clock-motors";
export const E2E_TILE_HOST = "tiles.e2e.invalid";

type MapsConfig = { tileUrl: string } | null | undefined;
const OFFLINE_TILES = `https://${E2E_TILE_HOST}/{z}/{x}/{y}.png`;

const UNLIMITED = Object.fromEntries(
  [
    "searchPerMinute",
    "eventsPerMinute",
    "quotesPerMinute",
    "phoneRevealsPerMinute",
    "viewsPerMinute",
    "questionsPerMinute",
    "valuationsPerMinute",
    "checkoutPerMinute",
    "signInPerMinute",
  ].map((k) => [k, 100_000]),
);

/** `tileUrl`: where the sites' maps take their tiles (a bench serves its own); by default a host that never resolves. */
export function writeE2eSites(dir: string, from = "config/sites", tileUrl = OFFLINE_TILES): void {
  const offlineMaps = (maps: MapsConfig) => (maps ? { ...maps, tileUrl } : maps);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const file of readdirSync(from).filter((f) => f.endsWith(".json"))) {
    const config = JSON.parse(readFileSync(join(from, file), "utf8"));
    const leads = { ...config.leads, rateLimitPerMinute: 1000 };
    const rateLimits = { ...config.rateLimits, ...UNLIMITED };
    writeFileSync(join(dir, file), JSON.stringify({ ...config, leads, rateLimits, maps: offlineMaps(config.maps) }, null, 2));
  }
  const coastal = JSON.parse(readFileSync(join(from, "coastal-toyota.json"), "utf8"));
  const { rateLimitPerMinute: _default, ...leads } = coastal.leads ?? {};
  const testSite = (slug: string, name: string, more: Record<string, unknown> = {}) =>
    writeFileSync(
      join(dir, `${slug}.json`),
      JSON.stringify(
        {
          ...coastal,
          slug,
          name,
          hosts: [],
          theme: { ...coastal.theme, logo: { ...coastal.theme.logo, text: name.toUpperCase() } },
          leads,
          rateLimits: { ...coastal.rateLimits, ...UNLIMITED },
          maps: offlineMaps(coastal.maps),
          ...more,
        },
        null,
        2,
      ),
    );
  testSite(TEST_SITE, "E2E Motors", {
    // The spec's calculator default ($30,000, not the car's price as the demo's Coastal starts at): the finance
    // spec tests it here.
    finance: { ...coastal.finance, calculator: { ...coastal.finance?.calculator, amountFromPrice: false } },
  });
  // The one site whose server clock a test moves (tests/e2e/console-content.spec.ts): no other test reads it.
  testSite(CLOCK_SITE, "E2E Clock Motors");
}

if (process.argv[1]?.endsWith("e2e-sites.ts")) {
  const dir = process.argv[2];
  if (!dir) throw new Error("usage: tsx tests/support/e2e-sites.ts DIR");
  writeE2eSites(dir);
}
