import { describe, expect, it } from "vitest";
import { isCleanText, jsonDepthWithin, MAX_JSON_DEPTH, oneLine, parseRequestJson } from "./clean-input";

const nested = (depth: number) => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};

describe("clean text", () => {
  it("accepts what people type: letters of any script, emoji, tabs and line breaks", () => {
    for (const text of ["Charlotte", "Škoda Kodiaq", "王小明", "Ngā mihi 🚗", "Line one\nLine two\r\n\tindented", ""])
      expect(isCleanText(text), text).toBe(true);
  });
  it("refuses NUL and other control characters, and lone halves of a surrogate pair", () => {
    for (const text of ["a\u0000b", "\u0007bell", "\u001b[31mred", "\u007f", "\ud800", "x\udc00", "\udc00\ud800"])
      expect(isCleanText(text), JSON.stringify(text)).toBe(false);
  });
});

describe("request JSON", () => {
  it("measures depth without recursion, so 100,000 levels cannot overflow the stack", () => {
    expect(jsonDepthWithin(nested(MAX_JSON_DEPTH))).toBe(true);
    expect(jsonDepthWithin(nested(MAX_JSON_DEPTH + 1))).toBe(false);
    expect(jsonDepthWithin(nested(100_000))).toBe(false);
  });
  it("refuses bodies too deep, with control characters or lone surrogates in any value or key, and bad JSON", () => {
    expect(parseRequestJson('{"name":"Charlotte","tags":["a",{"b":"c"}]}')).toEqual({
      ok: true,
      value: { name: "Charlotte", tags: ["a", { b: "c" }] },
    });
    expect(parseRequestJson(`${'{"a":'.repeat(5000)}1${"}".repeat(5000)}`).ok).toBe(false);
    expect(parseRequestJson('{"name":"\\u0000nul"}').ok).toBe(false);
    expect(parseRequestJson('{"message":"\\ud800"}').ok).toBe(false);
    expect(parseRequestJson('{"\\u0000":"x"}').ok).toBe(false);
    expect(parseRequestJson("{").ok).toBe(false);
  });
});

describe("one line for a terminal or a mail header", () => {
  it("turns every control character, line breaks included, into a space", () => {
    expect(oneLine("New lead from \u0007bell\u001b[31m\r\nBcc: x")).toBe("New lead from  bell [31m  Bcc: x");
  });
});
