import { normalizeText } from "~/domain/text";

/** Document side: every word, and hyphenated or spaced codes both split and joined ('CX-5' -> cx, 5, cx5). */
export function documentTokens(text: string): string[] {
  const out: string[] = [];
  for (const word of normalizeText(text).split(/\s+/)) {
    const parts = word.split(/[^a-z0-9]+/).filter(Boolean);
    out.push(...parts);
    if (parts.length > 1) out.push(parts.join(""));
  }
  return out;
}

/** Query side: words split on spaces, punctuation inside a word dropped ('d-max' -> dmax). */
export function queryTokens(query: string): string[] {
  return normalizeText(query)
    .split(/\s+/)
    .map((w) => w.replace(/[^a-z0-9]+/g, ""))
    .filter(Boolean);
}

/** True when a and b differ by at most one insertion, deletion or substitution. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < la && j < lb) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (la > lb) i++;
    else if (lb > la) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (la - i) + (lb - j) <= 1;
}
