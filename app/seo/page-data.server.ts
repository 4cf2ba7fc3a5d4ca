import type { DocumentHtml } from "~/render/document-html";
import { inDocumentOnly } from "~/render/render-markdown.server";
import type { RenderedMarkdown, SanitisedHtml } from "~/render/rendered-markdown";
import type { PageBreadcrumbs } from "./breadcrumbs";
import { breadcrumbsAndJsonLd, type PageJsonLd, pageJsonLd } from "./page-json-ld";

/** What a page's loader hands over to go into the document once (issue 18), and its breadcrumbs. */
export type PageParts = {
  /** A page's main texts, each under its own name (the name is also its key in the document). */
  html?: Readonly<Record<string, SanitisedHtml>>;
  crumbs?: PageBreadcrumbs;
  /** The page's own schema.org blocks; with `crumbs`, its BreadcrumbList follows them. */
  jsonLd?: readonly object[];
};

export type ShownBreadcrumbs = Omit<PageBreadcrumbs, "jsonLd">;

type Texts<P extends PageParts> = { [K in keyof NonNullable<P["html"]>]: RenderedMarkdown };
type Seo<P extends PageParts> = P extends { crumbs: PageBreadcrumbs }
  ? { breadcrumbs: ShownBreadcrumbs; jsonLd: PageJsonLd }
  : P extends { jsonLd: readonly object[] }
    ? { jsonLd: PageJsonLd }
    : Record<never, never>;

/** The loader data of `parts`: only the fields asked for, so a page without JSON-LD carries none. */
export type PageData<P extends PageParts> = Texts<P> & Seo<P>;

/**
 * A page's texts, breadcrumbs and JSON-LD as its loader returns them: in a document request (the load
 * context's `documentHtml`) they go into the page only (`inDocumentOnly`, `pageJsonLd`), in a data
 * request into the data. The texts are set aside first, so the JSON-LD keys follow them.
 */
export function pageData<const P extends PageParts>(context: { documentHtml: DocumentHtml | null }, parts: P): PageData<P> {
  const { documentHtml } = context;
  const data: Record<string, unknown> = {};
  for (const [key, html] of Object.entries(parts.html ?? {})) data[key] = inDocumentOnly(html, documentHtml, key);
  if (parts.crumbs) Object.assign(data, breadcrumbsAndJsonLd(parts.crumbs, parts.jsonLd ?? [], documentHtml));
  else if (parts.jsonLd) data.jsonLd = pageJsonLd(parts.jsonLd, documentHtml);
  return data as PageData<P>;
}
