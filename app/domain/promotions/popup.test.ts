import { describe, expect, it } from "vitest";
import { type Popup, popupDismissedKey, shouldShowPopup, withRunInstants } from "./popup";

const popup = (p: Partial<Popup> = {}): Popup => ({
  id: 1,
  title: "Boxing Day Sale starts now",
  description: "Drive away deals on every new Toyota in stock.",
  image: { src: "slide/sale-banner/suv/red", alt: "A red SUV" },
  buttonLabel: "See the deals",
  url: "/special-offers",
  startsOn: "2026-12-01",
  endsOn: "2026-12-31",
  ...p,
});
const BRISBANE = "Australia/Brisbane";
/** Whether the popup shows to a visitor at `now`, the site being in `timeZone`. */
const shows = (p: Popup | null, now: string, dismissed = false, timeZone = BRISBANE) =>
  shouldShowPopup(p && withRunInstants(p, timeZone), { now: new Date(now), dismissed });

describe("should the promotional popup show (discovery spec sections 2, 4 and 9)", () => {
  it("shows to a visitor who has not dismissed it while it runs", () => {
    expect(shows(popup(), "2026-12-10T00:00:00Z")).toBe(true);
  });

  it("is hidden for good once dismissed (a flag kept per site)", () => {
    expect(shows(popup(), "2026-12-10T00:00:00Z", true)).toBe(false);
    expect(popupDismissedKey("coastal-toyota")).not.toBe(popupDismissedKey("sunset-caravans"));
  });

  it("is not shown once its expiry date has passed in the site's time zone", () => {
    // 31 December, 11:59 pm in Brisbane (UTC+10) is 1:59 pm UTC: its last day, still shown.
    expect(shows(popup(), "2026-12-31T13:59:00Z")).toBe(true);
    // A minute after midnight on 1 January in Brisbane, though still 31 December in UTC: expired.
    expect(shows(popup(), "2026-12-31T14:01:00Z")).toBe(false);
    // The same instant is still 31 December in Perth (UTC+8): a Perth dealer's popup still shows.
    expect(shows(popup(), "2026-12-31T14:01:00Z", false, "Australia/Perth")).toBe(true);
  });

  it("waits for its start date, by the site's calendar", () => {
    // 1 December, 12:30 am in Brisbane is still 30 November in UTC: already on.
    expect(shows(popup(), "2026-11-30T14:30:00Z")).toBe(true);
    expect(shows(popup(), "2026-11-30T13:30:00Z")).toBe(false);
  });

  it("runs without end when it has no expiry date, and from the start when it has no start date", () => {
    const open = popup({ startsOn: null, endsOn: null });
    expect(shows(open, "2030-01-01T00:00:00Z")).toBe(true);
    expect(shows(open, "2020-01-01T00:00:00Z")).toBe(true);
  });

  it("renders nothing when its data is missing", () => {
    expect(shows(null, "2026-12-10T00:00:00Z")).toBe(false);
    expect(shows(popup({ title: "  " }), "2026-12-10T00:00:00Z")).toBe(false);
  });
});
