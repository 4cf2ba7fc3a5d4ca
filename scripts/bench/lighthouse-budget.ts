/** Issue 18's Lighthouse budget and how a page's figures are read against it (pure; lighthouse-audit.ts runs the audits). */
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
  /**
   * The host's CPU/memory power as Lighthouse measures it before each run (`environment.benchmarkIndex`). Simulated
   * throttling multiplies the host's own task times by 4, so TBT and LCP depend on the host: a reader of the table
   * needs it beside them.
   */
  benchmarkIndex: number;
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
  "benchmarkIndex",
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
