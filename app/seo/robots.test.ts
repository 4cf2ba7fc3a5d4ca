import { describe, expect, it } from "vitest";
import { robotsTxt } from "./robots";

describe("robots.txt", () => {
  const text = robotsTxt("https://www.coastaltoyota.com.au");

  it("keeps crawlers out of private and transactional paths", () => {
    for (const path of ["/api/", "/sign-in", "/my-garage", "/watchlist", "/favourites", "/compare", "/print", "/online-payment"])
      expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toContain("Disallow: /cars/*/checkout\n");
    expect(text).toContain("Disallow: /cars/*/buy-online\n");
    expect(text).toContain("Disallow: /success\n");
    expect(text.startsWith("User-agent: *\n")).toBe(true);
  });

  it("points to the sitemap on the canonical origin", () => {
    expect(text).toContain("Sitemap: https://www.coastaltoyota.com.au/sitemap.xml\n");
  });
});
