/**
 * Vehicle spec section 2: the history report button shows only when the car has a file. The file
 * comes from the dealer's feed, so only a web address or a path on this site is linked: anything
 * else (a `javascript:` URL, a bare word) leaves the button out rather than link somewhere unsafe.
 */
export function historyReportHref(url: string | null | undefined): string | null {
  const trimmed = url?.trim();
  if (!trimmed) return null;
  if (trimmed.startsWith("/") && !trimmed.startsWith("//")) return trimmed;
  try {
    const parsed = new URL(trimmed);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : null;
  } catch {
    return null;
  }
}

/** The demo's one history report file, linked from every third used demo car (a stand-in, decision 030). */
export const SAMPLE_HISTORY_REPORT_PATH = "/files/sample-vehicle-history-report.pdf";

/** The link's words: the demo's sample file says it is a sample, so no shopper takes it for this car's report. */
export const historyReportText = (href: string) =>
  href === SAMPLE_HISTORY_REPORT_PATH ? "Sample history report (a demo file, not this car's)" : "Vehicle history report";

/** Vehicle spec section 9: the history report's analytics event. */
export const HISTORY_REPORT_EVENT_ID = 60;
