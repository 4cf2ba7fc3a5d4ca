import { formatCount, formatDateTime, formatNumber } from "~/domain/format";
import type { FeedPullStatus } from "./feed-pull";

/** How the feed pages word a run and a schedule: plain data in, the words out (no I/O, `timeZone` passed in). */

export const SOURCE_LABELS = { api: "Sent to the API", cli: "Command line", pull: "Scheduled pull", console: "Console" } as const;
export const STATUS_LABELS = {
  running: "Running",
  applied: "Applied",
  held: "Held",
  failed: "Failed",
  dry_run: "Dry run",
} as const;
export const PULL_STATUS_LABELS: Record<FeedPullStatus, string> = {
  changed: "Changed, imported",
  unchanged: "Unchanged",
  failed: "Failed",
  busy: "Another import was running",
};

/** "850 ms", "12.4 s", "3 min 5 s". */
export function formatDuration(ms: number | null): string {
  if (ms === null) return "–";
  if (ms < 1000) return `${ms} ms`;
  if (ms < 60_000) return `${Math.round(ms / 100) / 10} s`;
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)} min ${s % 60} s`;
}

type Counts = { rowsRead: number; created: number; updated: number; unchanged: number; sold: number; rejected: number };

/** "120 rows: 3 new, 5 updated, 110 unchanged, 2 sold, 0 rejected". */
export function countsLine(report: Counts | null): string {
  if (!report) return "No report";
  const n = formatNumber;
  return `${formatCount(report.rowsRead, "row")}: ${n(report.created)} new, ${n(report.updated)} updated, ${n(report.unchanged)} unchanged, ${n(report.sold)} sold, ${n(report.rejected)} rejected`;
}

export type RunSummary = {
  id: string;
  dealershipName: string;
  source: keyof typeof SOURCE_LABELS;
  mode: "full" | "partial";
  status: keyof typeof STATUS_LABELS;
  startedAt: Date | string;
  durationMs: number | null;
  report: Counts | null;
  staffName: string | null;
};

/** One row of the runs table. */
export function runLine(run: RunSummary, timeZone: string) {
  return {
    id: run.id,
    when: formatDateTime(new Date(run.startedAt), timeZone),
    dealership: run.dealershipName,
    source: `${SOURCE_LABELS[run.source]}${run.staffName ? ` (${run.staffName})` : ""}`,
    mode: run.mode === "full" ? "Full" : "Partial",
    status: STATUS_LABELS[run.status],
    statusKind: run.status,
    counts: countsLine(run.report),
    duration: formatDuration(run.durationMs),
  };
}

export type RunLine = ReturnType<typeof runLine>;

/** "Every 30 minutes", "Every 2 hours", "Every 1 day". */
export function intervalLabel(minutes: number): string {
  if (minutes % 1440 === 0) return `Every ${minutes / 1440} day${minutes === 1440 ? "" : "s"}`;
  if (minutes % 60 === 0) return `Every ${minutes / 60} hour${minutes === 60 ? "" : "s"}`;
  return `Every ${minutes} minutes`;
}
