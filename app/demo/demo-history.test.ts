import { describe, expect, it } from "vitest";
import { localClock } from "~/domain/locations/opening-hours";
import { generateDemoHistory } from "./demo-history";
import { firstContactWait } from "./demo-history-leads";
import type { HistoryCar, HistoryInput } from "./demo-history-types";
import { generateNetwork } from "./generate-network";
import { createRng } from "./rng";

const now = new Date("2026-11-22T02:00:00Z");
const DAY = 86_400_000;
const ZONE = "Australia/Brisbane";

function coastalInput(overrides: Partial<HistoryInput> = {}): HistoryInput {
  const network = generateNetwork("coastal-toyota", { now });
  let id = 500;
  const cars: HistoryCar[] = network.dealerships.flatMap((d) =>
    d.cars
      .filter((c) => c.status === "in_stock" && c.showOnDealerWebsite)
      .map((c) => ({
        facts: { ...c, id: id++ },
        dealershipSlug: d.def.slug,
        timeZone: d.locations[c.locationIndex].timeZone,
        arrivedAt: c.createdAt.toISOString(),
      })),
  );
  return {
    site: { slug: "coastal-toyota", name: "Coastal Toyota", origin: "http://coastal-toyota.localhost:3000", timeZone: ZONE },
    dealerships: network.dealerships.map((d) => ({ slug: d.def.slug, name: d.def.name, timeZone: ZONE })),
    cars,
    staff: [
      { id: "1", name: "Olivia Nguyen", role: "owner" },
      { id: "2", name: "Marcus Lee", role: "manager" },
      { id: "3", name: "Sam Patel", role: "sales" },
      { id: "4", name: "Mia Rossi", role: "marketing" },
    ],
    now,
    seed: "demo",
    ...overrides,
  };
}

const input = coastalInput();
const history = generateDemoHistory(input);
const count = (name: string) => history.events.filter((e) => e.name === name).length;

describe("the demo's month of history", () => {
  it("is the same for the same input, and different for another seed", () => {
    expect(generateDemoHistory(coastalInput())).toEqual(history);
    expect(generateDemoHistory(coastalInput({ seed: "other" })).events.length).not.toBe(history.events.length);
  });

  it("keeps to a few thousand events a day: about 340 for Coastal Toyota's 250 cars", () => {
    expect(history.events.length / 30).toBeGreaterThan(150);
    expect(history.events.length / 30).toBeLessThan(800);
  });

  it("has every event in the last 30 days, none in the future, none about a car before it arrived or not on the site", () => {
    const cars = new Map(input.cars.map((c) => [c.facts.id, c]));
    const slugs = new Set(input.cars.map((c) => c.facts.slug));
    for (const e of history.events) {
      const at = Date.parse(e.created_at);
      expect(at).toBeLessThan(now.getTime());
      expect(at).toBeGreaterThanOrEqual(now.getTime() - 30 * DAY);
      if (e.car_id !== null) {
        const car = cars.get(e.car_id);
        expect(car).toBeDefined();
        expect(at).toBeGreaterThanOrEqual(Date.parse(car?.arrivedAt ?? ""));
      }
      if (e.name === "phone_click") expect(slugs.has(e.data.car)).toBe(true);
      if (e.page.startsWith("/cars/")) expect(slugs.has(e.page.slice(6))).toBe(true);
    }
  });

  it("sees more search pages than car pages, more car pages than calls or calculators, more of those than saves, and fewest leads", () => {
    const views = count("used_vehicle_view");
    expect(count("search_page_view")).toBeGreaterThan(views);
    expect(views).toBeGreaterThan(5 * count("phone_click"));
    expect(views).toBeGreaterThan(5 * count("finance_calculator"));
    expect(Math.min(count("phone_click"), count("finance_calculator"))).toBeGreaterThan(count("watchlist_add"));
    expect(count("watchlist_add")).toBeGreaterThan(count("lead"));
    expect(count("lead")).toBe(history.leads.length);
    expect(history.leads.length).toBeGreaterThan(20);
  });

  it("sends the events' real shapes: a used car's view only, the phone click by slug, the search path", () => {
    const byCar = new Map(input.cars.map((c) => [c.facts.id, c]));
    const views = history.events.filter((e) => e.name === "used_vehicle_view");
    expect(views.every((e) => e.event_id === 4 && byCar.get(e.car_id as number)?.facts.carType === "used")).toBe(true);
    const call = history.events.find((e) => e.name === "phone_click");
    expect(call).toMatchObject({ event_id: 25, car_id: null, page: `/cars/${call?.data.car}` });
    const search = history.events.find((e) => e.name === "search_page_view");
    expect(search?.data).toEqual({ path: search?.page });
    expect(search?.page).toMatch(/^\/search\/[a-z0-9-]+(\/[a-z0-9-]+)?$/);
  });

  it("starts every visitor's session with a visit from a mix of sources, some on a campaign, some visitors back again", () => {
    const visits = history.events.filter((e) => e.name === "visit");
    const visitors = new Set(history.events.map((e) => e.visitor));
    expect(new Set(visits.map((v) => v.visitor))).toEqual(visitors);
    expect(visits.length).toBeGreaterThan(visitors.size);
    const share = (test: (data: Record<string, string>) => boolean) => visits.filter((v) => test(v.data)).length / visits.length;
    expect(share((d) => d.referrer === "www.google.com")).toBeGreaterThan(0.3);
    expect(share((d) => d.referrer === "l.facebook.com")).toBeGreaterThan(0.08);
    expect(share((d) => d.utm_source === "carsales")).toBeGreaterThan(0.04);
    expect(share((d) => !d.referrer && !d.utm_source)).toBeGreaterThan(0.12);
    expect(share((d) => Boolean(d.utm_campaign))).toBeGreaterThan(0.1);
    expect(visits.every((v) => v.event_id === 63 && v.car_id === null && v.visitor.startsWith("demo-"))).toBe(true);
  });

  it("is quiet at night and busiest at the weekend, in the dealership's time zone", () => {
    const clocks = history.events.filter((e) => e.name === "visit").map((e) => localClock(new Date(e.created_at), ZONE));
    const night = clocks.filter((c) => c.minutes < 5 * 60).length;
    const evening = clocks.filter((c) => c.minutes >= 18 * 60 && c.minutes < 23 * 60).length;
    expect(night * 6).toBeLessThan(evening);
    // 2026-10-23 to 2026-11-22: four Saturdays and four Tuesdays each.
    const saturdays = clocks.filter((c) => c.weekday === 6).length;
    const tuesdays = clocks.filter((c) => c.weekday === 2).length;
    expect(saturdays).toBeGreaterThan(tuesdays * 1.2);
  });

  it("gives some cars many views and no leads, and a few cars most of the views", () => {
    const views = new Map<number, number>();
    for (const e of history.events)
      if (e.name === "used_vehicle_view") views.set(e.car_id as number, (views.get(e.car_id as number) ?? 0) + 1);
    const leadCars = new Set(history.leads.map((l) => l.record.car?.id));
    const ranked = [...views.entries()].sort((a, b) => b[1] - a[1]);
    const top = ranked.slice(0, Math.ceil(ranked.length / 10)).reduce((n, [, v]) => n + v, 0);
    expect(top / count("used_vehicle_view")).toBeGreaterThan(0.25);
    expect(ranked.slice(0, 30).some(([car]) => !leadCars.has(car))).toBe(true);
  });
});

