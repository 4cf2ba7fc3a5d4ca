import { describe, expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: test data shared with the integration tests lives in tests/support
import { sampleLead } from "../../../tests/support/sample-lead";
import { consoleLeadUrl, staffNotification } from "./staff-notification";

const ORIGIN = "https://coastaltoyota.example.com.au";
const links = (id: string) => ({ origin: ORIGIN, consoleUrl: consoleLeadUrl(ORIGIN, id) });
const lead = sampleLead({ car: { ...(sampleLead().car as NonNullable<ReturnType<typeof sampleLead>["car"]>), photo: "ctm010687/1.jpg" } });

describe("the staff's notification of a lead", () => {
  it("says who asked, what, about which car (price, stock number, photo, page) and where the lead is in the console", () => {
    const mail = staffNotification(lead, links(lead.id));
    expect(mail.subject).toBe("Car enquiry from Charlotte O'Brien: 2023 Toyota LandCruiser 300 GX (CTM010687)");
    for (const line of [
      "Charlotte O'Brien sent a car enquiry from Coastal Toyota for Coastal Toyota.",
      "Name: Charlotte O'Brien",
      "Phone: 04 1234 5678",
      "E-mail: charlotte@example.com.au",
      "Is it still available? I can come in on Saturday.",
      "Form: Car enquiry",
      // 07:40 UTC is 5:40 pm in Brisbane: the dealership's zone, dd/mm/yyyy.
      "Received: 22/11/2026, 5:40 pm AEST",
      "2023 Toyota LandCruiser 300 GX",
      "Price: $68,690",
      "Stock number: CTM010687",
      "Odometer: 60,300 km",
      `Car page: ${ORIGIN}/cars/2023-toyota-landcruiser-300-gx-ctm010687`,
      `Photo: ${ORIGIN}/img/ctm010687/1.jpg?w=600&fmt=jpeg`,
      "Reply to this e-mail to answer Charlotte O'Brien.",
      `Open the lead in the console: ${ORIGIN}/dealer/leads/${lead.id}`,
    ])
      expect(mail.text).toContain(line);
    expect(mail.html).toContain(`<img src="${ORIGIN}/img/ctm010687/1.jpg?w=600&amp;fmt=jpeg"`);
    expect(mail.html).toContain(`<a href="${ORIGIN}/dealer/leads/${lead.id}"`);
    expect(mail.html).toContain('<a href="tel:+61412345678"');
    expect(mail.html).not.toMatch(/<table/i);
  });

  it("escapes every value in the HTML: a name, a message or a field cannot add markup", () => {
    const hostile = sampleLead({
      contact: { ...lead.contact, name: "<script>alert(1)</script>", lastName: 'O"Brien' },
      message: "<img src=x onerror=alert(1)> & more",
      customFields: { "<b>field</b>": "<i>value</i>" },
    });
    const { html, text, subject } = staffNotification(hostile, links(hostile.id));
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain("<b>field");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; O&quot;Brien");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt; &amp; more");
    // The plain text is not markup: it says what the shopper typed.
    expect(text).toContain('Name: <script>alert(1)</script> O"Brien');
    expect(subject).toBe('Car enquiry from <script>alert(1)</script> O"Brien: 2023 Toyota LandCruiser 300 GX (CTM010687)');
  });

  it("gives a test drive's slot and a trade-in's valuation, and stands without a car or a photo", () => {
    const mail = staffNotification(
      sampleLead({
        form: "test-drive",
        car: null,
        testDriveAt: "2026-11-28T10:30",
        tradeIn: {
          valuationId: "v1",
          rego: "ABC123",
          regoState: "QLD",
          vehicle: { year: 2018, make: "Mazda", model: "CX-5", badge: "Maxx", vin: null },
          answers: { km: 85000, condition: "Good", serviceHistory: "Full", damage: "None", accessories: [] },
          estimate: { low: 18000, high: 20500, validUntil: "06/12/2026" },
          refusal: null,
          formCompleted: true,
          offerAccepted: true,
        },
      }),
      links("x"),
    );
    expect(mail.subject).toBe("Test drive from Charlotte O'Brien: Coastal Toyota");
    expect(mail.text).toContain("Test drive: 28/11/2026, 10:30am, the location's time");
    expect(mail.text).toContain(
      "Trade-in: 2018 Mazda CX-5 Maxx (rego ABC123 QLD), 85,000 km, offer $18,000 to $20,500 valid until 06/12/2026 (accepted)",
    );
    expect(mail.text).not.toContain("The car");
    expect(mail.html).not.toContain("<img");
    expect(staffNotification(sampleLead(), links("x")).html).not.toContain("<img");
  });
});
