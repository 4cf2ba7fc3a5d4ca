/** Control characters other than tab, line feed and carriage return: nothing a person types, and PostgreSQL refuses NUL. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is this pattern's whole purpose
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
/** Every control character, line breaks included. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is this pattern's whole purpose
const ANY_CONTROL = /[\u0000-\u001f\u007f]/g;
/** Half of a UTF-16 pair without its other half: not text at all, and PostgreSQL refuses it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text a person could have typed: well-formed Unicode with no control characters but tab and line breaks. */
export const isCleanText = (value: string): boolean => value.search(CONTROL) === -1 && !LONE_SURROGATE.test(value);

/** The text without control characters, keeping tabs and line breaks (for a spreadsheet cell, say). */
export const withoutControlCharacters = (value: string): string => value.replace(CONTROL, "");

/** One line of text for a terminal or a mail header: every control character (line breaks too) becomes a space. */
export const oneLine = (value: string): string => value.replace(ANY_CONTROL, " ");

/** JSON nests objects and arrays; deeper than this, a request body is an attack on the parser, not data. */
export const MAX_JSON_DEPTH = 20;

/** Whether a parsed JSON value nests no deeper than `max` (counted without recursion, so depth cannot overflow the stack here). */
export function jsonDepthWithin(value: unknown, max = MAX_JSON_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop() as [unknown, number];
    if (node === null || typeof node !== "object") continue;
    if (depth >= max) return false;
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return true;
}

/** Whether every string anywhere in a parsed JSON value (keys too) is clean text. */
export function jsonTextClean(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length) {
    const node = stack.pop();
    if (typeof node === "string") {
      if (!isCleanText(node)) return false;
    } else if (node !== null && typeof node === "object") {
      for (const [key, child] of Object.entries(node)) {
        if (!isCleanText(key)) return false;
        stack.push(child);
      }
    }
  }
  return true;
}

export type JsonRead = { ok: true; value: unknown } | { ok: false; error: string };

/** JSON from a request body: parsed, no deeper than MAX_JSON_DEPTH, and only clean text in it. */
export function parseRequestJson(text: string): JsonRead {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, error: "The request body is not valid JSON." };
  }
  if (!jsonDepthWithin(value)) return { ok: false, error: `The request body nests deeper than ${MAX_JSON_DEPTH} levels.` };
  if (!jsonTextClean(value)) return { ok: false, error: "The request body contains control characters or broken Unicode." };
  return { ok: true, value };
}
