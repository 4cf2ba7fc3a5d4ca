import type { ImportReport } from "./import-stock-feed.server";

/**
 * The report the CLI prints: the counts, then each rejected row, each photo that failed and each car
 * the site will not show (with why). A held
 * feed or a dry run says first that nothing was written, and its counts read "would be".
 */
export function formatImportReport(report: ImportReport): string {
  const counts = `${report.rowsRead} rows read, ${report.created} created, ${report.updated} updated, ${report.unchanged} unchanged, ${report.sold} sold, ${report.rejected} rejected`;
  const held = report.held ? `${report.dryRun ? "Would be held: " : ""}${report.held.message}` : null;
  const lines = [
    ...(held ? [held] : []),
    report.applied
      ? `${report.mode} feed: ${counts}`
      : `${report.mode} feed, nothing written${report.dryRun ? " (dry run)" : ""}; it would have: ${counts}`,
    ...report.rejectedRows.map((r) => `  rejected line ${r.line}${r.stockNumber ? ` (${r.stockNumber})` : ""}: ${r.field} ${r.reason}`),
    ...report.photoFailures.map((p) => `  photo not used, line ${p.line} (${p.stockNumber}): ${p.photo} ${p.reason}`),
    ...report.notShown.map(
      (c) => `  ${report.applied ? "not shown" : "would not be shown"}, line ${c.line} (${c.stockNumber}): ${c.message}`,
    ),
  ];
  return lines.join("\n");
}

/** One progress line: done/total, rate a second and time left. */
export function progressLine(done: number, total: number, elapsedMs: number, width = 30): string {
  const share = total ? done / total : 1;
  const filled = Math.round(share * width);
  const rate = elapsedMs > 0 ? (done * 1000) / elapsedMs : 0;
  const left = rate > 0 ? Math.ceil((total - done) / rate) : 0;
  return `[${"#".repeat(filled)}${"-".repeat(width - filled)}] ${done}/${total} cars, ${Math.round(rate)}/s, ${left} s left`;
}
