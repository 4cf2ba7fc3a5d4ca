import { describe, expect, it } from "vitest";
import { rateLimitBucket, routePath } from "./rate-limits";

describe("which limit a request counts against", () => {
  it.each([
    ["POST", "/api/leads", "leads"],
    ["POST", "/contact", "leads"],
    ["POST", "/enquiry", "leads"],
    ["POST", "/book-test-drive.data", "leads"],
    ["POST", "/book-test-drive/_.data", "leads"],
    ["POST", "/api/events", "events"],
    ["POST", "/api/youx/quote", "quotes"],
    ["POST", "/api/cars/2023-toyota-hilux-ctm1/phone", "phone"],
    ["GET", "/api/cars/2023-toyota-hilux-ctm1/view.json", "views"],
    ["HEAD", "/api/cars/2023-toyota-hilux-ctm1/view.json", "views"],
    ["GET", "/api/search", "search"],
    ["GET", "/search/new-used-and-demo-cars", "search"],
    ["GET", "/search/toyota/hilux.data", "search"],
    ["GET", "/api/captcha/challenge", "questions"],
    ["GET", "/api/lead-form", "questions"],
    ["POST", "/trade-in", "valuations"],
    ["POST", "/Sell-My-Car/", "valuations"],
    ["POST", "/sell-your-car.data", "valuations"],
    ["POST", "/cars/trade-in", "valuations"],
    ["POST", "/api/valuation", "valuations"],
    ["POST", "/api/miscellaneous", "valuations"],
    ["POST", "/cars/2024-toyota-rav4-gx-ctm1/checkout", "checkout"],
    ["POST", "/cars/2024-toyota-rav4-gx-ctm1/buy-online.data", "checkout"],
    ["POST", "/sign-in.data", "sign-in"],
    ["POST", "/api/passkeys/sign-in", "sign-in"],
    ["POST", "/my-garage/toyota.data", "sign-in"],
    ["POST", "/spin-to-win", "sign-in"],
    ["POST", "/online-payment", "checkout"],
    ["POST", "/dealer/sign-in", "sign-in"],
    ["POST", "/dealer/sign-in.data", "sign-in"],
    ["POST", "/dealer/passkeys/sign-in", "sign-in"],
    ["POST", "/dealer/passkeys/sign-in-options", "sign-in"],
  ])("%s %s -> %s", (method, path, bucket) => {
    expect(rateLimitBucket(method, path)).toBe(bucket);
  });

  it.each([
    ["GET", "/"],
    ["GET", "/cars/2023-toyota-hilux-ctm1"],
    ["GET", "/contact"],
    ["GET", "/api/geocode"],
    ["GET", "/api/cars/x/autogauge"],
    ["GET", "/searchlight"],
    ["POST", "/api/no-such-endpoint"],
    ["OPTIONS", "/api/leads"],
    // The console's own forms: behind a staff session and its token; a dealer works through many a minute.
    ["POST", "/dealer/reservations/9c214869-fb7a-4553-ba00-3bcaf46e7eb4"],
    ["POST", "/dealer/leads/held.data"],
  ])("%s %s is not limited", (method, path) => {
    expect(rateLimitBucket(method, path)).toBeNull();
  });

  it("sees the path React Router routes: case, percent-encoding, repeated and trailing slashes, the .data suffix", () => {
    for (const path of ["/API/Leads", "/api/le%61ds", "//api//leads/", "/api/leads.data", "/api/leads/_.data"])
      expect(rateLimitBucket("POST", path), path).toBe("leads");
    expect(rateLimitBucket("GET", "/%53earch/used-cars")).toBe("search");
    expect(routePath("/_.data")).toBe("/");
    expect(routePath("/contact/_.data")).toBe("/contact");
    expect(rateLimitBucket("POST", "/api/leads%2F")).toBeNull(); // a route of its own (404), as React Router sees it
    expect(routePath("/%E0%A4%A")).toBe("/%e0%a4%a");
  });
});
