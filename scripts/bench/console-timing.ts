/**
 * What the console's benchmarks share (bench:inbox, bench:console-stock): a viewer without a session, runs timed as
 * wall clock and this process's CPU, and the table they print.
 */
import type { Viewer } from "~/console/require-staff.server";
import type { TenantSite } from "~/sites/tenant-site";

/** Wall-clock server time, and the CPU this process spent (on PGlite the query's own work, whatever else the machine runs). */
export type Timing = { query: string; rows: number; median: number; p95: number; cpuMedian: number };

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Two warm-up runs, then `runs` timed ones; `rows` is what the last run gave back. */
export async function timeRuns(name: string, runs: number, run: () => Promise<{ rows: number }> | { rows: number }): Promise<Timing> {
  for (let i = 0; i < 2; i++) await run();
  const ms: number[] = [];
  const cpu: number[] = [];
  let rows = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    rows = (await run()).rows;
    const used = process.cpuUsage(cpuStarted);
    ms.push(performance.now() - started);
    cpu.push((used.user + used.system) / 1000);
  }
  const round = (n: number) => Number(n.toFixed(1));
  const sorted = (values: number[]) => values.sort((a, b) => a - b);
  return {
    query: name,
    rows,
    median: round(percentile(sorted(ms), 50)),
    p95: round(percentile(ms, 95)),
    cpuMedian: round(percentile(sorted(cpu), 50)),
  };
}

export function printTimings(title: string, timings: Timing[], targetMs: number) {
  console.log(`\n${title} (target ${targetMs} ms; cpu: this process's, the median)`);
  console.log(`${"query".padEnd(28)} ${"rows".padStart(5)} ${"median ms".padStart(10)} ${"p95 ms".padStart(8)} ${"cpu ms".padStart(7)}`);
  for (const t of timings)
    console.log(
      `${t.query.padEnd(28)} ${String(t.rows).padStart(5)} ${t.median.toFixed(1).padStart(10)} ${t.p95.toFixed(1).padStart(8)} ${t.cpuMedian.toFixed(1).padStart(7)}${t.p95 > targetMs ? "  MISSES" : ""}`,
    );
  console.log("");
}

/** A console viewer of the site, as requireStaff would make one, without a session row behind it. */
export function benchViewer(site: TenantSite, staffId: string, role: Viewer["role"], dealershipSlugs: string[] | null): Viewer {
  const now = new Date();
  return {
    staff: { id: staffId, email: "", name: "", operator: false },
    role,
    dealershipSlugs,
    site,
    session: { idHash: "", staffId, siteId: site.id, createdAt: now, lastSeenAt: now, expiresAt: now, confirmedAt: now },
    csrf: "",
  };
}
