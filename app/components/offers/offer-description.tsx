import { Markdown } from "~/components/content/markdown";

/**
 * An offer's description: the dealer's short Markdown through the site's one Markdown renderer
 * (raw HTML skipped, the rest sanitised), so nothing from the data adds markup or script.
 */
export function OfferDescription({ text }: { text: string }) {
  if (!text.trim()) return null;
  return <Markdown source={text} className="[&>*:first-child]:mt-0" />;
}
