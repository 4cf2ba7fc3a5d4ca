/** Letters and digits only, lower case: "Tow Bar", "towbar" and "Tow-bar" read alike. */
const compact = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, "");

/**
 * Whether an accessory's name answers a parts search: the whole query, spaces and punctuation aside,
 * appears in the name, or every word of it does ("bull bar" finds "Bull Bar", "towbar" finds "Tow Bar"
 * and "Towbar 3500kg", "tub" finds "Tub Liner"). An empty query matches nothing.
 */
export function matchesPartQuery(name: string, query: string): boolean {
  const q = compact(query);
  if (!q) return false;
  const n = compact(name);
  if (n.includes(q)) return true;
  const words = query.split(/\s+/).map(compact).filter(Boolean);
  return words.length > 1 && words.every((w) => n.includes(w));
}
