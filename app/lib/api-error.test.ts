import { describe, expect, it } from "vitest";
import { API_ERROR_STATUS, apiError, issueFields, methodNotAllowed, readJsonBody } from "./api-error";

describe("apiError", () => {
  it("takes the status from the code's row and answers { error, code } as JSON", async () => {
    const res = apiError("not_found", "No such car.");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ error: "No such car.", code: "not_found" });
  });

  it("separates malformed requests (400) from what a shopper can fix (422, with fields)", async () => {
    expect(API_ERROR_STATUS.bad_request).toBe(400);
    expect(API_ERROR_STATUS.invalid_json).toBe(400);
    const res = apiError("invalid_input", "Please fix the following errors:", { fields: { email: "Enter an e-mail address." } });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      error: "Please fix the following errors:",
      code: "invalid_input",
      fields: { email: "Enter an e-mail address." },
    });
  });

  it("names the allowed methods in a 405 and the wait in a 429", () => {
    const wrong = methodNotAllowed("GET", "HEAD");
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get("allow")).toBe("GET, HEAD");
    const limited = apiError("rate_limited", "Too many.", { retryAfterSeconds: 12.2 });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("13");
  });
});

describe("request helpers", () => {
  it("answers a body that is not JSON with 400 invalid_json", async () => {
    const read = await readJsonBody(new Request("http://x/", { method: "POST", body: "{nope" }));
    expect(read.ok).toBe(false);
    if (!read.ok) expect(await read.response.json()).toMatchObject({ code: "invalid_json" });
    expect(await readJsonBody(new Request("http://x/", { method: "POST", body: '{"a":1}' }))).toEqual({ ok: true, value: { a: 1 } });
  });

  it("turns schema issues into one message per field, at most the limit", () => {
    const issues = [
      { path: ["events", 0, "event_id"], message: "Expected a number" },
      { path: ["events", 0, "event_id"], message: "Too small" },
      { path: [], message: "Bad body" },
      { path: ["name"], message: "Required" },
    ];
    expect(issueFields(issues)).toEqual({ "events.0.event_id": "Expected a number", body: "Bad body", name: "Required" });
    expect(issueFields(issues, 1)).toEqual({ "events.0.event_id": "Expected a number" });
  });
});
