/**
 * Paths no search engine should crawl: the API, accounts and saved lists (one shopper's own), the
 * comparison and print views (copies of car pages), payment and checkout steps, thank-you pages, and the
 * console's previews of unpublished content.
 * A car's checkout and buy-online pages sit under its own page, so a wildcard names them.
 */
export const DISALLOWED_PATHS = [
  "/api/",
  "/sign-in",
  "/sign-out",
  "/my-garage",
  "/watchlist",
  "/favourites",
  "/compare",
  "/print",
  "/online-payment",
  "/checkout-journey",
  "/cars/*/checkout",
  "/cars/*/buy-online",
  "/success",
  "/preview/",
] as const;

/** The site's robots.txt: everything but the paths above, and where the sitemap is (on the canonical origin). */
export function robotsTxt(origin: string): string {
  return ["User-agent: *", ...DISALLOWED_PATHS.map((p) => `Disallow: ${p}`), "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
}
