/** Lower-case, diacritics off: 'Škoda' and 'skoda' are the same word to a shopper. */
export function normalizeText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}
