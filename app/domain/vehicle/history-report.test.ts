import { describe, expect, it } from "vitest";
import { HISTORY_REPORT_EVENT_ID, historyReportHref, historyReportText, SAMPLE_HISTORY_REPORT_PATH } from "./history-report";

describe("history report link (vehicle spec: the button needs a file)", () => {
  it("calls the demo's one sample file a sample, and a dealer's own file the car's report (issue 52)", () => {
    expect(historyReportText(SAMPLE_HISTORY_REPORT_PATH)).toBe("Sample history report (a demo file, not this car's)");
    expect(historyReportText("/files/report.pdf")).toBe("Vehicle history report");
  });

  it("links a web address or a path on this site", () => {
    expect(historyReportHref("https://reports.example.com.au/ABC123.pdf")).toBe("https://reports.example.com.au/ABC123.pdf");
    expect(historyReportHref(" /files/report.pdf ")).toBe("/files/report.pdf");
  });

  it("shows no button without a file, or for an address that is not a web page", () => {
    for (const url of [null, undefined, "", "   ", "javascript:alert(1)", "//evil.example/x.pdf", "report.pdf", "ftp://x/y.pdf"])
      expect(historyReportHref(url)).toBeNull();
  });

  it("is event 60", () => {
    expect(HISTORY_REPORT_EVENT_ID).toBe(60);
  });
});
