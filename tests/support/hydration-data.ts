/** Issue 18: a page's hydration data may be at most this share of its HTML. */
export const HYDRATION_DATA_BUDGET = 0.3;

/** The site stylesheet the built page carries inline (app/lib/inline-stylesheet.tsx), emptied: the same file for every page, not the page's markup. */
export const withoutInlineStylesheet = (html: string) =>
  html.replace(/(<style\b[^>]*\bdata-href="\/assets\/[^"]+\.css"[^>]*>)[\s\S]*?(<\/style>)/, "$1$2");

/**
 * How much of a page's HTML is React Router's hydration data: the inline scripts that carry its
 * context and the streamed loader data (`window.__reactRouterContext`), in characters. The page is
 * measured without its inline stylesheet, so carrying the stylesheet does not make room for more data.
 */
export function hydrationData(page: string): { html: number; data: number; share: number } {
  const html = withoutInlineStylesheet(page);
  let data = 0;
  for (const match of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? "";
    if (body.includes("__reactRouterContext")) data += match[0].length;
  }
  return { html: html.length, data, share: html.length ? data / html.length : 0 };
}
