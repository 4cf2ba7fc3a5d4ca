/**
 * Discovery spec section 6: some routes need a signed-in shopper. A site lists them in
 * `gatedRoutes`; an entry covers its path and everything under it ("/my-garage" covers the brand
 * garage "/my-garage/toyota"), and `{slug}` matches one segment ("/cars/{slug}/checkout").
 */
export function gatedEntry(path: string, gatedRoutes: readonly string[]): string | null {
  for (const spelling of sameRoute(path)) {
    const segments = splitPath(spelling);
    for (const entry of gatedRoutes) {
      const pattern = splitPath(entry);
      if (pattern.length > segments.length) continue;
      if (pattern.every((p, i) => p === "{slug}" || p === segments[i])) return entry;
    }
  }
  return null;
}

/**
 * A car's checkout and buy-online pages take the same deposit: the one a site's Reserve button names, and the other that
 * `/checkout-journey` leads to. A site that gates either gates both, or the other would be a way round the gate.
 */
function sameRoute(path: string): string[] {
  const checkout = /^(\/cars\/[^/]+\/)(checkout|buy-online)(\/.*)?$/i.exec(path);
  if (!checkout) return [path];
  const other = checkout[2].toLowerCase() === "checkout" ? "buy-online" : "checkout";
  return [path, `${checkout[1]}${other}${checkout[3] ?? ""}`];
}

/**
 * The path of the route React Router matched, from its pattern ("/cars/:slug/checkout") and its decoded params: what
 * gating judges. The request's raw path is not: "/cars/x/%63heckout" matches the checkout route but not the entry.
 */
export function matchedRoutePath(pattern: string, params: Readonly<Record<string, string | undefined>>): string {
  const path = pattern.replace(/:(\w+)\??|\*$/g, (whole, name: string | undefined) => params[name ?? "*"] ?? (whole === "*" ? "" : whole));
  // React Router joins the matched routes' paths, and the root's is empty: "cars/:slug/checkout".
  return path.startsWith("/") ? path : `/${path}`;
}

const splitPath = (path: string) =>
  path
    .toLowerCase()
    .split("/")
    .filter((s) => s !== "");

/** The sign-in `type` for a gated route: its first named segment ("garage" for "/my-garage"). */
export function signInType(entry: string): string {
  const first = splitPath(entry).find((s) => s !== "{slug}") ?? "account";
  return first.replace(/^my-/, "");
}

/**
 * A same-site path to send the shopper to after sign-in, or the fallback: never another origin
 * ("//evil.example", "/\\evil.example", "https://..."), never a control character.
 */
export function safeRedirectPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2000) return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  const url = new URL(value, "http://same.invalid");
  if (url.origin !== "http://same.invalid") return fallback;
  // The result is checked, not only the input: resolving "/.//evil.example" or "/%2e%2e//evil.example" gives the path
  // "//evil.example", which a browser reads as another origin.
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith("//") || path.startsWith("/\\") ? fallback : path;
}

/** `/sign-in?type=...&redirect=...&back=...` (discovery spec section 2). */
export function signInHref(input: { type: string; redirect: string; back: string }): string {
  const query = new URLSearchParams({ type: input.type, redirect: safeRedirectPath(input.redirect), back: safeRedirectPath(input.back) });
  return `/sign-in?${query}`;
}
