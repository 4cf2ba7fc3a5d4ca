import { describe, expect, it } from "vitest";
import type { OpeningHour } from "./opening-hours";
import { formatSlot, isBookableSlot, testDriveSlots } from "./test-drive-slots";

const weekdays: OpeningHour[] = [1, 2, 3, 4, 5].map((weekday) => ({
  department: "sales",
  weekday,
  status: "Open",
  open: "08:30",
  close: "17:30",
}));
const hours: OpeningHour[] = [
  ...weekdays,
  { department: "sales", weekday: 6, status: "Open", open: "09:00", close: "12:00" },
  { department: "sales", weekday: 0, status: "Closed", open: null, close: null },
];

describe("test drive slots", () => {
  // Sunday 22/11/2026 13:00 in Brisbane.
  const now = new Date("2026-11-22T03:00:00Z");
  it("skips closed days and offers half-hour slots until half an hour before closing", () => {
    const slots = testDriveSlots(hours, [], now, "Australia/Brisbane");
    expect(slots[0].date).toBe("2026-11-23");
    expect(slots[0].times[0]).toBe("08:30");
    expect(slots[0].times.at(-1)).toBe("17:00");
    expect(slots.find((s) => s.weekday === 6)?.times).toEqual(["09:00", "09:30", "10:00", "10:30", "11:00", "11:30"]);
    expect(slots.some((s) => s.weekday === 0)).toBe(false);
  });
  it("leaves out times within the next hour today, in the location's zone", () => {
    // Monday 23/11/2026 10:10 in Brisbane is 11:10 in Sydney.
    const monday = new Date("2026-11-23T00:10:00Z");
    expect(testDriveSlots(hours, [], monday, "Australia/Brisbane")[0].times[0]).toBe("11:30");
    expect(testDriveSlots(hours, [], monday, "Australia/Sydney")[0].times[0]).toBe("12:30");
  });
  it("lets a public holiday close a day or change its hours", () => {
    const slots = testDriveSlots(
      hours,
      [
        { date: "2026-11-23", name: "Show day", status: "Closed", start: null, end: null },
        { date: "2026-11-24", name: "Late", status: "Open", start: "12:00", end: "13:00" },
      ],
      now,
      "Australia/Brisbane",
    );
    expect(slots[0]).toEqual({ date: "2026-11-24", weekday: 2, times: ["12:00", "12:30"] });
    expect(isBookableSlot(slots, "2026-11-24T12:30")).toBe(true);
    expect(isBookableSlot(slots, "2026-11-23T09:00")).toBe(false);
  });
});

describe("a booked slot as the shopper reads it", () => {
  it("shows the local date as dd/mm/yyyy and the time in 12-hour form", () => {
    expect(formatSlot("2026-11-23T09:30")).toBe("23/11/2026, 9:30am");
    expect(formatSlot("2026-11-23T17:00")).toBe("23/11/2026, 5pm");
  });
});
