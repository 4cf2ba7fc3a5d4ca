import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: test data shared with the integration tests lives in tests/support
import { sampleLead } from "../../../tests/support/sample-lead";
import { isoInZone, leadToAdf } from "./adf";

/** The ADF 1.0 specification's DTD, vendored beside the code (see its header). */
const DTD = fileURLToPath(new URL("./adf-1.0.dtd", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "adf-"));

/** Validates with xmllint against the ADF DTD; returns xmllint's complaint, or "" when valid. */
function dtdErrors(xml: string): string {
  const file = join(dir, "lead.xml");
  writeFileSync(file, xml);
  try {
    execFileSync("xmllint", ["--noout", "--dtdvalid", DTD, file], { stdio: "pipe" });
    return "";
  } catch (error) {
    return String((error as { stderr?: Buffer }).stderr ?? error);
  }
}

const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  trimValues: false,
  processEntities: true,
  htmlEntities: true,
});

describe("ADF 1.0 documents", () => {
  it("is valid against the DTD for a car lead, a test drive and a lead with no car", () => {
    expect(dtdErrors(leadToAdf(sampleLead()))).toBe("");
    expect(dtdErrors(leadToAdf(sampleLead({ form: "test-drive", testDriveAt: "2026-11-28T10:30" })))).toBe("");
    expect(
      dtdErrors(
        leadToAdf(
          sampleLead({
            car: null,
            form: "general",
            contact: { ...sampleLead().contact, lastName: null },
            vendor: { name: "X", phone: null, email: null, timeZone: "Australia/Sydney" },
          }),
        ),
      ),
    ).toBe("");
  });

  it("carries a trade-in as a second vehicle (interest trade-in, with the appraisal), or as the car to sell when no car is named", () => {
    const tradeIn = {
      valuationId: "0b8f2f3e-1c7a-4c61-9d4e-2f0c9b1e7a11",
      rego: "TRADE1",
      regoState: "nsw",
      vehicle: { year: 2021, make: "Toyota", model: "RAV4", badge: "GX", vin: "JTMW1RFV10D012345" },
      answers: { km: 72_500, condition: "good", serviceHistory: "partial", damage: "minor", accessories: ["towbar"] },
      estimate: { low: 25_800, high: 28_500, validUntil: "29/11/2026" },
      refusal: null,
      formCompleted: true,
      offerAccepted: true,
    };
    const withCar = leadToAdf(sampleLead({ form: "trade-in", tradeIn }));
    expect(dtdErrors(withCar)).toBe("");
    const vehicles = parser.parse(withCar).adf.prospect.vehicle;
    expect(vehicles.map((v: Record<string, string>) => v["@_interest"])).toEqual(["buy", "trade-in"]);
    expect(vehicles[1].price).toEqual({ "#text": "25800", "@_type": "appraisal", "@_currency": "AUD" });
    expect(vehicles[1].odometer).toEqual({ "#text": "72500", "@_units": "km" });
    expect(vehicles[1].pricecomments).toBe("Online estimate $25,800 to $28,500, valid until 29/11/2026");
    const comments = parser.parse(withCar).adf.prospect.customer.comments;
    expect(comments).toContain("Trade-in: 2021 Toyota RAV4 GX, rego TRADE1 (NSW)");
    expect(comments).toContain("Offer accepted: Yes");
    expect(comments).toContain("Questions answered: Yes");

    const noCar = leadToAdf(
      sampleLead({ form: "sell-my-car", car: null, tradeIn: { ...tradeIn, estimate: null, refusal: "Too old", offerAccepted: false } }),
    );
    expect(dtdErrors(noCar)).toBe("");
    const sell = parser.parse(noCar).adf.prospect.vehicle;
    expect(sell["@_interest"]).toBe("sell");
    expect(sell.price).toBeUndefined();
  });

  it("carries the car, the customer and the dealer", () => {
    const adf = parser.parse(leadToAdf(sampleLead({ form: "test-drive" }))).adf.prospect;
    expect(adf.vehicle["@_interest"]).toBe("test-drive");
    expect(adf.vehicle["@_status"]).toBe("used");
    expect(adf.vehicle.odometer).toEqual({ "#text": "60300", "@_units": "km" });
    expect(adf.vehicle.price).toEqual({ "#text": "68690", "@_type": "asking", "@_currency": "AUD" });
    expect(adf.vehicle.stock).toBe("CTM010687");
    expect(adf.customer.contact.email).toBe("charlotte@example.com.au");
    expect(adf.customer.comments).toContain("Lead id: 6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f");
    expect(adf.vendor.vendorname).toBe("Coastal Toyota");
    expect(adf.requestdate).toBe("2026-11-22T17:40:00+10:00");
  });

  it("says in the comments how the marketing opt-in was given (ADF has no element for it; decision 029)", () => {
    const lead = sampleLead();
    const withConsent = { ...lead, contact: { ...lead.contact, consent: { marketing: true, method: "ticked-by-shopper" as const } } };
    const comments = parser.parse(leadToAdf(withConsent)).adf.prospect.customer.comments;
    expect(comments).toContain("Marketing opt-in: Yes\nMarketing consent: box unticked when shown, ticked by the shopper");
  });

  it("round-trips any text, including quotes, ampersands and emoji, and stays valid", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 60 }), fc.string({ unit: "binary", maxLength: 30 }), (message, name) => {
        const cleanName = name.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "") || "A";
        const xml = leadToAdf(
          sampleLead({ message: `x${message}`, contact: { ...sampleLead().contact, name: cleanName, lastName: null } }),
        );
        const parsed = parser.parse(xml).adf.prospect;
        expect(parsed.customer.comments.split("\n")[0]).toBe(`Message: x${message}`.split("\n")[0]);
        expect(String(parsed.customer.contact.name["#text"])).toBe(cleanName);
      }),
      { numRuns: 300 },
    );
    const tricky = leadToAdf(sampleLead({ message: `He said "5 < 6 & 7 > 2" — it's 🚗💨 ok` }));
    expect(parser.parse(tricky).adf.prospect.customer.comments).toContain(`Message: He said "5 < 6 & 7 > 2" — it's 🚗💨 ok`);
    expect(dtdErrors(tricky)).toBe("");
  });
});

describe("request dates in the dealership's zone", () => {
  it("uses +10:00 in Queensland all year and +11:00 in Sydney in summer", () => {
    expect(isoInZone(new Date("2026-01-15T00:00:00Z"), "Australia/Brisbane")).toBe("2026-01-15T10:00:00+10:00");
    expect(isoInZone(new Date("2026-01-15T00:00:00Z"), "Australia/Sydney")).toBe("2026-01-15T11:00:00+11:00");
    expect(isoInZone(new Date("2026-07-15T00:00:00Z"), "Australia/Sydney")).toBe("2026-07-15T10:00:00+10:00");
    expect(isoInZone(new Date("2026-01-15T00:00:00.900Z"), "Australia/Adelaide")).toBe("2026-01-15T10:30:00+10:30");
  });
});
