import { withinOneEdit } from "./tokenize";

/** Typos are forgiven in words of letters only, of this length or more: stock numbers and years must be typed right. */
export const TYPO_MIN_LENGTH = 5;
const LETTERS = /^[a-z]+$/;

/**
 * Every all-letter word of every segment of an index, by length, so the words a typed word may
 * have meant are looked for once per query, not once per site; each segment then finds those few in
 * its own sorted tokens. A word stays once seen (the words of car names are a small vocabulary).
 */
export class TypoWords {
  private readonly byLength = new Map<number, string[]>();
  private readonly known = new Set<string>();

  add(token: string): void {
    if (this.known.has(token) || !LETTERS.test(token)) return;
    this.known.add(token);
    const same = this.byLength.get(token.length);
    if (same) same.push(token);
    else this.byLength.set(token.length, [token]);
  }

  /** The known words one edit away from `word` (not the word itself); none for a word typos are not forgiven in. */
  near(word: string): string[] {
    if (word.length < TYPO_MIN_LENGTH || !LETTERS.test(word)) return [];
    const out: string[] = [];
    for (let len = word.length - 1; len <= word.length + 1; len++) {
      for (const token of this.byLength.get(len) ?? []) if (token !== word && withinOneEdit(word, token)) out.push(token);
    }
    return out;
  }
}
