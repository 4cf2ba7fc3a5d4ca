import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalizeText } from "./text";

const slow = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

describe("normalizeText", () => {
  it("drops diacritics and case: 'Škoda' and 'skoda' are the same word", () => {
    expect(normalizeText("Škoda KODIAQ")).toBe("skoda kodiaq");
  });

  it("gives what decomposing gives, for plain ASCII (its shortcut) and for any text", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: "binary" })), (text) => {
        expect(normalizeText(text)).toBe(slow(text));
      }),
    );
  });
});
