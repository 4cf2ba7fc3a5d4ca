import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { validateFeedRows } from "./feed-row";
import { parseFeed } from "./parse-feed";

/** docs/feeds/example.csv and example.json are what dealers copy: both must pass the real parser and schema whole. */
describe("the documented example feeds", () => {
  it.each(["csv", "json"] as const)("example.%s parses with no rejected row", (format) => {
    const parsed = parseFeed(readFileSync(`docs/feeds/example.${format}`, "utf8"), format);
    if (!parsed.ok) throw new Error(parsed.error);
    const { valid, rejected } = validateFeedRows(parsed.rows);
    expect(rejected).toEqual([]);
    expect(valid.map((v) => v.row.stock_number)).toEqual(["U1042", "N2207"]);
    const [hilux] = valid.map((v) => v.row);
    // Everything the README promises arrives: photos (URLs and a file), videos, features, specifications and the fields a site's rules read.
    expect(hilux).toMatchObject({
      photos: [
        "https://photos.dealer.example/u1042/front.jpg",
        "https://photos.dealer.example/u1042/side.jpg",
        "photos/u1042-interior.jpg",
      ],
      videos: ["https://www.youtube.com/watch?v=aBcDeFgHiJk"],
      walkaround_video: "https://videos.dealer.example/u1042-walkaround.mp4",
      features: ["Tow Bar", "Bull Bar", "Apple CarPlay", "Reversing Camera"],
      specifications: { Power: "150 kW", Torque: "500 Nm", "Towing capacity": "3500 kg", "Fuel economy": "8.4 L/100km" },
      certified: true,
      tag: "Low Kms",
      build_date: "2021-03-01",
      compliance_date: "2021-04-01",
      rego_expiry: "2027-06-30",
      history_report_url: "https://history.dealer.example/u1042.pdf",
      spin: { exterior: expect.arrayContaining(["https://photos.dealer.example/u1042/spin-01.jpg"]), interior: [] },
      lenders: [{ provider: "youx", interest_rate: 8.99, comparison_rate: 9.49, payment_week: 119, term_years: 5 }],
    });
  });

  it("the two examples describe the same used car", () => {
    const rows = (format: "csv" | "json") => {
      const parsed = parseFeed(readFileSync(`docs/feeds/example.${format}`, "utf8"), format);
      if (!parsed.ok) throw new Error(parsed.error);
      return validateFeedRows(parsed.rows).valid.map((v) => v.row);
    };
    expect(rows("csv")[0]).toEqual(rows("json")[0]);
  });
});
