import { describe, expect, it } from "vitest";
import { headlineMetrics } from "~/domain/analytics/insights";
import { type WeeklySummary, weeklySummaryMail } from "./weekly-summary-mail";

const totals = (views: number, leads: number, cents: number, visitors: number) => ({
  events: { used_vehicle_view: views, search_page_view: 100, phone_click: 3 },
  visitors,
  leads,
  reservations: cents ? 1 : 0,
  depositCents: cents,
});

const summary: WeeklySummary = {
  siteName: "Coastal Toyota",
  origin: "https://coastal.example",
  name: "Marcus Lee",
  week: { from: "2026-11-30", to: "2026-12-06" },
  dealerships: null,
  metrics: headlineMetrics(totals(400, 12, 50_000, 250), totals(500, 12, 0, 200), { oneDealership: false }),
  conversion: { current: 3, previous: 2.4 },
  byDealership: [
    { name: "Coastal Toyota Noosa", views: 1, leads: 0, conversion: 0 },
    { name: "Coastal Toyota Maroochydore", views: 300, leads: 10, conversion: 3.3 },
    { name: "Coastal Toyota Caloundra", views: 0, leads: 1, conversion: null },
  ],
};

describe("the weekly summary e-mail", () => {
  it("gives the week's figures against the week before, the dealerships with most leads, the dashboard and how to stop it", () => {
    const mail = weeklySummaryMail(summary);
    expect(mail.subject).toBe("Coastal Toyota: your week to 06/12/2026");
    expect(mail.text).toBe(
      [
        "Hi Marcus Lee,",
        "",
        "Here is Coastal Toyota's week, Monday 30/11/2026 to Sunday 06/12/2026, against the week before.",
        "",
        "The week's figures",
        "Visitors: 250 (was 200, up 25%)",
        "Search views: 100 (was 100, no change)",
        "Vehicle views: 400 (was 500, down 20%)",
        "Phone reveals: 3 (was 3, no change)",
        "Calculator use: 0 (was 0)",
        "Watchlist adds: 0 (was 0)",
        "Leads: 12 (was 12, no change)",
        "Reservations: 1 (was 0)",
        "Deposits: $500 (was $0)",
        "Leads per 100 vehicle views: 3 (was 2.4)",
        "",
        "Dealerships with most leads",
        "Coastal Toyota Maroochydore: 300 vehicle views, 10 leads, 3.3 per 100 views",
        "Coastal Toyota Caloundra: 0 vehicle views, 1 lead",
        "Coastal Toyota Noosa: 1 vehicle view, 0 leads, 0 per 100 views",
        "",
        "See more on the dashboard: https://coastal.example/dealer/insights?days=7",
        "",
        "You get this because you chose the weekly summary; turn it off at https://coastal.example/dealer/account#weekly-summary",
        "",
      ].join("\n"),
    );
    expect(mail.html).toContain("<li>Deposits: $500 (was $0)</li>");
    expect(mail.html).toContain('<a href="https://coastal.example/dealer/insights?days=7"');
  });

  it("names a manager's dealerships and leaves out the figures that belong to the whole site", () => {
    const mail = weeklySummaryMail({
      ...summary,
      dealerships: ["Coastal Toyota Noosa"],
      metrics: headlineMetrics(totals(4, 1, 0, 3), totals(0, 0, 0, 0), { oneDealership: true }),
      conversion: { current: 25, previous: null },
      byDealership: [{ name: "Coastal Toyota Noosa", views: 4, leads: 1, conversion: 25 }],
    });
    expect(mail.text).toContain("Here is Coastal Toyota (Coastal Toyota Noosa)'s week");
    expect(mail.text).not.toContain("Search views");
    expect(mail.text).toContain("Leads per 100 vehicle views: 25\n");
  });

  it("escapes names in the HTML", () => {
    const mail = weeklySummaryMail({ ...summary, name: "<b>Marcus</b>", byDealership: [] });
    expect(mail.html).toContain("Hi &lt;b&gt;Marcus&lt;/b&gt;,");
    expect(mail.text).not.toContain("Dealerships with most leads");
  });
});
