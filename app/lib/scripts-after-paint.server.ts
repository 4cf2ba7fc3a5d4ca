import { Transform } from "node:stream";

// The page is searched as bytes, not text: decoding a search page's 300 KB to a string, searching it with regular
// expressions and encoding it again took 3.6 to 4 ms a page here (0.45 ms as bytes), about 8% of the server's time
// for the page in a CPU profile under load.
const PRELOAD_LINK = Buffer.from('<link rel="modulepreload" href="');
const MODULE_TYPE = Buffer.from('type="module"');
const SCRIPT_START = Buffer.from("<script");
const SCRIPT_END = Buffer.from("</script>");
const QUOTE = 0x22;
const TAG_START = 0x3c;
const TAG_END = 0x3e;

/**
 * What starts the page's JavaScript once the browser has painted the server's HTML: the modulepreload
 * links and React Router's module script, added to the document then. Its nonce is its own element's,
 * read when it runs, so a cached page served with another nonce still starts.
 */
function loaderScript(nonce: string, code: string, preloads: string[]): string {
  // Each module once (React Router lists the entry twice), and none the module script imports itself: the script
  // fetches those as it is added, and a link added from script costs the main thread 1 to 2 ms here.
  const ahead = [...new Set(preloads)].filter((href) => !code.includes(`from ${JSON.stringify(href)}`));
  const start = [
    "(function(code,preloads){",
    "var nonce=document.currentScript.nonce;",
    "function start(){",
    'preloads.forEach(function(href){var l=document.createElement("link");l.rel="modulepreload";l.href=href;document.head.appendChild(l)});',
    'var s=document.createElement("script");s.type="module";s.nonce=nonce;s.textContent=code;document.body.appendChild(s)}',
    "requestAnimationFrame(function(){setTimeout(start,0)})",
    `})(${JSON.stringify(code).replaceAll("</", "<\\/")},${JSON.stringify(ahead)})`,
  ].join("");
  return `<script nonce="${nonce}">${start}</script>`;
}

/**
 * Rewrites a page's HTML so its JavaScript starts after the first paint (issue 18): React Router puts
 * a modulepreload link for every module in the head and its module script at the end of the body, so
 * on a fast connection the browser evaluates the scripts, and begins hydrating, before it paints what
 * the server sent. Here the links are held back and the module script becomes a small script that
 * adds both after the first frame. Links and forms work before that as they do without JavaScript.
 * `carry` is what must wait for the next chunk: from the first tag the chunk ends inside, or an unfinished module script.
 */
export function deferPageScripts(html: Buffer, preloads: string[]): { out: Buffer; carry: Buffer } {
  const out: Buffer[] = [];
  let from = 0;
  const carryFrom = (at: number) => ({ out: Buffer.concat([...out, html.subarray(from, at)]), carry: html.subarray(at) });
  for (let link = html.indexOf(PRELOAD_LINK, from); link >= 0; link = html.indexOf(PRELOAD_LINK, from)) {
    const end = html.indexOf(TAG_END, link);
    if (end < 0) return carryFrom(link);
    const hrefStart = link + PRELOAD_LINK.length;
    preloads.push(html.toString("utf8", hrefStart, html.indexOf(QUOTE, hrefStart)));
    out.push(html.subarray(from, link));
    from = end + 1;
  }
  for (let type = html.indexOf(MODULE_TYPE, from); type >= 0; type = html.indexOf(MODULE_TYPE, type + 1)) {
    const script = html.lastIndexOf(SCRIPT_START, type);
    if (script < from) continue;
    const openEnd = html.indexOf(TAG_END, script);
    // The attribute of a script's opening tag, not these words elsewhere.
    if (openEnd >= 0 && openEnd < type) continue;
    const close = openEnd < 0 ? -1 : html.indexOf(SCRIPT_END, openEnd);
    if (close < 0) return carryFrom(script);
    const openTag = html.toString("utf8", script, openEnd);
    const nonce = /\bnonce="([^"]*)"/.exec(openTag)?.[1] ?? "";
    out.push(html.subarray(from, script), Buffer.from(loaderScript(nonce, html.toString("utf8", openEnd + 1, close), preloads)));
    from = close + SCRIPT_END.length;
    break;
  }
  // Hold back a tag cut by the chunk's end.
  const lastTag = html.lastIndexOf(TAG_START);
  return carryFrom(lastTag >= from && html.indexOf(TAG_END, lastTag) < 0 ? lastTag : html.length);
}

/** `scriptsAfterFirstPaint` for a page rendered in one piece. */
export function scriptsAfterFirstPaintWhole(html: Buffer): Buffer<ArrayBuffer> {
  const { out, carry } = deferPageScripts(html, []);
  return Buffer.concat([out, carry]);
}

/**
 * The page's HTML between React and the response: rewritten by `deferPageScripts`, and passed on in one piece for
 * each batch React writes. React writes a page in pieces of at most 4 KB and calls its destination's `flush()` when a
 * batch is complete (the shell, then each Suspense boundary as it resolves). Passed on one by one, every piece went
 * through the web stream React Router reads, its write and flush of the response, the compressor and the socket: a
 * vehicle page (117 KB) went out in 24 socket writes, now in 3, with the same compressed bytes. The pieces are held
 * until React's `flush()`, or the end. React never waits on this stream (a page is at most a few hundred KB, held
 * once); the response's own backpressure is handled after it.
 * `onEnd` runs when React has written the whole page.
 */
export function scriptsAfterFirstPaint(onEnd?: () => void): Transform & { flush(): void } {
  const preloads: string[] = [];
  let carry: Buffer = Buffer.alloc(0);
  let held: Buffer[] = [];
  const release = (): Buffer => {
    if (!held.length) return Buffer.alloc(0);
    const result = deferPageScripts(Buffer.concat([carry, ...held]), preloads);
    held = [];
    carry = result.carry;
    return result.out;
  };
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      held.push(chunk);
      callback();
    },
    flush(callback) {
      const out = Buffer.concat([release(), carry]);
      onEnd?.();
      callback(null, out.length ? out : undefined);
    },
  });
  return Object.assign(stream, {
    flush() {
      const out = release();
      if (out.length) stream.push(out);
    },
  });
}
