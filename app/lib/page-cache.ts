/**
 * Pages opt in to sharing by exporting `headers = sharedPageHeaders`: the same HTML may then go to
 * every shopper of the site for a few seconds. The server (server/page-cache.ts) keeps it in memory
 * (the CSP nonce is replaced per response), gives it an ETag, and tells CDNs and proxies they may keep
 * it too (`s-maxage`, server/cache-policy.ts), but only for a request with no cookie and a 200 that
 * sets none; anything else goes out `private, no-store`. A page that carries anything for one
 * shopper only (a form's one-time robot check or timer, a lead receipt, a signed-in shopper's data)
 * must not opt in. The header never leaves the server: the server takes it off every response.
 */
export const PAGE_CACHE_HEADER = "X-Page-Cache-Seconds";

/** How long a shared page may be served from a cache (its `s-maxage`): short, because a price or an opening status can change. */
export const SHARED_PAGE_SECONDS = 10;

export function sharedPageHeaders(): Record<string, string> {
  return { [PAGE_CACHE_HEADER]: String(SHARED_PAGE_SECONDS) };
}
