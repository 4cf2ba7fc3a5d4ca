/**
 * Pages opt in to the server's shared page cache (server/page-cache.ts) by exporting
 * `headers = sharedPageHeaders`: the same HTML may then go to every shopper of the site for a few
 * seconds (the CSP nonce is replaced per response). A page that carries anything for one shopper
 * only (a form's one-time robot check or timer, a lead receipt, a signed-in shopper's data) must not.
 * The header never leaves the server: the cache takes it off every response.
 */
export const PAGE_CACHE_HEADER = "X-Page-Cache-Seconds";

/** How long a shared page may be served from the cache: short, because a price or an opening status can change. */
export const SHARED_PAGE_SECONDS = 10;

export function sharedPageHeaders(): Record<string, string> {
  return { [PAGE_CACHE_HEADER]: String(SHARED_PAGE_SECONDS) };
}
