import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*>([\s\S]*?)<\/script>/;
const MODULE_SCRIPT_START = /<script\b[^>]*\btype="module"[^>]*>/;

/**
 * What starts the page's JavaScript once the browser has painted the server's HTML: the modulepreload
 * links and React Router's module script, added to the document then. Its nonce is its own element's,
 * read when it runs, so a cached page served with another nonce still starts.
 */
function loaderScript(nonce: string, code: string, preloads: string[]): string {
  const start = [
    "(function(code,preloads){",
    "var nonce=document.currentScript.nonce;",
    "function start(){",
    'preloads.forEach(function(href){var l=document.createElement("link");l.rel="modulepreload";l.href=href;document.head.appendChild(l)});',
    'var s=document.createElement("script");s.type="module";s.nonce=nonce;s.textContent=code;document.body.appendChild(s)}',
    "requestAnimationFrame(function(){setTimeout(start,0)})",
    `})(${JSON.stringify(code).replaceAll("</", "<\\/")},${JSON.stringify(preloads)})`,
  ].join("");
  return `<script nonce="${nonce}">${start}</script>`;
}

/**
 * Rewrites a page's HTML so its JavaScript starts after the first paint (issue 18): React Router puts
 * a modulepreload link for every module in the head and its module script at the end of the body, so
 * on a fast connection the browser evaluates the scripts, and begins hydrating, before it paints what
 * the server sent. Here the links are held back and the module script becomes a small script that
 * adds both after the first frame. Links and forms work before that as they do without JavaScript.
 * `carry` is what must wait for the next chunk: a tag the chunk ends inside.
 */
export function deferPageScripts(html: string, preloads: string[]): { out: string; carry: string } {
  let text = html.replace(MODULEPRELOAD, (_tag, href: string) => {
    preloads.push(href);
    return "";
  });
  const script = MODULE_SCRIPT.exec(text);
  if (script) {
    const nonce = /\bnonce="([^"]*)"/.exec(script[0])?.[1] ?? "";
    text = text.slice(0, script.index) + loaderScript(nonce, script[1] ?? "", preloads) + text.slice(script.index + script[0].length);
  }
  // Hold back an unfinished module script, or a tag cut by the chunk's end.
  const open = MODULE_SCRIPT_START.exec(text);
  const lastTag = text.lastIndexOf("<");
  const cut = open ? open.index : lastTag >= 0 && !text.includes(">", lastTag) ? lastTag : text.length;
  return { out: text.slice(0, cut), carry: text.slice(cut) };
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
  // A chunk may end inside a character as well as inside a tag.
  const decoder = new StringDecoder("utf8");
  let carry = "";
  let held: Buffer[] = [];
  const release = (): string => {
    if (!held.length) return "";
    const text = carry + decoder.write(held.length === 1 ? (held[0] as Buffer) : Buffer.concat(held));
    held = [];
    const result = deferPageScripts(text, preloads);
    carry = result.carry;
    return result.out;
  };
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      held.push(chunk);
      callback();
    },
    flush(callback) {
      const out = release() + carry + decoder.end();
      onEnd?.();
      callback(null, out || undefined);
    },
  });
  return Object.assign(stream, {
    flush() {
      const out = release();
      if (out) stream.push(out);
    },
  });
}
