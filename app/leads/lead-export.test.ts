import { describe, expect, it } from "vitest";
import { csvCell, deliverySummary, leadsToCsv, receivedAt, toCsv } from "./lead-export";

describe("lead export", () => {
  it("drops terminal control characters (security finding 17) but keeps line breaks", () => {
    expect(csvCell("\u0007bell\u001b[31mred")).toBe("bell[31mred");
    expect(csvCell("one\ntwo")).toBe('"one\ntwo"');
  });
  it("quotes commas, quotes and new lines, and defuses formulas", () => {
    expect(csvCell('Say "hi", ok')).toBe('"Say ""hi"", ok"');
    expect(csvCell("=HYPERLINK(1)")).toBe(`"'=HYPERLINK(1)"`);
    expect(csvCell(null)).toBe("");
  });
  it("writes a header and one CRLF line per row, each cell quoted and defused", () => {
    expect(
      toCsv(
        ["a", "b"],
        [
          ["x, y", "=1+1"],
          [null, 3],
        ],
      ),
    ).toBe(`a,b\r\n"x, y","'=1+1"\r\n,3\r\n`);
    expect(toCsv(["only"], [])).toBe("only\r\n");
  });
  it("shows the time in the site's zone as dd/mm/yyyy", () => {
    expect(receivedAt(new Date("2026-11-22T02:00:00Z"), "Australia/Brisbane")).toBe("22/11/2026 12:00");
    expect(receivedAt(new Date("2026-11-22T02:00:00Z"), "Australia/Sydney")).toBe("22/11/2026 13:00");
  });
  it("writes one line per lead with its delivery state", () => {
    const csv = leadsToCsv(
      [
        {
          id: "a",
          createdAt: new Date("2026-11-22T02:00:00Z"),
          form: "vehicle",
          category: "Vehicle Enquiry",
          name: "Ann",
          lastName: null,
          email: "a@example.com",
          phone: "0412345678",
          carId: 4,
          dealershipSlug: "x",
          quarantineReason: null,
          releasedAt: null,
          marketingConsent: "ticked-by-shopper",
          deliveries: [{ id: "1", channel: "email", status: "dead", attempts: 9, lastError: "refused" }],
        },
      ],
      "Australia/Brisbane",
    );
    expect(csv.split("\r\n")[1]).toBe(
      "a,22/11/2026 12:00,vehicle,Vehicle Enquiry,Ann,,a@example.com,0412345678,4,x,,email dead,ticked-by-shopper",
    );
  });
  it("says why a held lead is not delivered, and once released shows its deliveries", () => {
    const held = { quarantineReason: "honeypot", releasedAt: null, deliveries: [] };
    expect(deliverySummary(held)).toBe("held (honeypot): not delivered");
    const delivery = { id: "1", channel: "email", status: "delivered", attempts: 1, lastError: null };
    expect(deliverySummary({ ...held, releasedAt: new Date(), deliveries: [delivery] })).toBe("email delivered");
  });
});
