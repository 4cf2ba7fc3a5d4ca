/** Vehicle spec section 9: dealer comments show their first 400 characters before 'Show more'. */
export const COMMENTS_CUT = 400;
export const FEATURES_SHOWN = 8;
export const SPECS_SHOWN = 4;

/** Splits text at the cut, on a word boundary where one is close, so 'Show more' never splits a word. */
export function splitAt(text: string, cut: number): [string, string] {
  if (text.length <= cut) return [text, ""];
  const space = text.lastIndexOf(" ", cut);
  const at = space > cut - 40 ? space : cut;
  return [text.slice(0, at), text.slice(at)];
}

/** Vehicle spec section 5: a future rego shows 'Expires on {date}'; an expired one shows 'Unregistered' on sites that say so, otherwise nothing. */
export function regoLabel(
  expiry: string | null,
  today: string,
  showUnregistered: boolean,
  format: (date: string) => string,
): string | null {
  if (!expiry) return null;
  if (expiry >= today) return `Expires on ${format(expiry)}`;
  return showUnregistered ? "Unregistered" : null;
}

/** Phone reveal (vehicle spec section 4): the first 5 characters, then stars, until the shopper asks. */
export function maskPhone(formatted: string): string {
  return formatted.slice(0, 5) + formatted.slice(5).replace(/\d/g, "*");
}

/** Vehicle spec section 9: the thumbnail strip needs more than 3 images, and only for a car in stock. */
export const showThumbnails = (imageCount: number, status: string) => status === "in_stock" && imageCount > 3;

/** A position in a ring of `count` (photos, spin frames): any whole number, negatives included, lands in 0..count-1. */
export const wrapIndex = (value: number, count: number) => (count === 0 ? 0 : ((value % count) + count) % count);

/** Next or previous photo, wrapping at the ends. */
export const stepIndex = (index: number, step: number, count: number) => wrapIndex(index + step, count);
