import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import type { IncomingMessage } from "node:http";
import { isAbsolute, resolve } from "node:path";
import sharp from "sharp";
import type { Queryable } from "~/db/database";
import { contentTypeOf } from "~/storage/content-type";
import type { FileStore } from "~/storage/file-store";
import { guardedGet, RefusedAddressError } from "./guarded-get.server";
import { type AddressRule, publicAddressesOnly } from "./photo-address";
import { knownFeedPhotos, rememberFeedPhoto } from "./stock-feed-queries.server";

export type PhotoOptions = {
  /** Where photos are kept (app/storage): each as feed/{sha256 of its bytes}, served by /img under that key. */
  store: FileStore;
  /** Where a relative file path in the feed starts; null refuses file paths (HTTP feeds may only name URLs). */
  filesDir: string | null;
  concurrency?: number;
  timeoutMs?: number;
  maxBytes?: number;
  /**
   * Which addresses photos may be fetched from (photo-address.ts); default public ones only. Tests that
   * serve photos from 127.0.0.1 pass publicOrLoopbackForTests.
   */
  allowAddress?: AddressRule;
};

const IMAGE_TYPES = /^image\/(jpeg|png|webp|avif|gif)$/;
/**
 * The key prefix of every stored photo, whoever brought it (a feed, the console's upload): /img reads keys under it
 * through the file store. Named when feeds were the only source; the keys already stored keep it.
 */
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
        const key = await storePhoto(options.store, bytes).catch((error: Error) => {
          // The store's own error (a bucket's name, an address) is not for whoever holds the feed key.
          if (error instanceof UnreadablePhotoError) throw error;
          throw new Error("could not be stored just now; the next feed tries it again");
        });
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
  if (/^https?:\/\//i.test(source))
    return fetchPhoto(source, {
      maxBytes,
      timeoutMs: options.timeoutMs ?? 15_000,
      allowAddress: options.allowAddress ?? publicAddressesOnly,
    });
  if (/^[a-z][a-z0-9+.-]*:/i.test(source)) throw new Error("is neither an http(s) URL nor a file path");
  if (options.filesDir === null) throw new Error("file paths are only accepted from the command line; send a URL");
  const path = isAbsolute(source) ? source : resolve(options.filesDir, source);
  const size = (await stat(path).catch(() => null))?.size;
  if (size === undefined) throw new Error("file not found");
  if (size > maxBytes) throw new Error(`is larger than ${maxBytes} bytes`);
  return readFile(path);
}

/**
 * GET a photo over http(s), following at most MAX_REDIRECTS redirects. Every hop goes through the
 * address rule: an IP literal before connecting, a host name on each address it resolves to, in
 * the lookup the connection itself uses (so a name that resolves to a public address when checked
 * and a private one when connected, DNS rebinding, cannot slip through).
 */
async function fetchPhoto(url: string, options: { maxBytes: number; timeoutMs: number; allowAddress: AddressRule }): Promise<Buffer> {
  const { maxBytes, timeoutMs } = options;
  const signal = AbortSignal.timeout(timeoutMs);
  let target = new URL(url);
  for (let hop = 0; ; hop++) {
    const response = await guardedGet(target, { allowAddress: options.allowAddress, signal, headers: PHOTO_HEADERS }).catch(
      (error: Error) => {
        if (error instanceof RefusedAddressError) throw error;
        throw new Error(signal.aborted ? `no answer within ${timeoutMs / 1000} s` : `could not be fetched (${error.message})`);
      },
    );
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location) {
      response.resume();
      if (hop >= MAX_REDIRECTS) throw new Error(`redirects more than ${MAX_REDIRECTS} times`);
      const next = new URL(response.headers.location, target);
      if (next.protocol !== "http:" && next.protocol !== "https:") throw new Error(`redirects to a ${next.protocol} URL`);
      target = next;
      continue;
    }
    try {
      return await readImageBody(response, maxBytes);
    } catch (error) {
      throw signal.aborted ? new Error(`no answer within ${timeoutMs / 1000} s`) : error;
    } finally {
      response.destroy();
    }
  }
}

const MAX_REDIRECTS = 3;
const PHOTO_HEADERS = { Accept: "image/*", "User-Agent": "dealer-platform-stock-feed" };

async function readImageBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const status = response.statusCode ?? 0;
  if (status < 200 || status > 299) throw new Error(`answered HTTP ${status}`);
  const type = String(response.headers["content-type"] ?? "")
    .split(";")[0]
    .trim()
    .toLowerCase();
  if (!IMAGE_TYPES.test(type)) throw new Error(`is not a JPEG, PNG, WebP, AVIF or GIF image (Content-Type ${type || "missing"})`);
  if (Number(response.headers["content-length"] ?? 0) > maxBytes) throw new Error(`is larger than ${maxBytes} bytes`);
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of response) {
    total += (chunk as Buffer).length;
    if (total > maxBytes) throw new Error(`is larger than ${maxBytes} bytes`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The bytes are not a photo sharp can read (or an SVG, which /img does not take from a dealer): say so to whoever sent it. */
export class UnreadablePhotoError extends Error {
  constructor() {
    super("is not an image that can be read");
    this.name = "UnreadablePhotoError";
  }
}

/**
 * Stores a photo (from a feed, or uploaded in the console) through the file store under the hash of its bytes, so the
 * same photo twice is one file, and returns its /img key, `feed/{sha256}`. Throws UnreadablePhotoError when sharp
 * cannot read it as an image (SVG refused); an error of the store (S3 unreachable, say) is thrown as it came.
 */
export async function storePhoto(store: FileStore, bytes: Buffer): Promise<string> {
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height || meta.format === "svg") throw new UnreadablePhotoError();
  const key = `${FEED_PHOTO_PREFIX}${createHash("sha256").update(bytes).digest("hex")}`;
  if (!(await store.has(key))) await store.put(key, bytes, contentTypeOf(bytes));
  return key;
}
