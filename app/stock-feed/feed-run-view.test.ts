import { describe, expect, it } from "vitest";
import { countsLine, formatDuration, intervalLabel, runLine } from "./feed-run-view";

describe("how a feed run reads", () => {
  it("words durations, counts and intervals", () => {
    expect(formatDuration(850)).toBe("850 ms");
    expect(formatDuration(12_440)).toBe("12.4 s");
    expect(formatDuration(185_000)).toBe("3 min 5 s");
    expect(formatDuration(null)).toBe("–");
    expect(countsLine({ rowsRead: 1200, created: 3, updated: 5, unchanged: 1190, sold: 2, rejected: 0 })).toBe(
      "1,200 rows: 3 new, 5 updated, 1,190 unchanged, 2 sold, 0 rejected",
    );
    expect([intervalLabel(30), intervalLabel(60), intervalLabel(120), intervalLabel(1440)]).toEqual([
      "Every 30 minutes",
      "Every 1 hour",
      "Every 2 hours",
      "Every 1 day",
    ]);
  });

  it("shows when in the dealership's time, dd/mm/yyyy, and who started a console run", () => {
    const line = runLine(
      {
        id: "7",
        dealershipName: "Coastal Toyota",
        source: "console",
        mode: "full",
        status: "applied",
        startedAt: new Date("2026-12-02T01:00:00Z"),
        durationMs: 1500,
        report: null,
        staffName: "Maria Manager",
      },
      "Australia/Brisbane",
    );
    expect(line).toMatchObject({ when: "02/12/2026, 11:00 am", source: "Console (Maria Manager)", status: "Applied", duration: "1.5 s" });
  });
});
