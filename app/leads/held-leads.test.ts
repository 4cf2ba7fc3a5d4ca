import { describe, expect, it } from "vitest";
import { countHeldByDay, heldLeadRefusal, heldWindow } from "./held-leads";

const lead = { id: "5a0d6c1e-0000-4f7a-9d3c-000000000001", siteSlug: "value-used-cars", timeZone: "Australia/Brisbane" };

describe("why a held lead cannot be released or deleted", () => {
  it("reads another site's lead as unknown, and says when a lead was released or deleted, on the site's clock", () => {
    expect(heldLeadRefusal(null, lead)).toEqual({
      ok: false,
      code: "unknown",
      message: "No lead 5a0d6c1e-0000-4f7a-9d3c-000000000001 on value-used-cars.",
    });
    const at = new Date("2026-11-22T02:00:00Z");
    expect(heldLeadRefusal({ reason: "honeypot", releasedAt: at, deletedAt: null }, lead).message).toBe(
      "Lead 5a0d6c1e-0000-4f7a-9d3c-000000000001 was already released on 22/11/2026, 12:00 pm.",
    );
    expect(heldLeadRefusal({ reason: "honeypot", releasedAt: null, deletedAt: at }, lead).code).toBe("deleted");
    expect(heldLeadRefusal({ reason: null, releasedAt: null, deletedAt: null }, lead).code).toBe("not-held");
  });
});

describe("held leads per day", () => {
  const timeZone = "Australia/Sydney";
  const now = new Date("2026-11-22T02:00:00Z"); // 1 pm on 22/11 in Sydney (daylight time, +11)
  const held = (iso: string, reason = "filled-too-fast", more: { releasedAt?: Date; deletedAt?: Date } = {}) => ({
    createdAt: new Date(iso),
    reason,
    releasedAt: more.releasedAt ?? null,
    deletedAt: more.deletedAt ?? null,
  });

  it("starts the window at midnight on the site's clock", () => {
    expect(heldWindow(now, timeZone, 3)).toEqual({ firstDay: "2026-11-20", since: new Date("2026-11-19T13:00:00Z") });
  });

  it("counts each day on the site's clock, lists days with none as 0, and counts what the dealer released and deleted", () => {
    const days = countHeldByDay(
      [
        held("2026-11-20T12:59:00Z"), // 11:59 pm on 20/11 in Sydney
        held("2026-11-20T13:00:00Z", "honeypot", { deletedAt: now }), // midnight: 21/11
        held("2026-11-21T01:00:00Z", "filled-too-fast", { releasedAt: now }),
        held("2026-11-18T00:00:00Z"), // before the window
      ],
      { now, timeZone, days: 3 },
    );
    expect(days).toEqual([
      { day: "2026-11-20", held: 1, released: 0, deleted: 0, byReason: { "filled-too-fast": 1 } },
      { day: "2026-11-21", held: 2, released: 1, deleted: 1, byReason: { honeypot: 1, "filled-too-fast": 1 } },
      { day: "2026-11-22", held: 0, released: 0, deleted: 0, byReason: {} },
    ]);
  });
});
