import { LANDING_PAGE_SLUGS } from "./landing-pages";
/**
 * Where a content page lives. The spec gives some pages an address of their own (discovery section
 * 2: /about-us, the legal pages, /fleet, /finance-and-insurance; /careers, which also carries the
 * careers form; vehicle spec section 2: /capped-price-servicing, /warranty, /roadside-assist and the
 * group's /4x4-outdoor); every other page a dealer writes is /pages/{slug}. The slug of a page with its own
 * address is that address, so one table of content pages serves both.
 */
export const OWN_PATH_SLUGS = [
  // The landing content of form pages lives at the form page (landing-pages.ts).
  ...LANDING_PAGE_SLUGS,
  "about-us",
  "privacy-policy",
  "terms-and-conditions",
  "fleet",
  "finance-and-insurance",
  // Vehicle spec section 2: the ute brand's service pages, and the group page a brand tile links to.
  "capped-price-servicing",
  "warranty",
  "roadside-assist",
  "4x4-outdoor",
] as const;

const OWN_PATHS: ReadonlySet<string> = new Set(OWN_PATH_SLUGS);

/** The route pattern of pages without an address of their own (app/routes.ts). */
const PAGES_PATTERN = "pages/:slug";

/** The one address a page is served at (its canonical path). */
export function contentPagePath(slug: string): string {
  return OWN_PATHS.has(slug) ? `/${slug}` : `/pages/${slug}`;
}

export type ContentRoute = { kind: "page"; slug: string } | { kind: "moved"; to: string };

/**
 * What a content route was asked for, from the route pattern React Router matched (`/about-us`,
 * `/pages/:slug`) and the `:slug` parameter: the page's slug; or, for /pages/{slug} naming a page
 * with an address of its own (/pages/about-us), that address, so each page has one URL; or null
 * for a pattern that is not a content route.
 */
export function contentRoute(pattern: string, slugParam: string | undefined): ContentRoute | null {
  const path = pattern.replace(/^\/+|\/+$/g, "");
  if (path === PAGES_PATTERN) {
    if (!slugParam) return null;
    return OWN_PATHS.has(slugParam) ? { kind: "moved", to: contentPagePath(slugParam) } : { kind: "page", slug: slugParam };
  }
  return OWN_PATHS.has(path) ? { kind: "page", slug: path } : null;
}
