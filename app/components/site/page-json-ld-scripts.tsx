import { useContext } from "react";
import { useMatches } from "react-router";
import { DocumentHtmlContext } from "~/render/document-html";
import { pageJsonLdOf } from "~/seo/page-json-ld";

/**
 * The page's JSON-LD scripts, in the head (`app/seo/page-json-ld.ts`). The server writes a document's
 * blocks from its document-only HTML. Hydrating, the browser renders the same scripts with no text:
 * React claims the server's elements and keeps the text it finds in them, as it does for any inner HTML.
 * After a client navigation the page's blocks come with its data, and the scripts take their text, or
 * go, as any element does.
 */
export function PageJsonLdScripts() {
  const documentHtml = useContext(DocumentHtmlContext);
  const texts = useMatches().flatMap((match) => {
    const ld = pageJsonLdOf(match.loaderData);
    if (!ld) return [];
    return "blocks" in ld ? ld.blocks : ld.inDocument.map((key) => documentHtml?.get(key) ?? "");
  });
  return texts.map((text, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the page's blocks in its order; a script takes the next page's text
    // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped for a script element by jsonLdText (app/seo/page-json-ld.ts)
    <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: text }} />
  ));
}
