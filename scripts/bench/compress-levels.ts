/**
 * `npx tsx scripts/bench/compress-levels.ts page.html search.json …` (issue 18): what each compression setting
 * server/compress.ts could use costs on this machine, for bodies saved from the running server. For each file and
 * setting: the compressed size, and the CPU time per response, compressed the way a response is (written in
 * `chunkBytes` pieces with a flush after each, as React Router flushes after every chunk it writes; 0 = one piece).
 */
import { readFileSync } from "node:fs";
import { basename } from "node:path";
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from "node:zlib";
import type { BrotliCompress, Gzip } from "node:zlib";

/** BROTLI_PARAM_LGWIN (the window, 2^n bytes; brotli's default 22): LGWIN=18 to compare. */
const lgwin = process.env.LGWIN ? { [constants.BROTLI_PARAM_LGWIN]: Number(process.env.LGWIN) } : {};
type Setting = { name: string; whole: (b: Buffer) => Buffer; stream: () => Gzip | BrotliCompress };
const settings: Setting[] = [
  ...[1, 4, 6].map((level) => ({
    name: `gzip ${level}`,
    whole: (b: Buffer) => gzipSync(b, { level }),
    stream: () => createGzip({ level }),
  })),
  ...[1, 2, 4, 5].map((quality) => ({
    name: `brotli ${quality}`,
    whole: (b: Buffer) => brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, ...lgwin } }),
    stream: () => createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: quality, ...lgwin } }),
  })),
];

/** Compresses `body` in pieces, flushing after each like compression's res.flush(); resolves to the bytes out. */
function streamed(setting: Setting, body: Buffer, chunkBytes: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const z = setting.stream();
    let out = 0;
    z.on("data", (c: Buffer) => {
      out += c.length;
    });
    z.on("end", () => resolve(out));
    z.on("error", reject);
    const pieces = chunkBytes > 0 ? Math.ceil(body.length / chunkBytes) : 1;
    let i = 0;
    const next = () => {
      if (i === pieces) return z.end();
      if (chunkBytes === 0) {
        i++;
        return z.end(body);
      }
      const piece = chunkBytes > 0 ? body.subarray(i * chunkBytes, (i + 1) * chunkBytes) : body;
      i++;
      z.write(piece);
      z.flush(next);
    };
    next();
  });
}

async function main() {
  const chunkBytes = Number(process.env.CHUNK_BYTES ?? 4096);
  for (const file of process.argv.slice(2)) {
    const body = readFileSync(file);
    console.log(`\n${basename(file)}: ${body.length} bytes; pieces of ${chunkBytes || "all"} bytes, flushed after each`);
    console.log("| setting | bytes (whole) | bytes (flushed pieces) | CPU ms a response (whole) | CPU ms (flushed pieces) |");
    console.log("|---|---|---|---|---|");
    for (const s of settings) {
      const runs = Math.max(20, Math.round(4_000_000 / body.length));
      let size = 0;
      let t = process.cpuUsage();
      for (let i = 0; i < runs; i++) size = s.whole(body).length;
      let used = process.cpuUsage(t);
      const wholeMs = (used.user + used.system) / 1000 / runs;
      let streamedSize = 0;
      t = process.cpuUsage();
      for (let i = 0; i < runs; i++) streamedSize = await streamed(s, body, chunkBytes);
      used = process.cpuUsage(t);
      const streamMs = (used.user + used.system) / 1000 / runs;
      console.log(`| ${s.name} | ${size} | ${streamedSize} | ${wholeMs.toFixed(3)} | ${streamMs.toFixed(3)} |`);
    }
  }
}

await main();