describe("the demo's leads of the month", () => {
  const contacts = (l: (typeof history.leads)[number]) => l.activity.filter((a) => a.kind === "contact");

  it("are all older than two days and none still new, each with the lead event its form sent", () => {
    for (const lead of history.leads) {
      expect(Date.parse(lead.record.createdAt)).toBeLessThan(now.getTime() - 2 * DAY);
      expect(lead.status).not.toBe("new");
      expect(Date.parse(lead.firstReadAt)).toBeGreaterThan(Date.parse(lead.record.createdAt));
      expect(
        history.events.some((e) => e.name === "lead" && e.event_id === lead.record.eventId && e.car_id === (lead.record.car?.id ?? null)),
      ).toBe(true);
    }
  });

  it("are mostly answered by the salesperson or the manager, after they arrived, the rest not; some sold, some lost", () => {
    const answered = history.leads.filter((l) => contacts(l).length > 0);
    expect(answered.length / history.leads.length).toBeGreaterThan(0.8);
    expect(answered.length).toBeLessThan(history.leads.length);
    for (const lead of answered) {
      const [first] = contacts(lead);
      expect(Date.parse(first.at)).toBeGreaterThan(Date.parse(lead.record.createdAt));
      expect(["2", "3"]).toContain(first.staffId);
      expect(lead.assignedStaffId).toBe(first.staffId);
      for (const a of lead.activity) expect(Date.parse(a.at)).toBeLessThan(now.getTime());
    }
    const statuses = new Set(history.leads.map((l) => l.status));
    expect(statuses).toEqual(new Set(["contacted", "appointment", "sold", "lost"]));
  });

  it("are answered within minutes to hours: half within four hours, the evening's often the next morning", () => {
    const waits = history.leads
      .filter((l) => contacts(l).length)
      .map((l) => (Date.parse(contacts(l)[0].at) - Date.parse(l.record.createdAt)) / 60_000)
      .sort((a, b) => a - b);
    expect(waits[Math.floor(waits.length / 2)]).toBeLessThan(240);
    expect(waits[Math.floor(waits.length / 4)]).toBeLessThan(60);
    expect(waits[0]).toBeGreaterThanOrEqual(2);
    expect(waits[waits.length - 1]).toBeLessThan(30 * 60);
  });

  it("waits for the morning when it arrives after hours: a Tuesday 9 pm lead in Brisbane is answered after 8:30 Wednesday", () => {
    // 2026-11-17 is a Tuesday; 21:00 in Brisbane (UTC+10) is 11:00 UTC.
    const wait = firstContactWait(createRng(1), new Date("2026-11-17T11:00:00Z"), ZONE, "sales");
    expect(wait).toBeGreaterThanOrEqual(11.5 * 60 + 5);
    expect(wait).toBeLessThanOrEqual(11.5 * 60 + 80);
  });
});
