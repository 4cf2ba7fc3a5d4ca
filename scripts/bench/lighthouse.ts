/**
 * `npm run bench:lighthouse [-- --sites a,b] [-- --pages home,search] [-- --runs 3]`
 *
 * Issue 18's page speed table: Lighthouse (mobile defaults, simulated throttling) on the home, search,
 * vehicle, locations, offers and a lead form page of two demo sites, served by the production build
 * (`npm run build` first) on the embedded database. Each row is the median of the runs; the last
 * column names what misses the budget. Exit code 0 either way: it measures; the budget test decides.
 */
import { rmSync } from "node:fs";
import { parseArgs } from "node:util";
import { request } from "../../tests/support/http-request";
import { startTestServer } from "../../tests/support/test-server";
import { BUILD_MARKER, newerThanBuild } from "../build-freshness";
import { budgetMisses, LIGHTHOUSE_BUDGET, LIGHTHOUSE_RUNS, type PageFigures, startAuditor } from "./lighthouse-audit";

const { values: args } = parseArgs({
  options: {
    sites: { type: "string", default: "coastal-toyota,metro-motor-group" },
    pages: { type: "string", default: "home,search,vehicle,locations,offers,lead-form" },
    runs: { type: "string", default: String(LIGHTHOUSE_RUNS) },
    verbose: { type: "boolean", default: false },
  },
});

if (newerThanBuild((name) => /\.test\.tsx?$/.test(name)).length) {
  console.error(`The build (${BUILD_MARKER}) is missing or older than app/: run \`npm run build\` first.`);
  process.exit(1);
}

const DATA_DIR = "/tmp/dealer-lighthouse-data";
rmSync(DATA_DIR, { recursive: true, force: true });
const server = await startTestServer({ dataDir: DATA_DIR, env: { LOG_LEVEL: "error", DELIVERY_WORKER: "false" } });
const host = (site: string) => `${site}.localhost:${server.port}`;
const origin = (site: string) => `http://${host(site)}`;

/** A page's path on a site: fixed ones, or the first vehicle the search page links to. */
async function pagePath(site: string, page: string): Promise<string> {
  const fixed: Record<string, string> = {
    home: "/",
    search: "/search",
    locations: "/locations",
    offers: "/special-offers",
    "lead-form": "/enquiry",
  };
  if (fixed[page]) return fixed[page];
  if (page !== "vehicle") throw new Error(`unknown page ${page}`);
  const { body } = await request(server.port, host(site), "/search");
  const path = body.match(/href="(\/cars\/[^"?#]+)"/)?.[1];
  if (!path) throw new Error(`no vehicle link on ${site}'s search page`);
  return path;
}

const format = (f: PageFigures) => [
  String(f.performance),
  String(f.accessibility),
  String(f.bestPractices),
  String(f.seo),
  `${(f.lcpMs / 1000).toFixed(2)} s`,
  `${(f.fcpMs / 1000).toFixed(2)} s`,
  `${Math.round(f.tbtMs)} ms`,
  f.cls.toFixed(3),
];

const auditor = await startAuditor();
const header = ["site", "page", "perf", "a11y", "bp", "seo", "LCP", "FCP", "TBT", "CLS", "misses"];
const rows: string[][] = [];
try {
  for (const site of args.sites.split(",")) {
    for (const page of args.pages.split(",")) {
      const path = await pagePath(site, page);
      const { status } = await request(server.port, host(site), path);
      if (status !== 200) throw new Error(`${site} ${path} answered ${status}`);
      const result = await auditor.audit(origin(site) + path, Number(args.runs));
      const misses = budgetMisses(result.median);
      rows.push([site, `${page} ${path}`, ...format(result.median), misses.join("; ") || "-"]);
      console.error(`${site} ${path}: ${misses.length ? misses.join("; ") : "within budget"}`);
      if (args.verbose) console.error(`  audits under 0.9 in the last run: ${result.failing.join(", ")}`);
    }
  }
} finally {
  await auditor.close();
  await server.stop();
}

const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
const line = (cells: string[]) =>
  cells.map((c, i) => (i < 2 || i === 10 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  ");
console.log(
  `Lighthouse mobile (simulated throttling), median of ${args.runs} runs. Budget: performance >= ${LIGHTHOUSE_BUDGET.performance}, ` +
    `a11y/bp/seo 100, LCP <= ${LIGHTHOUSE_BUDGET.lcpMs / 1000} s, TBT <= ${LIGHTHOUSE_BUDGET.tbtMs} ms, CLS <= ${LIGHTHOUSE_BUDGET.cls}`,
);
console.log(line(header));
for (const r of rows) console.log(line(r));
