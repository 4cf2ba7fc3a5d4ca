import { Markdown } from "~/components/content/markdown";
import type { SanitisedHtml } from "~/render/rendered-markdown";

/**
 * An offer's description: the dealer's short Markdown through the site's one Markdown renderer
 * (raw HTML skipped, the rest sanitised), so nothing from the data adds markup or script; rendered on
 * the server (`renderMarkdown`), so it is empty when the dealer wrote nothing.
 */
export function OfferDescription({ description }: { description: SanitisedHtml }) {
  if (!description.sanitisedHtml) return null;
  return <Markdown markdown={description} className="[&>*:first-child]:mt-0" />;
}
