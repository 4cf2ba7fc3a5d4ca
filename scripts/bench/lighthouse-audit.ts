/**
 * One way to audit a page with Lighthouse for issue 18's budgets, shared by `npm run bench:lighthouse`
 * and the budget test: the `lighthouse` package's mobile defaults (simulated throttling: slow 4G, 4x
 * CPU), Debian's Chromium, the median of several runs, and the thresholds the issue sets.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../tests/support/chromium";

export type PageFigures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
};

/** Issue 18: scores out of 100, times in milliseconds, medians of 3 runs. */
export const LIGHTHOUSE_BUDGET = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1500,
  tbtMs: 50,
  cls: 0.01,
} as const;

export const LIGHTHOUSE_RUNS = 3;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

const FIGURE_KEYS: (keyof PageFigures)[] = [
  "performance",
  "accessibility",
  "bestPractices",
  "seo",
  "lcpMs",
  "fcpMs",
  "tbtMs",
  "cls",
  "speedIndexMs",
];

/** Each figure's median over the runs, each figure on its own. */
export function medianFigures(runs: PageFigures[]): PageFigures {
  return Object.fromEntries(FIGURE_KEYS.map((key) => [key, median(runs.map((run) => run[key]))])) as PageFigures;
}

/** What a page's figures miss of the budget, one sentence each; empty when it meets it. */
export function budgetMisses(figures: PageFigures): string[] {
  const misses: string[] = [];
  const atLeast = (name: string, value: number, min: number) => {
    if (value < min) misses.push(`${name} ${value} < ${min}`);
  };
  const atMost = (name: string, value: number, max: number, unit = "") => {
    if (value > max) misses.push(`${name} ${value}${unit} > ${max}${unit}`);
  };
  atLeast("Performance", figures.performance, LIGHTHOUSE_BUDGET.performance);
  atLeast("Accessibility", figures.accessibility, LIGHTHOUSE_BUDGET.accessibility);
  atLeast("Best Practices", figures.bestPractices, LIGHTHOUSE_BUDGET.bestPractices);
  atLeast("SEO", figures.seo, LIGHTHOUSE_BUDGET.seo);
  atMost("LCP", Math.round(figures.lcpMs), LIGHTHOUSE_BUDGET.lcpMs, " ms");
  atMost("TBT", Math.round(figures.tbtMs), LIGHTHOUSE_BUDGET.tbtMs, " ms");
  atMost("CLS", Number(figures.cls.toFixed(3)), LIGHTHOUSE_BUDGET.cls);
  return misses;
}

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
  };
}

export type Auditor = {
  /** Runs Lighthouse `runs` times on the URL; every run's figures, and the failed audits of the last run. */
  audit(url: string, runs?: number): Promise<{ runs: PageFigures[]; median: PageFigures; failing: string[] }>;
  close(): Promise<void>;
};

/**
 * One Chromium for every run, as Lighthouse's CLI does per run: each run loads the page afresh
 * (Lighthouse clears the cache and storage first). A `*.localhost` host resolves to loopback in Chromium.
 */
export async function startAuditor(): Promise<Auditor> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
  });
  return {
    async audit(url, runs = LIGHTHOUSE_RUNS) {
      const results: PageFigures[] = [];
      let failing: string[] = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(url, { port: chrome.port, logLevel: "error", output: "json" });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
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
