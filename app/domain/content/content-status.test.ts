import { describe, expect, it } from "vitest";
import { contentSchedule, contentStatus, publishedMessage } from "./content-status";

const popup = (startsOn: string | null, endsOn: string | null) => ({
  title: "Sale",
  description: "",
  buttonLabel: "Go",
  url: "/special-offers",
  imageSrc: "",
  imageAlt: "",
  startsOn,
  endsOn,
});

describe("content status", () => {
  it("says whether shoppers see an item and whether it is the newest version", () => {
    expect(contentStatus({ version: 1, publishedVersion: null })).toBe("Draft: not on the site");
    expect(contentStatus({ version: 3, publishedVersion: 3 })).toBe("Published");
    expect(contentStatus({ version: 4, publishedVersion: 3 })).toBe("Published (version 3); newer draft not published");
  });

  it("writes a run in dd/mm/yyyy", () => {
    expect(contentSchedule(popup("2026-12-24", "2027-01-02"))).toBe("24/12/2026 to 02/01/2027");
    expect(contentSchedule(popup("2026-12-24", null))).toBe("From 24/12/2026");
    expect(contentSchedule(popup(null, "2027-01-02"))).toBe("Until 02/01/2027");
    expect(contentSchedule(popup(null, null))).toBe("No end date");
  });

  it("says when a published item goes on the site by its own zone's day", () => {
    // 1:30 pm UTC on 23 December is 12:30 am on the 24th in Sydney (daylight saving) but 11:30 pm on the 23rd in Brisbane.
    const now = new Date("2026-12-23T13:30:00Z");
    expect(publishedMessage(2, popup("2026-12-24", null), now, "Australia/Sydney")).toBe(
      "Published version 2: the site shows it within a second.",
    );
    expect(publishedMessage(2, popup("2026-12-24", null), now, "Australia/Brisbane")).toBe(
      "Published version 2: it goes on the site on 24/12/2026 (Brisbane time).",
    );
    expect(publishedMessage(1, popup(null, "2026-12-22"), now, "Australia/Brisbane")).toBe(
      "Published version 1, but its end date has passed: shoppers do not see it.",
    );
  });
});
