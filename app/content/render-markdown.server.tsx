import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import ReactMarkdown, { type Components } from "react-markdown";
import rehypeSanitize from "rehype-sanitize";
import type { RenderedMarkdown } from "./rendered-markdown";

const isSameSite = (href: string) => href.startsWith("/") && !href.startsWith("//");
const LINK_CLASS = "font-semibold text-brand underline underline-offset-2";

function MarkdownLink({ href, children }: { href?: string; children?: ReactNode }) {
  if (!href) return <>{children}</>;
  // This site's pages open in the app (the Markdown component follows them with the router);
  // another site's page gets no window.opener and no referrer from the dealer's site.
  return isSameSite(href) ? (
    <a href={href} className={LINK_CLASS}>
      {children}
    </a>
  ) : (
    <a href={href} rel="noopener noreferrer" className={LINK_CLASS}>
      {children}
    </a>
  );
}

/**
 * How each Markdown element looks. The page's own title is its only h1, so a '#' heading in a
 * dealer's text is shown as a section heading (h2). Images load only from this site (/img/...):
 * the page's Content-Security-Policy would block any other, leaving a broken picture.
 */
const COMPONENTS: Components = {
  h1: ({ children }) => <h2 className="mt-8 font-heading text-2xl font-bold">{children}</h2>,
  h2: ({ children }) => <h2 className="mt-8 font-heading text-2xl font-bold">{children}</h2>,
  h3: ({ children }) => <h3 className="mt-6 font-heading text-xl font-bold">{children}</h3>,
  h4: ({ children }) => <h4 className="mt-4 font-semibold">{children}</h4>,
  p: ({ children }) => <p className="mt-4 leading-relaxed">{children}</p>,
  ul: ({ children }) => <ul className="mt-4 list-disc space-y-2 pl-6 leading-relaxed">{children}</ul>,
  ol: ({ children }) => <ol className="mt-4 list-decimal space-y-2 pl-6 leading-relaxed">{children}</ol>,
  blockquote: ({ children }) => <blockquote className="mt-4 border-l-4 border-brand pl-4 italic text-muted">{children}</blockquote>,
  hr: () => <hr className="my-8 border-black/10" />,
  a: ({ href, children }) => <MarkdownLink href={href}>{children}</MarkdownLink>,
  img: ({ src, alt }) =>
    typeof src === "string" && isSameSite(src) ? (
      <img src={src} alt={alt ?? ""} loading="lazy" className="mt-4 h-auto max-w-full rounded-site" />
    ) : null,
};

/**
 * A dealer's Markdown as HTML, on the server only (issue 18: the browser does not download the
 * renderer). Raw HTML in the text is dropped (skipHtml) and what Markdown makes is passed through
 * rehype-sanitize's GitHub schema (no event handlers, no javascript: links, ids prefixed), then
 * written by React, which escapes every text and attribute, so nothing a dealer types becomes
 * script or markup on the page.
 */
export function renderMarkdown(source: string): RenderedMarkdown {
  return {
    sanitisedHtml: renderToStaticMarkup(
      <ReactMarkdown skipHtml rehypePlugins={[rehypeSanitize]} components={COMPONENTS}>
        {source}
      </ReactMarkdown>,
    ),
  };
}
