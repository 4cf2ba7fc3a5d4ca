import { describe, expect, it } from "vitest";
import { formatDateTime } from "~/domain/format";
import { dealershipClock } from "./dealership-clock";

const metro = [
  { slug: "metro-toyota-parramatta", timeZone: "Australia/Sydney" },
  { slug: "metro-isuzu-ute-eagle-farm", timeZone: "Australia/Brisbane" },
  { slug: "metro-kia-dandenong", timeZone: "Australia/Melbourne" },
];
// 07:23 UTC on 2 December: 6:23 pm in Sydney (daylight saving), 5:23 pm in Brisbane (none).
const reservedAt = new Date("2026-12-02T07:23:00Z");

describe("a lead's times in the console (walkthrough d9f523c: a Queensland hold read in Sydney time)", () => {
  it("reads a Queensland dealership's lead on Queensland time and names the zone when the group spans zones", () => {
    const clock = dealershipClock(metro, "Australia/Sydney");
    expect(clock.named).toBe(true);
    expect(formatDateTime(reservedAt, clock.zoneOf("metro-isuzu-ute-eagle-farm"), { zoneName: clock.named })).toBe(
      "02/12/2026, 5:23 pm AEST",
    );
    expect(formatDateTime(reservedAt, clock.zoneOf("metro-toyota-parramatta"), { zoneName: clock.named })).toBe("02/12/2026, 6:23 pm AEDT");
  });

  it("uses the site's clock for a lead with no dealership or an unknown one, and names no zone on a one-zone site", () => {
    const clock = dealershipClock([{ slug: "coastal-toyota-maroochydore", timeZone: "Australia/Brisbane" }], "Australia/Brisbane");
    expect(clock.named).toBe(false);
    expect(clock.zoneOf(null)).toBe("Australia/Brisbane");
    expect(dealershipClock(metro, "Australia/Sydney").zoneOf("gone")).toBe("Australia/Sydney");
  });

  it("counts a dealership without a location as keeping the site's time", () => {
    const clock = dealershipClock(
      [
        { slug: "a", timeZone: null },
        { slug: "b", timeZone: "Australia/Sydney" },
      ],
      "Australia/Sydney",
    );
    expect(clock.named).toBe(false);
  });
});
