import { describe, expect, it } from "vitest";
import { batchVisitor, visitorFromRequest } from "./visitor-cookie.server";

const id = "0b6f2c1e-8d3a-4f5b-9c7d-2e1f0a9b8c7d";
const newId = () => "11111111-2222-4333-8444-555555555555";

describe("visitorFromRequest", () => {
  it("reads the visitor cookie among others, and ignores one the server could not have set", () => {
    const request = (cookie: string) => new Request("http://x.localhost/api/events", { headers: { Cookie: cookie } });
    expect(visitorFromRequest(request(`a=1; __visitor=${id}; b=2`))).toBe(id);
    expect(visitorFromRequest(request("__visitor=not-a-uuid"))).toBeNull();
    expect(visitorFromRequest(new Request("http://x.localhost/api/events"))).toBeNull();
  });
});

describe("batchVisitor", () => {
  it("assigns a new id in a year-long cookie only /api/events receives, where the site does not ask", () => {
    const { visitor, setCookie } = batchVisitor({ askConsent: false }, { existing: null, secure: false }, newId);
    expect(visitor).toBe(newId());
    expect(setCookie).toBe(`__visitor=${newId()}; Max-Age=31536000; Path=/api/events; HttpOnly; SameSite=Lax`);
  });

  it("keeps the browser's own id without setting the cookie again", () => {
    expect(batchVisitor({ askConsent: false }, { existing: id, secure: true }, newId)).toEqual({ visitor: id, setCookie: null });
  });

  it("marks the cookie Secure over HTTPS", () => {
    expect(batchVisitor({ askConsent: true }, { consent: true, existing: null, secure: true }, newId).setCookie).toMatch(/; Secure$/);
  });

  it("where the site asks, assigns no id without consent, and clears an id the browser still holds", () => {
    expect(batchVisitor({ askConsent: true }, { existing: null, secure: false }, newId)).toEqual({ visitor: null, setCookie: null });
    expect(batchVisitor({ askConsent: true }, { consent: false, existing: id, secure: false }, newId)).toEqual({
      visitor: null,
      setCookie: "__visitor=; Max-Age=0; Path=/api/events; HttpOnly; SameSite=Lax",
    });
  });
});
