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

export function scriptsAfterFirstPaint(): Transform {
  const preloads: string[] = [];
  // A chunk may end inside a character as well as inside a tag.
  const decoder = new StringDecoder("utf8");
  let carry = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const result = deferPageScripts(carry + decoder.write(chunk), preloads);
      carry = result.carry;
      callback(null, result.out);
    },
    flush(callback) {
      callback(null, carry + decoder.end());
    },
  });
}
