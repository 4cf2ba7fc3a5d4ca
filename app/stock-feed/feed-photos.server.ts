import { createHash } from "node:crypto";
import { mkdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import { isAbsolute, join, resolve } from "node:path";
import sharp from "sharp";
import type { Queryable } from "~/db/database";
import { knownFeedPhotos, rememberFeedPhoto } from "./stock-feed-queries.server";

export type PhotoOptions = {
  /** DATA_DIR/images: a photo is stored as src/feed/{sha256 of its bytes}, served by /img as feed/{sha256}. */
  imagesDir: string;
  /** Where a relative file path in the feed starts; null refuses file paths (HTTP feeds may only name URLs). */
  filesDir: string | null;
  concurrency?: number;
  timeoutMs?: number;
  maxBytes?: number;
};

const IMAGE_TYPES = /^image\/(jpeg|png|webp|avif|gif)$/;
export const FEED_PHOTO_PREFIX = "feed/";

/**
 * Turns each feed photo (URL or file) into an /img key, fetching each one once: photos the site
 * already has stored are not fetched again. Fetches are bounded (a few at a time, a timeout, a size
 * and type check, and sharp must be able to read the bytes). Returns the keys and, per photo, why
 * one could not be used; the caller imports the car without it.
 */
export async function resolveFeedPhotos(
  db: Queryable,
  siteId: number,
  sources: readonly string[],
  options: PhotoOptions,
): Promise<{ keys: Map<string, string>; failures: Map<string, string> }> {
  const unique = [...new Set(sources)];
  const keys = unique.length ? await knownFeedPhotos(db, siteId, unique) : new Map<string, string>();
  const failures = new Map<string, string>();
  const todo = unique.filter((s) => !keys.has(s));
  let next = 0;
  const worker = async () => {
    while (next < todo.length) {
      const source = todo[next++];
      try {
        const bytes = await readPhoto(source, options);
        const key = await storePhoto(bytes, options.imagesDir);
        await rememberFeedPhoto(db, siteId, source, key);
        keys.set(source, key);
      } catch (error) {
        failures.set(source, (error as Error).message);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency ?? 4, todo.length) }, worker));
  return { keys, failures };
}

async function readPhoto(source: string, options: PhotoOptions): Promise<Buffer> {
  const maxBytes = options.maxBytes ?? 15_000_000;
  if (/^https?:\/\//i.test(source)) return fetchPhoto(source, maxBytes, options.timeoutMs ?? 15_000);
  if (/^[a-z][a-z0-9+.-]*:/i.test(source)) throw new Error("is neither an http(s) URL nor a file path");
  if (options.filesDir === null) throw new Error("file paths are only accepted from the command line; send a URL");
  const path = isAbsolute(source) ? source : resolve(options.filesDir, source);
  const size = (await stat(path).catch(() => null))?.size;
  if (size === undefined) throw new Error("file not found");
  if (size > maxBytes) throw new Error(`is larger than ${maxBytes} bytes`);
  return readFile(path);
}

async function fetchPhoto(url: string, maxBytes: number, timeoutMs: number): Promise<Buffer> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: "follow" }).catch((error: Error) => {
    throw new Error(error.name === "TimeoutError" ? `no answer within ${timeoutMs / 1000} s` : `could not be fetched (${error.message})`);
  });
  if (!response.ok) throw new Error(`answered HTTP ${response.status}`);
  const type = (response.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (!IMAGE_TYPES.test(type)) throw new Error(`is not a JPEG, PNG, WebP, AVIF or GIF image (Content-Type ${type || "missing"})`);
  if (Number(response.headers.get("content-length") ?? 0) > maxBytes) throw new Error(`is larger than ${maxBytes} bytes`);
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of response.body ?? []) {
    total += chunk.length;
    if (total > maxBytes) throw new Error(`is larger than ${maxBytes} bytes`);
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

/** Stores the photo under the hash of its bytes (the same photo twice is one file) and returns its /img key. */
async function storePhoto(bytes: Buffer, imagesDir: string): Promise<string> {
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height || meta.format === "svg") throw new Error("is not an image that can be read");
  const hash = createHash("sha256").update(bytes).digest("hex");
  const dir = join(imagesDir, "src", "feed");
  await mkdir(dir, { recursive: true });
  const temp = join(dir, `${hash}.${process.pid}.tmp`);
  await writeFile(temp, bytes);
  await rename(temp, join(dir, hash));
  return `${FEED_PHOTO_PREFIX}${hash}`;
}
