import { describe, expect, it } from "vitest";
import { departmentHours } from "./department-hours";
import { groupByDealership, isInAustralia } from "./find-locations";
import { departmentOf, isSalesLocation, type LocationSummary, mainSalesLocations } from "./location";
import { toLocationCard } from "./location-card";
import type { OpeningHour, SpecialHour } from "./opening-hours";

/** Open 08:30 to 17:30 every day but Sunday, for one department. */
const week = (department: string, open = "08:30", close = "17:30"): OpeningHour[] =>
  Array.from({ length: 7 }, (_, weekday) => ({
    department,
    weekday,
    status: weekday === 0 ? "Closed" : "Open",
    open: weekday === 0 ? null : open,
    close: weekday === 0 ? null : close,
  }));

let nextId = 1;
function location(overrides: Partial<LocationSummary> = {}): LocationSummary {
  const id = nextId++;
  return {
    id,
    name: `Location ${id}`,
    slug: `location-${id}`,
    type: "sales",
    dealershipName: "Coastal Toyota",
    dealershipSlug: "coastal-toyota",
    isPrimary: false,
    street: "1 Beach Road",
    city: "Maroochydore",
    state: "QLD",
    postcode: "4558",
    lat: -26.65,
    lng: 153.09,
    timeZone: "Australia/Brisbane",
    phone: null,
    website: null,
    placeUrl: null,
    serviceBookingUrl: null,
    dealerLicenseNumber: null,
    motorVehicleRepairer: null,
    averageRating: null,
    reviewCount: 0,
    hours: week("sales"),
    specialHours: [],
    ...overrides,
  };
}

const christmasClosed: SpecialHour = { date: "2026-12-25", name: "Christmas Day", status: "Closed", start: null, end: null };
const christmasMorning: SpecialHour = { date: "2026-12-25", name: "Christmas Day", status: "Open", start: "09:00", end: "12:00" };

describe("a location card's hours today (holiday hours override the weekday)", () => {
  // Friday 25 Dec 2026, 10am in Brisbane.
  const christmas = new Date("2026-12-25T00:00:00Z");
  it("shows the weekday's hours on an ordinary day", () => {
    const card = toLocationCard(location(), christmas);
    expect(card.todayHours).toEqual({ department: "sales", weekday: 5, status: "Open", open: "08:30", close: "17:30" });
    expect(card.openNow).toBe(true);
  });
  it("shows Closed on a holiday the location closes for, and is not open now", () => {
    const card = toLocationCard(location({ specialHours: [christmasClosed] }), christmas);
    expect(card.todayHours).toEqual({ department: "sales", weekday: 5, status: "Closed", open: null, close: null });
    expect(card.openNow).toBe(false);
  });
  it("shows a holiday's shorter hours instead of the weekday's, and open-now follows them", () => {
    const l = location({ specialHours: [christmasMorning] });
    expect(toLocationCard(l, christmas).todayHours).toMatchObject({ status: "Open", open: "09:00", close: "12:00" });
    expect(toLocationCard(l, christmas).openNow).toBe(true);
    // 1pm in Brisbane: inside the weekday's hours, after the holiday's.
    expect(toLocationCard(l, new Date("2026-12-25T03:00:00Z")).openNow).toBe(false);
  });
  it("ignores holidays on other dates", () => {
    const card = toLocationCard(location({ specialHours: [{ ...christmasClosed, date: "2026-12-26" }] }), christmas);
    expect(card.todayHours).toMatchObject({ status: "Open", open: "08:30", close: "17:30" });
  });
});

describe("a location card's today is the location's own date (QLD has no daylight saving; NSW and VIC do)", () => {
  // 13:30 UTC on Thursday 24 Dec 2026: 11:30pm on the 24th in Brisbane (UTC+10), 12:30am on the 25th in Sydney and Melbourne (UTC+11).
  const lateChristmasEve = new Date("2026-12-24T13:30:00Z");
  it("applies Christmas hours in Sydney and Melbourne but not yet in Brisbane", () => {
    const at = (timeZone: string) => toLocationCard(location({ timeZone, specialHours: [christmasMorning] }), lateChristmasEve).todayHours;
    expect(at("Australia/Brisbane")).toMatchObject({ weekday: 4, open: "08:30", close: "17:30" });
    expect(at("Australia/Sydney")).toMatchObject({ weekday: 5, open: "09:00", close: "12:00" });
    expect(at("Australia/Melbourne")).toMatchObject({ weekday: 5, open: "09:00", close: "12:00" });
  });
  it("keeps a holiday to its own date in each zone", () => {
    // 13:30 UTC on Monday 26 Jan 2026 (Australia Day): 11:30pm on the 26th in Brisbane, already the 27th in Melbourne.
    const australiaDay: SpecialHour = { date: "2026-01-26", name: "Australia Day", status: "Closed", start: null, end: null };
    const now = new Date("2026-01-26T13:30:00Z");
    expect(toLocationCard(location({ specialHours: [australiaDay] }), now).todayHours).toMatchObject({ weekday: 1, status: "Closed" });
    expect(toLocationCard(location({ timeZone: "Australia/Melbourne", specialHours: [australiaDay] }), now).todayHours).toMatchObject({
      weekday: 2,
      status: "Open",
      open: "08:30",
    });
  });
  it("is open at 5pm in Brisbane while the same instant is 6pm and closed in Sydney", () => {
    // 07:00 UTC on Monday 23 Nov 2026.
    const now = new Date("2026-11-23T07:00:00Z");
    expect(toLocationCard(location(), now).openNow).toBe(true);
    expect(toLocationCard(location({ timeZone: "Australia/Sydney" }), now).openNow).toBe(false);
  });
});

