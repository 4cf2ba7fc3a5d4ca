/**
 * Whether a string is an http(s) origin written the way URL writes one: scheme, host and a port
 * only when it is not the scheme's default; no path, query, fragment or credentials.
 */
export function isHttpOrigin(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === "http:" || url.protocol === "https:") && url.origin === value;
}

/**
 * A site's canonical origin: the one every absolute URL it hands out starts with (canonical link,
 * og:url and og:image, JSON-LD, the brochure, the lead's siteUrl in the dealer's e-mail). It comes
 * from the site's config (`canonicalOrigin`), else the demo address `http://{slug}.localhost:{port}`;
 * never from a request's Host or X-Forwarded-* headers (docs/decisions/009-canonical-origins-and-proxies.md).
 */
export function siteOrigin(config: { slug: string; canonicalOrigin?: string }, port: number): string {
  return config.canonicalOrigin ?? `http://${config.slug}.localhost${port === 80 ? "" : `:${port}`}`;
}

/** The host name a canonical origin names, as resolveHost compares host names (lower case, no port). */
export function originHostname(origin: string): string {
  return new URL(origin).hostname.toLowerCase();
}

/** An absolute URL on the site: its canonical origin and the path (with query) of `pathOrUrl`. */
export function siteUrl(site: { origin: string }, pathOrUrl: string): string {
  const url = new URL(pathOrUrl, site.origin);
  return `${site.origin}${url.pathname}${url.search}`;
}
