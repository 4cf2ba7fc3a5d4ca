import { createContext, use } from "react";

/**
 * The site stylesheet's text, which the server's entry gives the page (entry.server.tsx) so the first paint
 * waits for no second request: on a phone the stylesheet's own request took a connection and two round trips
 * before anything could show (issue 18's FCP and LCP). The browser renders with an empty text: React finds the
 * server's element by its href and keeps it (a style with a precedence is a resource React de-duplicates).
 */
export const StylesheetTextContext = createContext("");

// No nonce: the CSP leaves styles alone, and React writes a managed style's nonce only from a render option.
export function InlineStylesheet({ href }: { href: string }) {
  return (
    <style href={href} precedence="default">
      {use(StylesheetTextContext)}
    </style>
  );
}
