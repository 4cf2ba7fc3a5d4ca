import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { deferPageScripts, scriptsAfterFirstPaint } from "./scripts-after-paint.server";

const PAGE = [
  '<!DOCTYPE html><html lang="en-AU"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/assets/app-1.css" data-precedence="default"/>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="abc123"/>',
  '<link rel="modulepreload" href="/assets/root-B.js" nonce="abc123"/>',
  '<link rel="modulepreload" href="/assets/chunk-C.js" nonce="abc123"/>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="abc123"/>',
  "<title>Cars — Coastal Toyota</title></head><body><main>Kürzlich: $45,990</main>",
  '<script nonce="abc123">window.__reactRouterContext = {};</script>',
  '<script nonce="abc123" type="module" async="">import * as route0 from "/assets/root-B.js";\nimport("/assets/entry.client-A.js");</script>',
  "</body></html>",
].join("");

async function throughTransform(chunks: Buffer[]): Promise<string> {
  const out: Buffer[] = [];
  for await (const chunk of Readable.from(chunks).pipe(scriptsAfterFirstPaint())) out.push(Buffer.from(chunk));
  return Buffer.concat(out).toString("utf8");
}

describe("page scripts start after the first paint", () => {
  const deferred = deferPageScripts(Buffer.from(PAGE, "utf8"), []);
  const out = deferred.out.toString("utf8");
  const carry = deferred.carry.toString("utf8");

  it("holds back the modulepreload links and React Router's module script, and keeps everything else", () => {
    expect(carry).toBe("");
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).not.toMatch(/<script[^>]*type="module"/);
    expect(out).toContain('<link rel="stylesheet" href="/assets/app-1.css" data-precedence="default"/>');
    expect(out).toContain('<script nonce="abc123">window.__reactRouterContext = {};</script>');
    expect(out).toContain("<main>Kürzlich: $45,990</main>");
  });

  it("starts them from a script with the page's nonce, after a frame, with the same module code and links each module once, less those the script imports", () => {
    const loader = /<script nonce="abc123">(\(function[\s\S]*?)<\/script><\/body>/.exec(out)?.[1] ?? "";
    expect(loader).toContain("requestAnimationFrame");
    const added: { tag: string; props: Record<string, string> }[] = [];
    const element = (tag: string) => {
      const props: Record<string, string> = {};
      added.push({ tag, props });
      return props;
    };
    const document = {
      currentScript: { nonce: "fresh-nonce" },
      createElement: element,
      head: { appendChild: () => undefined },
      body: { appendChild: () => undefined },
    };
    new Function("document", "requestAnimationFrame", "setTimeout", loader)(
      document,
      (frame: () => void) => frame(),
      (run: () => void) => run(),
    );
    // root-B.js is the script's own static import, fetched as the script is added; the entry is imported only when
    // the script runs, and chunk-C.js by the modules it imports.
    expect(added.map((a) => [a.tag, a.props.rel ?? a.props.type, a.props.href ?? a.props.nonce])).toEqual([
      ["link", "modulepreload", "/assets/entry.client-A.js"],
      ["link", "modulepreload", "/assets/chunk-C.js"],
      ["script", "module", "fresh-nonce"],
    ]);
    expect(added[2]?.props.textContent).toBe('import * as route0 from "/assets/root-B.js";\nimport("/assets/entry.client-A.js");');
  });

  it('leaves the words type="module" alone outside a script\'s opening tag', () => {
    const page = '<body><p data-note=\'type="module"\'>x</p><script nonce="n">var t=\'type="module"\';</script></body>';
    const result = deferPageScripts(Buffer.from(page, "utf8"), []);
    expect(result.out.toString("utf8")).toBe(page);
    expect(result.carry.length).toBe(0);
  });

  it("holds an unfinished module script, or a cut tag, for the next chunk", () => {
    const script = '<script nonce="n" type="module" async="">import("/a.js");';
    const unfinished = deferPageScripts(Buffer.from(`<main>ok</main>${script}`, "utf8"), []);
    expect([unfinished.out.toString("utf8"), unfinished.carry.toString("utf8")]).toEqual(["<main>ok</main>", script]);
    const cut = deferPageScripts(Buffer.from('<main>ok</main><link rel="modulepreload" href="/a.js', "utf8"), []);
    expect([cut.out.toString("utf8"), cut.carry.toString("utf8")]).toEqual(["<main>ok</main>", '<link rel="modulepreload" href="/a.js']);
  });

  it("gives the same page however the stream is cut, inside a tag or a character", async () => {
    const bytes = Buffer.from(PAGE, "utf8");
    for (let cut = 1; cut < bytes.length; cut += 7) {
      expect(await throughTransform([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(out);
    }
    expect(await throughTransform([...bytes].map((b) => Buffer.from([b])))).toBe(out);
  });

  it("sends what React wrote as one piece at each of its flushes, the same page however it is cut", async () => {
    const bytes = Buffer.from(PAGE, "utf8");
    const half = Math.floor(bytes.length / 2);
    const stream = scriptsAfterFirstPaint();
    const pieces: string[] = [];
    stream.on("data", (chunk: Buffer) => pieces.push(chunk.toString("utf8")));
    const ended = new Promise((resolve) => stream.on("end", resolve));
    // React's batches: the shell in 4 KB-or-less writes, then a flush; the rest, a flush, the end.
    for (let at = 0; at < half; at += 5) stream.write(bytes.subarray(at, Math.min(at + 5, half)));
    stream.flush();
    stream.flush();
    stream.write(bytes.subarray(half, half + 3));
    stream.write(bytes.subarray(half + 3));
    stream.flush();
    stream.end();
    await ended;
    expect(pieces.length).toBeLessThanOrEqual(3);
    expect(pieces.join("")).toBe(out);
  });
});
