import { describe, expect, it } from "vitest";
import { inboxFilterSchema, inboxQuery } from "./inbox-filter";
import { cursorOf } from "./keyset-cursor";

const viewer = { staffId: "7", dealerships: null };

describe("the inbox's filters", () => {
  it("ignore blank keys, as an empty select sends them", () => {
    expect(inboxFilterSchema.parse({ form: "", status: "", q: "  " })).toEqual({ q: undefined });
  });

  it("refuse a status or a date that is not one", () => {
    expect(inboxFilterSchema.safeParse({ status: "won" }).success).toBe(false);
    expect(inboxFilterSchema.safeParse({ from: "31/12/2026" }).success).toBe(false);
    expect(inboxFilterSchema.safeParse({ after: "' OR 1=1" }).success).toBe(false);
  });

  it("take a date range as whole days on the site's clock (Brisbane has no daylight saving)", () => {
    const q = inboxQuery(inboxFilterSchema.parse({ from: "2026-12-01", to: "2026-12-01" }), viewer, "Australia/Brisbane");
    expect(q.since?.toISOString()).toBe("2026-11-30T14:00:00.000Z");
    expect(q.until?.toISOString()).toBe("2026-12-01T14:00:00.000Z");
  });

  it("take Sydney's days in daylight saving time", () => {
    const q = inboxQuery(inboxFilterSchema.parse({ from: "2026-12-01" }), viewer, "Australia/Sydney");
    expect(q.since?.toISOString()).toBe("2026-11-30T13:00:00.000Z");
  });

  it("resolve 'assigned to me' and 'no one'", () => {
    expect(inboxQuery(inboxFilterSchema.parse({ assigned: "me" }), viewer, "Australia/Sydney").assigned).toBe("7");
    expect(inboxQuery(inboxFilterSchema.parse({ assigned: "none" }), viewer, "Australia/Sydney").assigned).toBeNull();
    expect(inboxQuery(inboxFilterSchema.parse({}), viewer, "Australia/Sydney").assigned).toBeUndefined();
  });

  it("page on from where the last row left off", () => {
    const row = { createdAt: new Date("2026-12-01T03:04:05.678Z"), id: "0b6c1a52-3f1e-4a57-9a0e-6d2f5c1e8b90" };
    const q = inboxQuery(inboxFilterSchema.parse({ after: cursorOf(row) }), viewer, "Australia/Sydney");
    expect(q.after).toEqual(row);
  });
});
