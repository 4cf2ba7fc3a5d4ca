import fc from "fast-check";
import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { renderXml, xmlDocument } from "./xml-text";

describe("renderXml", () => {
  it("escapes markup in text and attributes and leaves out empty elements", () => {
    const xml = renderXml({
      name: "a",
      attrs: { b: `"<&>'` },
      children: [
        { name: "c", text: "Fish & <Chips>" },
        { name: "d", text: null },
        { name: "e", children: [{ name: "f", text: "" }] },
      ],
    });
    expect(xml).toBe('<a b="&quot;&lt;&amp;&gt;&apos;">\n  <c>Fish &amp; &lt;Chips&gt;</c>\n</a>');
  });

  it("writes any text so that a parser reads it back (less the characters XML forbids)", () => {
    const parser = new XMLParser({ parseTagValue: false, trimValues: false });
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", minLength: 1 }), (text) => {
        const allowed = text.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "").replace(/\r\n?/g, "\n");
        fc.pre(allowed.trim() !== "");
        const read = parser.parse(xmlDocument({ name: "root", children: [{ name: "t", text }] })).root.t;
        expect(String(read).replace(/\r\n?/g, "\n")).toBe(allowed);
      }),
    );
  });
});
