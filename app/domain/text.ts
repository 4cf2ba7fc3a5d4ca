const NOT_PLAIN_ASCII = /[^\x20-\x7e]/;

/** Lower-case, diacritics off: 'Škoda' and 'skoda' are the same word to a shopper. */
export function normalizeText(text: string): string {
  // Printable ASCII has nothing to decompose (the search index tokenizes a million stock numbers this way).
  if (!NOT_PLAIN_ASCII.test(text)) return text.toLowerCase();
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}
