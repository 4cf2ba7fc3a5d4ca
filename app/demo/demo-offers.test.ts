import { describe, expect, it } from "vitest";
import { offerStatus } from "~/domain/offers/offer";
import { renderImageSource } from "~/images/render-image-source";
import { addDays, generateDemoOffers } from "./demo-offers";
import { DEMO_SITE_SLUGS } from "./generate-network";
import { NETWORKS, TIME_ZONES } from "./networks";

const now = new Date("2026-11-22T02:00:00Z");

describe("demo offers", () => {
  it.each(DEMO_SITE_SLUGS)("%s has 10 to 30 offers from its own dealerships, some running, some ended", (slug) => {
    const offers = generateDemoOffers(slug, now);
    expect(offers.length).toBeGreaterThanOrEqual(10);
    expect(offers.length).toBeLessThanOrEqual(30);
    const dealerships = NETWORKS.find((n) => n.siteSlug === slug)?.dealerships ?? [];
    const zone = (d: string) => TIME_ZONES[dealerships.find((x) => x.slug === d)?.locations[0].state ?? "QLD"];
    for (const o of offers) expect(dealerships.map((d) => d.slug)).toContain(o.dealership);
    const statuses = offers.map((o) => offerStatus({ ...o, timeZone: zone(o.dealership) }, now));
    expect(statuses.filter((s) => s === "current").length).toBeGreaterThanOrEqual(8);
    expect(statuses).toContain("ended");
  });

  it("gives the group site more current offers than one page of 21 holds", () => {
    const metro = generateDemoOffers("metro-motor-group", now).filter((o) => o.startsOn <= "2026-11-22" && o.endsOn >= "2026-11-22");
    expect(metro.length).toBeGreaterThan(21);
  });

  it("draws every offer's picture, describes it, and links only within the site", () => {
    for (const slug of DEMO_SITE_SLUGS)
      for (const o of generateDemoOffers(slug, now)) {
        expect(renderImageSource(o.image.src), o.image.src).not.toBeNull();
        expect(o.image.alt.length).toBeGreaterThan(5);
        if (o.cta) expect(o.cta.href).toMatch(/^\/[^/]/);
        expect(o.title.length).toBeLessThanOrEqual(120);
        expect(o.summary.length).toBeLessThanOrEqual(300);
      }
  });

  it("counts calendar days across months and years", () => {
    expect(addDays("2026-11-22", 10)).toBe("2026-12-02");
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });
});
