import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import ReactMarkdown, { type Components } from "react-markdown";
import rehypeSanitize from "rehype-sanitize";
import { ResponseCache } from "~/search/response-cache";
import type { DocumentHtml } from "./document-html";
import type { RenderedMarkdown, SanitisedHtml } from "./rendered-markdown";

const isSameSite = (href: string) => href.startsWith("/") && !href.startsWith("//");

function MarkdownLink({ href, children }: { href?: string; children?: ReactNode }) {
  if (!href) return <>{children}</>;
  // This site's pages open in the app (the Markdown component follows them with the router);
  // another site's page gets no window.opener and no referrer from the dealer's site.
  return isSameSite(href) ? (
    <a href={href}>{children}</a>
  ) : (
    <a href={href} rel="noopener noreferrer">
      {children}
    </a>
  );
}

/**
 * The elements Markdown makes, unstyled: app/components/content/markdown.css styles them under the
 * `markdown` class. The page's own title is its only h1, so a '#' heading in a dealer's text is a
 * section heading (h2). Images load only from this site (/img/...): the page's Content-Security-Policy
 * would block any other, leaving a broken picture.
 */
const COMPONENTS: Components = {
  h1: ({ children }) => <h2>{children}</h2>,
  a: ({ href, children }) => <MarkdownLink href={href}>{children}</MarkdownLink>,
  img: ({ src, alt }) => (typeof src === "string" && isSameSite(src) ? <img src={src} alt={alt ?? ""} loading="lazy" /> : null),
};

/**
 * Texts already rendered, by their Markdown: the HTML depends on nothing else, and rendering it again for
 * every view was 15% of a content page's server CPU (a legal page: 3.7 of 25 ms, issue 18). Past
 * RENDERED_TEXTS_KEPT texts (pages, offers, posts and answers of every site) the oldest go first; a text
 * never goes stale, so `now` is moot.
 */
const RENDERED_TEXTS_KEPT = 500;
const renderedTexts = new ResponseCache<SanitisedHtml>(RENDERED_TEXTS_KEPT, Number.POSITIVE_INFINITY);

/**
 * A dealer's Markdown as HTML, on the server only (issue 18: the browser does not download the
 * renderer). Raw HTML in the text is dropped (skipHtml) and what Markdown makes is passed through
 * rehype-sanitize's GitHub schema (no event handlers, no javascript: links, ids prefixed), then
 * written by React, which escapes every text and attribute, so nothing a dealer types becomes
 * script or markup on the page.
 */
export function renderMarkdown(source: string): SanitisedHtml {
  const kept = renderedTexts.get(source, 0);
  if (kept) return kept;
  const html: SanitisedHtml = Object.freeze({
    sanitisedHtml: renderToStaticMarkup(
      <ReactMarkdown skipHtml rehypePlugins={[rehypeSanitize]} components={COMPONENTS}>
        {source}
      </ReactMarkdown>,
    ),
  });
  renderedTexts.set(source, html, 0);
  return html;
}

/**
 * A page's main text (always on the page, never behind a toggle) in a document request: its HTML goes
 * into the page only (`document-html.ts`), under `key`. Unchanged in a data request (`documentHtml` null).
 */
export function inDocumentOnly(rendered: SanitisedHtml, documentHtml: DocumentHtml | null, key: string): RenderedMarkdown {
  if (!documentHtml) return rendered;
  documentHtml.set(key, rendered.sanitisedHtml);
  return { inDocument: key };
}
