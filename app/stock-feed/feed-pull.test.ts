import { describe, expect, it } from "vitest";
import { conditionalHeaders, duePulls, pullAddressProblem, pullChange, pullFormat, pullFormSchema } from "./feed-pull";

const at = (iso: string) => new Date(iso);
const none = { etag: null, lastModified: null, contentSha256: null };

describe("which pulls are due", () => {
  it("takes the enabled pulls whose time has come, most overdue first", () => {
    const pulls = [
      { id: "later", enabled: true, nextDueAt: at("2026-12-02T10:05:00Z") },
      { id: "paused", enabled: false, nextDueAt: at("2026-12-02T09:00:00Z") },
      { id: "now", enabled: true, nextDueAt: at("2026-12-02T10:00:00Z") },
      { id: "overdue", enabled: true, nextDueAt: at("2026-12-02T09:30:00Z") },
    ];
    expect(duePulls(pulls, at("2026-12-02T10:00:00Z")).map((p) => p.id)).toEqual(["overdue", "now"]);
  });
});

describe("telling a changed feed", () => {
  it("asks with the last import's ETag and Last-Modified, and with nothing the first time", () => {
    expect(conditionalHeaders(none)).toEqual({});
    expect(conditionalHeaders({ etag: '"a1"', lastModified: "Tue, 01 Dec 2026 10:00:00 GMT", contentSha256: "x" })).toEqual({
      "If-None-Match": '"a1"',
      "If-Modified-Since": "Tue, 01 Dec 2026 10:00:00 GMT",
    });
  });

  it("reads a 304 as unchanged, and the same body's hash as unchanged when the server sends no validators", () => {
    const last = { etag: null, lastModified: null, contentSha256: "abc" };
    expect(pullChange({ status: 304, etag: null, lastModified: null, contentSha256: null }, last)).toBe("unchanged");
    expect(pullChange({ status: 200, etag: null, lastModified: null, contentSha256: "abc" }, last)).toBe("unchanged");
    expect(pullChange({ status: 200, etag: null, lastModified: null, contentSha256: "abd" }, last)).toBe("changed");
    expect(pullChange({ status: 200, etag: '"1"', lastModified: null, contentSha256: "abc" }, none)).toBe("changed");
  });

  it("fails on an error status, and on a 304 to a request that named no earlier answer", () => {
    expect(pullChange({ status: 500, etag: null, lastModified: null, contentSha256: null }, none)).toEqual({ failed: "answered HTTP 500" });
    expect(pullChange({ status: 304, etag: null, lastModified: null, contentSha256: null }, none)).toMatchObject({
      failed: expect.any(String),
    });
  });

  it("takes the format from the Content-Type, else the schedule's", () => {
    expect(pullFormat("application/json; charset=utf-8", "csv")).toBe("json");
    expect(pullFormat("application/octet-stream", "csv")).toBe("csv");
  });
});

describe("the pull schedule's form", () => {
  const form = { url: "https://stock.example.com/feed.csv", mode: "full", format: "csv", intervalMinutes: "30", authKind: "none" };
  const schema = pullFormSchema({ allowLoopback: false });

  it("takes an https address, a mode, a format and an interval of at least 5 minutes", () => {
    const parsed = schema.safeParse({ ...form, enabled: "on" });
    expect(parsed.success && parsed.data).toMatchObject({ intervalMinutes: 30, enabled: true, authUser: null, authSecret: null });
    expect(schema.safeParse({ ...form, intervalMinutes: "4" }).error?.issues[0].message).toBe("At least every 5 minutes.");
  });

  it("refuses plain http, credentials in the address, and local or private hosts", () => {
    expect(pullAddressProblem("http://stock.example.com/feed.csv", { allowLoopback: false })).toMatch(/https/);
    expect(pullAddressProblem("https://u:p@stock.example.com/feed.csv", { allowLoopback: false })).toMatch(/own fields/);
    for (const url of [
      "https://localhost/f",
      "https://10.1.2.3/f",
      "https://192.168.0.4/f",
      "https://169.254.169.254/f",
      "https://[::1]/f",
    ])
      expect([url, pullAddressProblem(url, { allowLoopback: false })]).toEqual([url, expect.stringMatching(/public/)]);
    expect(pullAddressProblem("http://127.0.0.1:4000/f", { allowLoopback: true })).toBeNull();
  });

  it("asks for the user name of a password and the header name of a token", () => {
    const basic = schema.safeParse({ ...form, authKind: "basic" });
    expect(basic.error?.issues.map((i) => [i.path[0], i.message])).toEqual([["authUser", "Enter the user name."]]);
    const header = schema.safeParse({ ...form, authKind: "header", authHeader: "X Api" });
    expect(header.error?.issues[0].message).toBe("A header name is letters, digits and dashes.");
  });
});
