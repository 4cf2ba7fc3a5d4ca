import { describe, expect, it } from "vitest";
import { readHoursForm } from "./hours-form";

const form = (fields: Record<string, string>) => ({ get: (name: string) => (name in fields ? fields[name] : null) });
const week = (department: string, open = "08:30", close = "17:30") =>
  Object.fromEntries(
    [0, 1, 2, 3, 4, 5, 6].flatMap((d) =>
      d === 0
        ? [[`${department}.${d}.status`, "Closed"]]
        : [
            [`${department}.${d}.status`, "Open"],
            [`${department}.${d}.open`, open],
            [`${department}.${d}.close`, close],
          ],
    ),
  );

describe("a location's hours from the console's form", () => {
  it("reads each department's week and the holiday hours, dated rows in date order", () => {
    const read = readHoursForm(
      form({
        ...week("sales"),
        ...week("service", "07:30", "17:00"),
        specialRows: "3",
        "special.0.date": "2026-12-26",
        "special.0.name": "Boxing Day",
        "special.0.status": "Closed",
        "special.1.date": "2026-12-24",
        "special.1.name": "Christmas Eve",
        "special.1.status": "Open",
        "special.1.start": "09:00",
        "special.1.end": "14:00",
      }),
      ["sales", "service"],
    );
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.weekly).toHaveLength(14);
    expect(read.weekly[0]).toEqual({ department: "sales", weekday: 0, status: "Closed", open: null, close: null });
    expect(read.weekly[8]).toEqual({ department: "service", weekday: 1, status: "Open", open: "07:30", close: "17:00" });
    expect(read.special).toEqual([
      { date: "2026-12-24", name: "Christmas Eve", status: "Open", start: "09:00", end: "14:00" },
      { date: "2026-12-26", name: "Boxing Day", status: "Closed", start: null, end: null },
    ]);
  });

  it("drops a holiday row marked to remove and a blank one", () => {
    const read = readHoursForm(
      form({ ...week("sales"), specialRows: "2", "special.0.date": "2026-12-25", "special.0.status": "Closed", "special.0.remove": "on" }),
      ["sales"],
    );
    expect(read.ok && read.special).toEqual([]);
  });

  it("names each wrong field: a missing time, a close before the open, a date that is not one, a date twice", () => {
    const read = readHoursForm(
      form({
        ...week("sales"),
        "sales.1.open": "",
        "sales.2.close": "07:00",
        specialRows: "3",
        "special.0.date": "2026-02-30",
        "special.1.date": "2026-12-25",
        "special.1.status": "Closed",
        "special.2.date": "2026-12-25",
        "special.2.status": "Open",
        "special.2.start": "<script>",
        "special.2.end": "12:00",
      }),
      ["sales"],
    );
    expect(read).toEqual({
      ok: false,
      problems: [
        { name: "sales.1.open", message: "Enter the opening time, like 08:30." },
        { name: "sales.2.close", message: "Closing must be after opening." },
        { name: "special.0.date", message: "Enter the date, like 25/12/2026." },
        { name: "special.2.date", message: "This date is listed twice." },
        { name: "special.2.start", message: "Enter the opening time, like 08:30." },
      ],
    });
  });
});
