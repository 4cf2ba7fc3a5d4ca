import { createContext, useContext } from "react";
import type { RenderedMarkdown } from "./rendered-markdown";

/**
 * HTML a page's document carries once (issue 18: a content page's hydration data was its text a second
 * time, a third of the page): a loader puts a page's main text here in a document request
 * (`inDocumentOnly`), and the server renders it from here. The browser hydrates that HTML in place
 * (React leaves an element's `dangerouslySetInnerHTML` as the server wrote it when it hydrates), and a
 * client navigation's data request, with no HTML to keep, carries the text in its data as before.
 * Null in a data request.
 */
export type DocumentHtml = Map<string, string>;

export const DocumentHtmlContext = createContext<DocumentHtml | null>(null);

/** The HTML to render: the data's own, the server's copy in the document request, or "" when hydrating the server's. */
export function useRenderedHtml(markdown: RenderedMarkdown): string {
  const documentHtml = useContext(DocumentHtmlContext);
  return "sanitisedHtml" in markdown ? markdown.sanitisedHtml : (documentHtml?.get(markdown.inDocument) ?? "");
}
