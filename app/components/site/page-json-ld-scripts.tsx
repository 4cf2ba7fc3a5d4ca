import { useContext, useEffect } from "react";
import { useMatches } from "react-router";
import { DocumentHtmlContext } from "~/content/document-html";
import { pageJsonLdOf } from "~/seo/page-json-ld";

const DOCUMENT_ONLY = "data-document-only";

/**
 * The page's JSON-LD scripts, in the head (`app/seo/page-json-ld.ts`). The server writes the document's
 * blocks from its document-only HTML. Hydrating, the browser renders none of them: React skips elements
 * it does not expect in the head and leaves them in place, so they stay for anything that reads the
 * rendered page. After a client navigation the page's blocks come with its data and are rendered from
 * there, and the first document's, no longer true, are taken out.
 */
export function PageJsonLdScripts() {
  const documentHtml = useContext(DocumentHtmlContext);
  const pages = useMatches().flatMap((match) => pageJsonLdOf(match.loaderData) ?? []);
  const fromDocument = pages.some((ld) => "inDocument" in ld);
  useEffect(() => {
    if (!fromDocument) for (const script of document.head.querySelectorAll(`script[${DOCUMENT_ONLY}]`)) script.remove();
  }, [fromDocument]);
  const scripts = pages.flatMap((ld) =>
    "blocks" in ld
      ? ld.blocks.map((text) => ({ text, documentOnly: false }))
      : ld.inDocument.flatMap((key) => {
          const text = documentHtml?.get(key);
          return text ? [{ text, documentOnly: true }] : [];
        }),
  );
  // biome-ignore lint/suspicious/noArrayIndexKey: the blocks are the page's, in its order; none is moved
  return scripts.map(({ text, documentOnly }, i) => <JsonLdScript key={i} text={text} documentOnly={documentOnly} />);
}

function JsonLdScript({ text, documentOnly }: { text: string; documentOnly: boolean }) {
  const marker = documentOnly ? { [DOCUMENT_ONLY]: "" } : {};
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped for a script element by jsonLdText (app/seo/page-json-ld.ts)
  return <script type="application/ld+json" {...marker} dangerouslySetInnerHTML={{ __html: text }} />;
}
