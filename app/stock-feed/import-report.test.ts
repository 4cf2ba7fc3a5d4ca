import { describe, expect, it } from "vitest";
import type { ImportReport } from "./import-stock-feed.server";
import { formatImportReport } from "./import-report";

const report: ImportReport = {
  mode: "partial",
  applied: true,
  dryRun: false,
  held: null,
  rowsRead: 2,
  created: 2,
  updated: 0,
  unchanged: 0,
  sold: 0,
  rejected: 0,
  rejectedRows: [],
  photoFailures: [],
  notShown: [
    { line: 3, stockNumber: "VUC2", reason: "not_certified", message: "is not certified, and the site shows only certified cars" },
  ],
};

describe("formatImportReport", () => {
  it("says which imported cars the site will not show, and why (or would not, when nothing was written)", () => {
    expect(formatImportReport(report).split("\n")).toEqual([
      "partial feed: 2 rows read, 2 created, 0 updated, 0 unchanged, 0 sold, 0 rejected",
      "  not shown, line 3 (VUC2): is not certified, and the site shows only certified cars",
    ]);
    expect(formatImportReport({ ...report, applied: false, dryRun: true })).toContain(
      "  would not be shown, line 3 (VUC2): is not certified, and the site shows only certified cars",
    );
  });
});
