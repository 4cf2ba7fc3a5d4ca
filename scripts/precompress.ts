/**
 * `npm run build`, after Vite: a brotli (.br) and a gzip (.gz) copy beside each script, style sheet
 * and other text file in build/client/assets, made once at the highest levels (brotli 11, gzip 9),
 * which would cost far too much per request. The server sends the copy the client takes
 * (server/create-app.ts); files that do not shrink (fonts are compressed already) get none.
 */
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const TEXT = new Set([".js", ".mjs", ".css", ".svg", ".json", ".html", ".txt", ".xml", ".map"]);
/** Below this, compression's framing eats most of what it saves; the server's compression middleware skips them too. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export async function precompress(dir: string): Promise<{ files: number; bytes: number; brotliBytes: number; gzipBytes: number }> {
  const names = (await readdir(dir, { recursive: true })).filter((name) => TEXT.has(extname(name)));
  const totals = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  for (const name of names) {
    const path = join(dir, name);
    if ((await stat(path)).size < MIN_BYTES) continue;
    const source = await readFile(path);
    const [br, gzipped] = await Promise.all([
      brotli(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
      gz(source, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    // A copy no smaller than the file would only cost a request its Vary.
    if (br.length < source.length) await writeFile(`${path}.br`, br);
    if (gzipped.length < source.length) await writeFile(`${path}.gz`, gzipped);
    totals.files++;
    totals.bytes += source.length;
    totals.brotliBytes += Math.min(br.length, source.length);
    totals.gzipBytes += Math.min(gzipped.length, source.length);
  }
  return totals;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const dir = process.argv[2] ?? "build/client/assets";
  const t = await precompress(dir);
  const kb = (n: number) => `${Math.round(n / 1024)} KiB`;
  console.log(`precompressed ${t.files} files in ${dir}: ${kb(t.bytes)} -> brotli ${kb(t.brotliBytes)}, gzip ${kb(t.gzipBytes)}`);
}
