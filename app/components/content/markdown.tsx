import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { useRenderedHtml } from "~/render/document-html";
import type { RenderedMarkdown } from "~/render/rendered-markdown";

/** The link to this site's own page a plain click (no new tab or window asked for) followed, if any. */
function sameSiteHref(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest("a") : null;
  const href = link?.getAttribute("href");
  return href?.startsWith("/") && !href.startsWith("//") ? href : null;
}

/**
 * A dealer's Markdown, rendered and sanitised on the server (`renderMarkdown`), so the page's
 * JavaScript carries no Markdown renderer (issue 18). The server's HTML and the hydrated page are
 * the same markup (a page's main text hydrates from the server's HTML: `document-html.ts`). A click on a link to this site's own pages navigates in the app, as a <Link> would
 * (Enter on a focused link fires the same click).
 */
export function Markdown({ markdown, className }: { markdown: RenderedMarkdown; className?: string }) {
  const navigate = useNavigate();
  const html = useRenderedHtml(markdown);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const follow = (event: MouseEvent) => {
      const href = sameSiteHref(event);
      if (!href) return;
      event.preventDefault();
      void navigate(href);
    };
    box.addEventListener("click", follow);
    return () => box.removeEventListener("click", follow);
  }, [navigate]);
  const classes = className ? `markdown ${className}` : "markdown";
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: made only by renderMarkdown on the server, from sanitised Markdown (no raw HTML).
    <div ref={ref} className={classes} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
