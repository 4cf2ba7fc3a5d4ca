/** XML text: the five markup characters and carriage returns escaped, and characters XML 1.0 forbids (most control codes, lone surrogates) dropped. */
export function xmlText(value: string | number): string {
  return (
    String(value)
      .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "")
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      .replace(/'/g, "&apos;")
      // XML parsers turn a raw carriage return into a line feed; as a reference it survives.
      .replace(/\r/g, "&#13;")
  );
}

/** An element of a small XML tree: text or children, and attributes; an element with neither is left out. */
export type XmlNode = {
  name: string;
  attrs?: Readonly<Record<string, string>>;
  text?: string | number | null;
  children?: readonly XmlNode[];
};

const attributes = (attrs: Readonly<Record<string, string>> = {}) =>
  Object.entries(attrs)
    .map(([key, value]) => ` ${key}="${xmlText(value)}"`)
    .join("");

/**
 * One element and everything in it, each value escaped by xmlText, one element a line (children indented two
 * spaces). An element with no text and no children is dropped: a feed omits what a car does not have rather
 * than send an empty value a marketplace would read as a wrong one.
 */
export function renderXml(node: XmlNode, indent = ""): string {
  const open = `${indent}<${node.name}${attributes(node.attrs)}>`;
  if (node.children !== undefined) {
    const inner = node.children.map((child) => renderXml(child, `${indent}  `)).filter((line) => line !== "");
    return inner.length ? `${open}\n${inner.join("\n")}\n${indent}</${node.name}>` : "";
  }
  if (node.text === null || node.text === undefined || node.text === "") return "";
  return `${open}${xmlText(node.text)}</${node.name}>`;
}

/** A whole document: the declaration, then the root element. */
export const xmlDocument = (root: XmlNode): string => `<?xml version="1.0" encoding="UTF-8"?>\n${renderXml(root)}\n`;
