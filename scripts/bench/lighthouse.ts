/**
 * `npm run bench:lighthouse [-- --sites a,b] [-- --pages home,search] [-- --runs 3] [-- --without-js]`
 *
 * Issue 18's page speed table: Lighthouse (mobile defaults, simulated throttling) on the home, search,
 * vehicle, locations, offers and a lead form page of two demo sites, served by the production build
 * (`npm run build` first) on the embedded database. Each row is the median of the runs; the last
 * column names what misses the budget. Exit code 0 either way, unless `--check`: then 1 when any page
 * misses it (`npm run test:lighthouse`, the check CI runs on the search and vehicle pages).
 * The sites' maps take their tiles from a tile server of the run's own (startAuditedPlatform).
 * `--without-js` blocks the pages' JavaScript files: the same table for their HTML and CSS alone, to tell
 * what the host costs every page from what the code adds (a diagnosis, never with `--check`).
 */
import { parseArgs } from "node:util";
import { BUILD_MARKER, newerThanBuild } from "../build-freshness";
import { auditedPagePath, startAuditedPlatform, startAuditor } from "./lighthouse-audit";
import { budgetMisses, LIGHTHOUSE_BUDGET, LIGHTHOUSE_RUNS, type PageFigures } from "./lighthouse-budget";

const { values: args } = parseArgs({
  options: {
    sites: { type: "string", default: "coastal-toyota,metro-motor-group" },
    pages: { type: "string", default: "home,search,vehicle,locations,offers,lead-form" },
    runs: { type: "string", default: String(LIGHTHOUSE_RUNS) },
    verbose: { type: "boolean", default: false },
    check: { type: "boolean", default: false },
    "without-js": { type: "boolean", default: false },
  },
});

if (args.check && args["without-js"]) {
  console.error("--without-js measures the pages without their JavaScript: it is not the budget's check.");
  process.exit(1);
}

if (newerThanBuild((name) => /\.test\.tsx?$/.test(name)).length) {
  console.error(`The build (${BUILD_MARKER}) is missing or older than app/: run \`npm run build\` first.`);
  process.exit(1);
}

const platform = await startAuditedPlatform("/tmp/dealer-lighthouse");
const { port } = platform;
const host = (site: string) => `${site}.localhost:${port}`;
const origin = (site: string) => `http://${host(site)}`;

const format = (f: PageFigures) => [
  String(f.performance),
  String(f.accessibility),
  String(f.bestPractices),
  String(f.seo),
  `${(f.lcpMs / 1000).toFixed(2)} s`,
  `${(f.fcpMs / 1000).toFixed(2)} s`,
  `${Math.round(f.tbtMs)} ms`,
  f.cls.toFixed(3),
  String(f.benchmarkIndex),
];

const auditor = await startAuditor({ withoutJavaScript: args["without-js"] });
const header = ["site", "page", "perf", "a11y", "bp", "seo", "LCP", "FCP", "TBT", "CLS", "host", "misses"];
const rows: string[][] = [];
let missed = 0;
try {
  for (const site of args.sites.split(",")) {
    for (const page of args.pages.split(",")) {
      const path = await auditedPagePath(port, site, page);
      const result = await auditor.audit(origin(site) + path, Number(args.runs));
      const misses = budgetMisses(result.median);
      if (misses.length) missed += 1;
      rows.push([site, `${page} ${path}`, ...format(result.median), misses.join("; ") || "-"]);
      console.error(`${site} ${path}: ${misses.length ? misses.join("; ") : "within budget"}`);
      if (args.verbose) console.error(`  audits under 0.9 in the last run: ${result.failing.join(", ")}`);
    }
  }
} finally {
  await auditor.close();
  await platform.stop();
}

const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
const line = (cells: string[]) =>
  cells.map((c, i) => (i < 2 || i === 11 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  ");
console.log(
  `Lighthouse mobile (simulated throttling), median of ${args.runs} runs${args["without-js"] ? ", the pages' JavaScript files blocked" : ""}. Budget: performance >= ${LIGHTHOUSE_BUDGET.performance}, ` +
    `a11y/bp/seo 100, LCP <= ${LIGHTHOUSE_BUDGET.lcpMs / 1000} s, TBT <= ${LIGHTHOUSE_BUDGET.tbtMs} ms, CLS <= ${LIGHTHOUSE_BUDGET.cls}. ` +
    "host: Lighthouse's benchmarkIndex of this machine (its task times are multiplied by 4 in the simulation, so a slower host reads a higher TBT and LCP)",
);
console.log(line(header));
for (const r of rows) console.log(line(r));
if (args.check && missed) {
  console.error(`${missed} of ${rows.length} pages miss the Lighthouse budget`);
  process.exit(1);
}
