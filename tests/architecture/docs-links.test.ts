import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { describe, expect, it } from "vitest";

/** README.md and every Markdown file under docs/. */
const files = [
  "README.md",
  ...readdirSync("docs", { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".md"))
    .map((f) => join("docs", f)),
];

/** The text with fenced code blocks and inline code taken out: a link written as an example is not a link. */
function prose(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "").replace(/`[^`\n]*`/g, "");
}

/** Every link target: Markdown links and images, and HTML src and href attributes. */
function targets(markdown: string): string[] {
  const text = prose(markdown);
  const found: string[] = [];
  for (const m of text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) found.push(m[1]);
  for (const m of text.matchAll(/\b(?:src|href)="([^"]+)"/g)) found.push(m[1]);
  return found;
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  for (const m of prose(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = m[1]
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    result.add(n === 0 ? base : `${base}-${n}`);
  }
  return result;
}

const external = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target);

/** A newcomer follows the docs' links: every relative one must reach a file (and a heading, when it names one). */
describe("relative links in README.md and docs/", () => {
  it.each(files)("%s", (file) => {
    const broken: string[] = [];
    for (const target of targets(readFileSync(file, "utf8"))) {
      if (external(target)) continue;
      const [path, anchor] = target.split("#", 2);
      const resolved = path === "" ? file : normalize(join(dirname(file), decodeURIComponent(path)));
      if (!existsSync(resolved)) {
        broken.push(`${target}: no file ${resolved}`);
        continue;
      }
      if (anchor && resolved.endsWith(".md") && statSync(resolved).isFile()) {
        if (!anchors(readFileSync(resolved, "utf8")).has(anchor)) broken.push(`${target}: no heading #${anchor} in ${resolved}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("the check finds a broken link and a missing heading", () => {
    expect(targets('[a](missing.md) `[b](code.md)` <img src="x.png">')).toEqual(["missing.md", "x.png"]);
    expect([...anchors("# Rate limits\n## What is not read again\n## Rate limits")]).toEqual([
      "rate-limits",
      "what-is-not-read-again",
      "rate-limits-1",
    ]);
  });
});
