import { describe, expect, it } from "vitest";
import { currentSlides } from "./slide";

const slides = [
  { id: 1, startsOn: null, endsOn: null },
  { id: 2, startsOn: "2026-12-01", endsOn: "2026-12-31" },
  { id: 3, startsOn: null, endsOn: "2026-11-30" },
  { id: 4, startsOn: "2026-12-26", endsOn: null },
];
const ids = (now: string, timeZone = "Australia/Brisbane") => currentSlides(slides, new Date(now), timeZone).map((s) => s.id);

describe("the promotions slider's slides by the site's calendar", () => {
  it("shows a slide without dates always, others from their first day to the end of their last", () => {
    // 30 November, 11:59 pm in Brisbane: slide 3's last day, slide 2 not started.
    expect(ids("2026-11-30T13:59:00Z")).toEqual([1, 3]);
    // A minute after midnight on 1 December in Brisbane: 3 has ended and 2 has begun.
    expect(ids("2026-11-30T14:01:00Z")).toEqual([1, 2]);
    // Boxing Day: 4 starts, in the dealer's order.
    expect(ids("2026-12-26T00:00:00Z")).toEqual([1, 2, 4]);
    expect(ids("2027-01-01T00:00:00Z")).toEqual([1, 4]);
  });

  it("reads the day in the site's own time zone, not the server's", () => {
    // 1 December 12:30 am in Sydney (UTC+11) is still 30 November in Perth (UTC+8).
    expect(ids("2026-11-30T13:30:00Z", "Australia/Sydney")).toEqual([1, 2]);
    expect(ids("2026-11-30T13:30:00Z", "Australia/Perth")).toEqual([1, 3]);
  });
});
