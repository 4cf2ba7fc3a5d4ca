/**
 * Map tile sources (issue 15: a real map where a site configures one). A source is a URL template
 * in Leaflet's form, like https://tile.openstreetmap.org/{z}/{x}/{y}.png, where {s} may stand for a
 * subdomain (https://{s}.tile.example.com/...) and {r} for Leaflet's '@2x' on high-density screens.
 */

const PLACEHOLDER = /\{([^}]*)\}/g;
const KNOWN = new Set(["s", "z", "x", "y", "r"]);
/** Host names only (an optional {s} subdomain, then letters, digits, dots and hyphens) and an optional port. */
const HOST = /^(\{s\}\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/i;

/** Why a tile URL template cannot be used, or null when it can. */
export function tileUrlProblem(template: string): string | null {
  const match = /^https:\/\/([^/?#]+)(\/.*)$/.exec(template);
  if (!match) return "must be an https URL";
  const [, host, rest] = match;
  if (!HOST.test(host)) return "must name a plain host ({s} only as its first part)";
  const names = [...template.matchAll(PLACEHOLDER)].map((m) => m[1]);
  const unknown = names.find((n) => !KNOWN.has(n));
  if (unknown !== undefined) return `has an unknown placeholder {${unknown}}`;
  for (const n of ["z", "x", "y"]) if (!rest.includes(`{${n}}`)) return `must contain {${n}}`;
  return null;
}

/**
 * The Content-Security-Policy source that lets a page load this template's tiles (img-src): the
 * scheme and host, with a {s} subdomain widened to a wildcard (https://*.tile.example.com).
 */
export function tileCspSource(template: string): string {
  const host = /^https:\/\/([^/?#]+)/.exec(template)?.[1];
  if (!host || tileUrlProblem(template)) throw new Error(`not a usable tile URL template: ${template}`);
  return `https://${host.replace(/^\{s\}\./, "*.").toLowerCase()}`;
}
