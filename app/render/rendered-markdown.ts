/**
 * A dealer's Markdown as sanitised HTML, made on the server by `renderMarkdown`
 * (`render-markdown.server.tsx`), the only place that creates one, so the browser never ships a
 * Markdown renderer (issue 18: about 37 KB gzipped) and no text from the data reaches a page as HTML
 * without going through its sanitiser. A page's main text in a document request is `inDocument`
 * instead: its HTML is in the page once, not again in the hydration data (`document-html.ts`).
 */
export type SanitisedHtml = { readonly sanitisedHtml: string };
export type RenderedMarkdown = SanitisedHtml | { readonly inDocument: string };
