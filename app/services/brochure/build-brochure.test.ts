import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { buildBrochure, type BrochureInput } from "./build-brochure";

const input: BrochureInput = {
  title: "2024 Škoda Kodiaq",
  subtitle: "Style 132TSI",
  priceText: "$45,990",
  facts: [
    ["Kilometres", "12,345 km"],
    ["Transmission", "Automatic"],
    ["VIN", "TMBJJ7NS1R8000001"],
  ],
  features: ["Apple CarPlay", "Heated seats 🔥", "Café-style cupholders"],
  dealer: { name: "Metro Škoda Sales", address: "1 George St, Sydney NSW 2000", phone: "02 9000 0000" },
  siteName: "Metro Motor Group",
  url: "http://metro.example/cars/2024-skoda-kodiaq",
  photo: null,
  preparedOn: "22/11/2026",
};

describe("PDF brochure", () => {
  it("is a one-page PDF titled with the car's name", async () => {
    const bytes = await buildBrochure(input);
    expect(Buffer.from(bytes.slice(0, 5)).toString("latin1")).toBe("%PDF-");
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe("2024 Škoda Kodiaq");
    expect(doc.getSubject()).toContain("$45,990");
  });

  it("survives characters the PDF fonts cannot draw", async () => {
    await expect(buildBrochure({ ...input, title: "2024 Kia EV9 ✨ 🚗", features: ["日本語"] })).resolves.toBeInstanceOf(Uint8Array);
  });
});
