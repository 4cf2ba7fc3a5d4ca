import { describe, expect, it } from "vitest";
import { cachePolicy, PERSONAL_CACHE_CONTROL, pageEtag, replaceNonce, sharedCacheControl } from "./cache-policy";

const page = { anonymous: true, sharedSeconds: 10, status: 200, setsCookie: false, own: undefined };

describe("cache policy", () => {
  it("lets shared caches keep a page that opted in, answered to an anonymous request, for its seconds plus a stale minute", () => {
    expect(cachePolicy(page)).toEqual({ cacheControl: "public, max-age=0, s-maxage=10, stale-while-revalidate=60", shared: true });
    expect(sharedCacheControl(30)).toBe("public, max-age=0, s-maxage=30, stale-while-revalidate=60");
  });

  it("keeps anything that may be personal out of every cache", () => {
    for (const [what, input] of Object.entries({
      "a shopper with a cookie or credentials": { ...page, anonymous: false },
      "a page that did not opt in (a form with one-time tokens)": { ...page, sharedSeconds: 0 },
      "a 404 or an error": { ...page, status: 404 },
      "a response that sets a cookie": { ...page, setsCookie: true },
    }))
      expect(cachePolicy(input), what).toEqual({ cacheControl: PERSONAL_CACHE_CONTROL, shared: false });
  });

  it("keeps a route's own Cache-Control unless the response sets a cookie", () => {
    expect(cachePolicy({ ...page, own: "public, max-age=0, must-revalidate" })).toEqual({
      cacheControl: "public, max-age=0, must-revalidate",
      shared: true,
    });
    expect(cachePolicy({ ...page, anonymous: false, sharedSeconds: 0, own: "public, max-age=3600" }).cacheControl).toBe(
      "public, max-age=3600",
    );
    expect(cachePolicy({ ...page, setsCookie: true, own: "public, max-age=3600" }).cacheControl).toBe(PERSONAL_CACHE_CONTROL);
  });

  it("gives copies of a page that differ only in their nonce the same weak ETag, and other pages another", () => {
    const a = "0123456789abcdef0123456789abcdef";
    const b = "fedcba9876543210fedcba9876543210";
    const render = (nonce: string, price: string) =>
      Buffer.from(`<script nonce="${nonce}">x</script><p>${price} – “drive away”</p><style nonce="${nonce}"></style>`);
    expect(pageEtag(render(a, "$10"), a)).toBe(pageEtag(render(b, "$10"), b));
    expect(pageEtag(render(a, "$10"), a)).not.toBe(pageEtag(render(a, "$11"), a));
    expect(pageEtag(render(a, "$10"), a)).toMatch(/^W\/"[\w-]{27}"$/);
  });

  it("swaps every copy of a page's nonce for another, leaving the rest of its bytes as they were", () => {
    const a = "0123456789abcdef0123456789abcdef";
    const page = (nonce: string) => `${nonce}<script nonce="${nonce}">“x”</script><style nonce="${nonce}"></style>${nonce}`;
    expect(replaceNonce(Buffer.from(page(a)), a, "short").toString()).toBe(page("short"));
    expect(replaceNonce(Buffer.from("<p>no nonce here</p>"), a, "b").toString()).toBe("<p>no nonce here</p>");
  });
});
