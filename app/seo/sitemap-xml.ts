/**
 * Sitemaps as search engines read them (sitemaps.org protocol 0.9): one `<urlset>` of at most
 * 50,000 URLs, or, past that, a sitemap index pointing at several. Plain data in, XML text out.
 */

/** The protocol's cap on URLs per sitemap file. */
export const SITEMAP_URL_LIMIT = 50_000;

/** Which file of a split sitemap an entry goes in: the site's pages, or its cars (by far the most). */
export type SitemapGroup = "pages" | "cars";

export type SitemapEntry = {
  /** Absolute URL on the site's canonical origin. */
  loc: string;
  /** When the page's content last changed, or null when nothing records it. */
  lastmod: Date | null;
  group: SitemapGroup;
};

export type SitemapFile = { name: string; entries: SitemapEntry[] };

export type SitemapPlan = { kind: "single"; entries: SitemapEntry[] } | { kind: "index"; files: SitemapFile[] };

/** The path a part of a split sitemap is served at (route `sitemaps/:file`). */
export const sitemapFilePath = (name: string) => `/sitemaps/${name}`;

/**
 * One sitemap when the site has at most `limit` URLs; otherwise an index of files named by group
 * and number (`pages-1.xml`, `cars-1.xml`, `cars-2.xml`...), each of at most `limit` URLs.
 */
export function planSitemap(entries: readonly SitemapEntry[], limit = SITEMAP_URL_LIMIT): SitemapPlan {
  if (entries.length <= limit) return { kind: "single", entries: [...entries] };
  const files: SitemapFile[] = [];
  for (const group of ["pages", "cars"] as const) {
    const mine = entries.filter((e) => e.group === group);
    for (let start = 0, n = 1; start < mine.length; start += limit, n++) {
      files.push({ name: `${group}-${n}.xml`, entries: mine.slice(start, start + limit) });
    }
  }
  return { kind: "index", files };
}

/** The W3C datetime the protocol asks for, in UTC to the second. */
export const w3cDate = (instant: Date) => instant.toISOString().replace(/\.\d{3}Z$/, "+00:00");

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Text safe inside an XML element or attribute (a URL's `&` above all). */
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

const lastmodTag = (at: Date | null) => (at ? `<lastmod>${w3cDate(at)}</lastmod>` : "");

/** A `<urlset>` of the entries, built as one string: thousands of cars take milliseconds. */
export function urlsetXml(entries: readonly SitemapEntry[]): string {
  const parts = [`${XML_HEAD}<urlset ${NS}>\n`];
  for (const e of entries) parts.push(`<url><loc>${escapeXml(e.loc)}</loc>${lastmodTag(e.lastmod)}</url>\n`);
  parts.push("</urlset>\n");
  return parts.join("");
}

/** The newest lastmod of a file's entries: what the index says about the file. */
function newest(entries: readonly SitemapEntry[]): Date | null {
  let max: Date | null = null;
  for (const e of entries) if (e.lastmod && (!max || e.lastmod > max)) max = e.lastmod;
  return max;
}

/** A `<sitemapindex>` pointing at each file on the site's canonical origin. */
export function sitemapIndexXml(origin: string, files: readonly SitemapFile[]): string {
  const parts = [`${XML_HEAD}<sitemapindex ${NS}>\n`];
  for (const f of files) {
    parts.push(`<sitemap><loc>${escapeXml(`${origin}${sitemapFilePath(f.name)}`)}</loc>${lastmodTag(newest(f.entries))}</sitemap>\n`);
  }
  parts.push("</sitemapindex>\n");
  return parts.join("");
}

/** `/sitemap.xml`: the single urlset, or the index of a split sitemap. */
export function sitemapRootXml(origin: string, plan: SitemapPlan): string {
  return plan.kind === "single" ? urlsetXml(plan.entries) : sitemapIndexXml(origin, plan.files);
}

/** `/sitemaps/{name}`: that part of a split sitemap, or null when there is no such part. */
export function sitemapPartXml(plan: SitemapPlan, name: string): string | null {
  if (plan.kind !== "index") return null;
  const file = plan.files.find((f) => f.name === name);
  return file ? urlsetXml(file.entries) : null;
}
