/**
 * One way to audit a page with Lighthouse for issue 18's budgets, shared by `npm run bench:lighthouse`
 * and the budget test: the `lighthouse` package's mobile defaults (simulated throttling: slow 4G, 4x
 * CPU), Debian's Chromium, the median of several runs, and the thresholds the issue sets.
 * LIGHTHOUSE_REPORTS=dir keeps each run's full report there, to see why a figure is what it is.
 * `withoutJavaScript` blocks every .js file the page asks for: what its HTML and CSS alone cost the
 * host (the inline scripts still run, the modules never arrive), to tell a slow host from heavy code.
 *
 * What the audit itself adds to a page's TBT: Lighthouse drives Chromium through the DevTools protocol with its
 * Runtime domain on, and V8 then records a stack with lines and columns for every Error a script makes. React DOM
 * makes five at the top of its module, so V8 parses React DOM's module function and the whole entry chunk again to
 * find those lines: on this host the module's evaluation took 30 to 48 ms of the main thread with the Runtime domain
 * on, and 4 to 11 ms without it (Chromium traces of Coastal's car page), and the simulation counts that task 4 times
 * over. A shopper's browser does none of this.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:https";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import sharp from "sharp";
import { CHROMIUM_ARGS, CHROMIUM_PATH, disableFeaturesSwitch } from "../../tests/support/chromium";
import { writeE2eSites } from "../../tests/support/e2e-sites";
import { request } from "../../tests/support/http-request";
import { startTestServer } from "../../tests/support/test-server";
import { LIGHTHOUSE_RUNS, medianFigures, type PageFigures } from "./lighthouse-budget";

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

export function figuresOf(lhr: LighthouseResult): PageFigures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: metric("largest-contentful-paint"),
    fcpMs: metric("first-contentful-paint"),
    tbtMs: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    speedIndexMs: metric("speed-index"),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

export type Auditor = {
  /** Runs Lighthouse `runs` times on the URL; every run's figures, and the failed audits of the last run. */
  audit(url: string, runs?: number): Promise<{ runs: PageFigures[]; median: PageFigures; failing: string[] }>;
  close(): Promise<void>;
};

/**
 * One Lighthouse run. A run whose trace Chromium failed to record (Lighthouse's NO_NAVSTART and the
 * like: a fault of the recording, not a figure of the page) is run again, at most twice.
 */
async function oneRun(url: string, port: number, withoutJavaScript: boolean): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt++) {
    const blockedUrlPatterns = withoutJavaScript ? ["*.js"] : null;
    const result = await lighthouse(url, { port, logLevel: "error", output: "json", blockedUrlPatterns });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (!lhr.runtimeError) return lhr;
    if (attempt === 3) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  }
}

/** The features chrome-launcher's own flags disable (its --disable-features, which ours must repeat). */
function chromeLauncherDisabledFeatures(): string[] {
  const prefix = "--disable-features=";
  const flag = chromeLauncher.Launcher.defaultFlags().find((f) => f.startsWith(prefix));
  return flag ? flag.slice(prefix.length).split(",") : [];
}

/**
 * One Chromium for every run, as Lighthouse's CLI does per run: each run loads the page afresh
 * (Lighthouse clears the cache and storage first). A `*.localhost` host resolves to loopback in Chromium.
 */
export async function startAuditor({ withoutJavaScript = false } = {}): Promise<Auditor> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    // The run's own map tile server has a certificate made for the run (startAuditedPlatform).
    chromeFlags: [
      "--headless=new",
      ...CHROMIUM_ARGS,
      "--ignore-certificate-errors",
      disableFeaturesSwitch(chromeLauncherDisabledFeatures()),
    ],
  });
  return {
    async audit(url, runs = LIGHTHOUSE_RUNS) {
      const results: PageFigures[] = [];
      let failing: string[] = [];
      for (let i = 0; i < runs; i++) {
        const lhr = await oneRun(url, chrome.port, withoutJavaScript);
        if (process.env.LIGHTHOUSE_REPORTS)
          writeFileSync(
            join(
              process.env.LIGHTHOUSE_REPORTS,
              `${new URL(url).host.split(".")[0]}${new URL(url).pathname.replaceAll("/", "_")}-${i + 1}.json`,
            ),
            JSON.stringify(lhr),
          );
        results.push(figuresOf(lhr));
        failing = Object.values(lhr.audits)
          .filter(
            (a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== "informative" && a.scoreDisplayMode !== "notApplicable",
          )
          .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ""}`);
      }
      return { runs: results, median: medianFigures(results), failing };
    },
    close: async () => {
      chrome.kill();
    },
  };
}

/**
 * The production build (`npm run build` first) on a fresh embedded database, with the demo sites' maps
 * taking their tiles from a tile server of the run's own (HTTPS, as site config requires, with a
 * certificate made for the run that the auditor's Chromium accepts), as they would from a tile
 * provider in production: this machine may have no internet, and a failed tile is a console error.
 */
export async function startAuditedPlatform(dir: string): Promise<{ port: number; stop(): Promise<void> }> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
      "-keyout",
      `${dir}/key.pem`,
      "-out",
      `${dir}/cert.pem`,
    ],
    { stdio: "ignore" },
  );
  // One plain map-coloured tile for every address.
  const tile = await sharp({ create: { width: 256, height: 256, channels: 3, background: "#e8e4da" } })
    .png()
    .toBuffer();
  const tiles = createServer({ key: readFileSync(`${dir}/key.pem`), cert: readFileSync(`${dir}/cert.pem`) }, (_req, res) => {
    res.writeHead(200, { "content-type": "image/png", "cache-control": "public, max-age=86400" });
    res.end(tile);
  });
  await new Promise<void>((resolve) => tiles.listen(0, "127.0.0.1", resolve));
  const sitesDir = `${dir}/sites`;
  writeE2eSites(sitesDir, "config/sites", `https://127.0.0.1:${(tiles.address() as AddressInfo).port}/{z}/{x}/{y}.png`);
  const server = await startTestServer({
    dataDir: `${dir}/data`,
    env: { LOG_LEVEL: "error", DELIVERY_WORKER: "false", SITES_DIR: sitesDir },
  });
  return {
    port: server.port,
    stop: async () => {
      await server.stop();
      tiles.close();
    },
  };
}

/** A page's path on a site (fixed, or the first vehicle its search page links to), checked to answer 200. */
export async function auditedPagePath(port: number, site: string, page: string): Promise<string> {
  const path = await pagePath(port, site, page);
  const { status } = await request(port, `${site}.localhost:${port}`, path);
  if (status !== 200) throw new Error(`${site} ${path} answered ${status}`);
  return path;
}

async function pagePath(port: number, site: string, page: string): Promise<string> {
  const fixed: Record<string, string> = {
    home: "/",
    search: "/search",
    locations: "/locations",
    offers: "/special-offers",
    "lead-form": "/contact",
  };
  if (fixed[page]) return fixed[page];
  if (page !== "vehicle") throw new Error(`unknown page ${page}`);
  const { body } = await request(port, `${site}.localhost:${port}`, "/search");
  const path = body.match(/href="(\/cars\/[^"?#]+)"/)?.[1];
  if (!path) throw new Error(`no vehicle link on ${site}'s search page`);
  return path;
}