describe("a location's department", () => {
  it("is sales for a used-car yard, which keeps the sales hours", () => {
    expect(departmentOf("used")).toBe("sales");
    expect(departmentOf("")).toBe("sales");
    expect(departmentOf("service")).toBe("service");
    const card = toLocationCard(location({ type: "used" }), new Date("2026-12-25T00:00:00Z"));
    expect(card.todayHours).toMatchObject({ department: "sales", open: "08:30" });
    expect(card.openNow).toBe(true);
  });
  it("counts sales and used-car locations as sales locations, not service or parts", () => {
    expect(["sales", "used", "service", "parts"].map((type) => isSalesLocation({ type }))).toEqual([true, true, false, false]);
  });
});

describe("home page location blocks: each dealership's main sales location", () => {
  it("takes the first sales or used-car location of each dealership, in the order given", () => {
    const service = location({ type: "service", dealershipSlug: "a" });
    const firstSales = location({ type: "sales", dealershipSlug: "a" });
    const secondSales = location({ type: "sales", dealershipSlug: "a" });
    const usedYard = location({ type: "used", dealershipSlug: "b" });
    const partsOnly = location({ type: "parts", dealershipSlug: "c" });
    expect(mainSalesLocations([service, firstSales, secondSales, usedYard, partsOnly])).toEqual([firstSales, usedYard]);
  });
  it("gives nothing for a site with no sales locations", () => {
    expect(mainSalesLocations([location({ type: "service" })])).toEqual([]);
  });
});

describe("a location page's hours by department", () => {
  const now = new Date("2026-12-25T00:00:00Z");
  it("offers the dealership's sales, service and parts hours, each from the first location that keeps it, the page's own first", () => {
    const sales = location({ name: "Sales", hours: week("sales") });
    const otherSales = location({ name: "Other sales", hours: week("sales", "07:00", "19:00") });
    const service = location({ type: "service", hours: week("service", "07:30", "16:00"), specialHours: [christmasClosed] });
    const parts = location({ type: "parts", hours: [...week("parts"), ...week("sales")] });
    const elsewhere = location({ type: "service", dealershipSlug: "metro-ford", hours: week("service") });
    const departments = departmentHours(sales, [otherSales, sales, service, parts, elsewhere], now);
    expect(departments.map((d) => d.department)).toEqual(["sales", "service", "parts"]);
    expect(departments[0].hours[1]).toMatchObject({ open: "08:30" });
    expect(departments[1]).toMatchObject({ openNow: false, specialHours: [christmasClosed] });
    expect(departments[1].hours.every((h) => h.department === "service")).toBe(true);
    expect(departments[2].hours.every((h) => h.department === "parts")).toBe(true);
    expect(departments[2].openNow).toBe(true);
  });
  it("starts from the page's own location: a used-car yard gives the sales hours", () => {
    const yard = location({ type: "used", hours: week("sales", "09:00", "17:00") });
    const sales = location({ type: "sales" });
    expect(departmentHours(yard, [sales, yard], now)).toEqual([
      { department: "sales", hours: week("sales", "09:00", "17:00"), specialHours: [], openNow: true },
    ]);
  });
});

describe("the locations page", () => {
  it("sorts by the browser's position only inside the Australian box, edges included", () => {
    expect(isInAustralia({ lat: -27.47, lng: 153.03 })).toBe(true); // Brisbane
    expect(isInAustralia({ lat: -45, lng: 110 })).toBe(true);
    expect(isInAustralia({ lat: -9, lng: 155 })).toBe(true);
    expect(isInAustralia({ lat: -45.01, lng: 147 })).toBe(false);
    expect(isInAustralia({ lat: -8.99, lng: 147 })).toBe(false);
    expect(isInAustralia({ lat: -30, lng: 109.99 })).toBe(false);
    expect(isInAustralia({ lat: -30, lng: 155.01 })).toBe(false);
    expect(isInAustralia({ lat: 0, lng: 0 })).toBe(false); // no position given
    expect(isInAustralia({ lat: Number.NaN, lng: 150 })).toBe(false);
    expect(isInAustralia({ lat: -41.29, lng: 174.78 })).toBe(false); // Wellington
  });
  it("groups locations by dealership, dealerships in the order they first appear", () => {
    const cards = [
      { id: 1, dealershipName: "Metro Ford" },
      { id: 2, dealershipName: "Metro Toyota" },
      { id: 3, dealershipName: "Metro Ford" },
    ];
    expect(groupByDealership(cards)).toEqual([
      { dealership: "Metro Ford", locations: [cards[0], cards[2]] },
      { dealership: "Metro Toyota", locations: [cards[1]] },
    ]);
  });
});
