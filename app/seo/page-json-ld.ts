import type { DocumentHtml } from "~/render/document-html";
import type { PageBreadcrumbs } from "./breadcrumbs";

/**
 * A page's schema.org blocks, each the text of its own `<script type="application/ld+json">` (written in
 * the head by `PageJsonLdScripts`). In a document request they go into the page only, under the keys of
 * `inDocument` (`document-html.ts`; issue 18: Metro's home page sent its 12 dealerships' blocks twice, in
 * the head and again in the hydration data, a quarter of that data); a client navigation's data request
 * carries them in its data.
 */
export type PageJsonLd = { readonly blocks: readonly string[] } | { readonly inDocument: readonly string[] };

// What React Router's <Meta> escapes in a JSON-LD script too: nothing in the text can end the script or
// start a comment, and the two line separators old parsers took for line ends are escaped.
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/** A block's JSON as the text of a script element. */
export function jsonLdText(block: object): string {
  return JSON.stringify(block).replace(UNSAFE_IN_SCRIPT, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** The loader's side: the blocks in the data (a data request, `documentHtml` null) or in the document only. */
export function pageJsonLd(blocks: readonly object[], documentHtml: DocumentHtml | null): PageJsonLd {
  const texts = blocks.map(jsonLdText);
  if (!documentHtml) return { blocks: texts };
  const keys = texts.map((text) => {
    const key = `ld+json:${documentHtml.size}`;
    documentHtml.set(key, text);
    return key;
  });
  return { inDocument: keys };
}

/** A route's `PageJsonLd`, if its loader data has one (`jsonLd`). */
export function pageJsonLdOf(loaderData: unknown): PageJsonLd | null {
  if (typeof loaderData !== "object" || loaderData === null || !("jsonLd" in loaderData)) return null;
  const ld = loaderData.jsonLd;
  return typeof ld === "object" && ld !== null && ("blocks" in ld || "inDocument" in ld) ? (ld as PageJsonLd) : null;
}

/**
 * A page with breadcrumbs: what it shows of them, and its JSON-LD, `blocks` first and then its
 * BreadcrumbList (`breadcrumbs.ts`).
 */
export function breadcrumbsAndJsonLd(
  { jsonLd: breadcrumbList, ...shown }: PageBreadcrumbs,
  blocks: readonly object[],
  documentHtml: DocumentHtml | null,
): { breadcrumbs: Omit<PageBreadcrumbs, "jsonLd">; jsonLd: PageJsonLd } {
  return { breadcrumbs: shown, jsonLd: pageJsonLd([...blocks, breadcrumbList], documentHtml) };
}
