import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import type { Request, Response } from "express";
import sharp from "sharp";
import { renderImageSource } from "~/images/render-image-source";
import { FEED_PHOTO_PREFIX } from "~/stock-feed/feed-photos.server";
import type { FileStore } from "~/storage/file-store";
import { sendError } from "./api-errors";
import { parseImageRequest } from "./image-params";
import { createRenderQueue } from "./render-queue";

const CONTENT_TYPES = { webp: "image/webp", jpeg: "image/jpeg", png: "image/png" } as const;

export type ImageHandlerOptions = {
  /** Where stored photos (keys under feed/) are read from: the local directory or the deployment's object store. */
  store: FileStore;
  /** Whether logo/make/{slug} is a known make's logo (the manufacturers table); other keys are a fixed set. */
  isKnownLogo: (key: string) => Promise<boolean>;
  /** Renders at once; default the machine's cores (sharp also uses its own thread pool per render). */
  concurrency?: number;
  /** Renders allowed to wait for a slot; one more gets 503 with Retry-After. */
  maxQueued?: number;
};

// Every variant is made once and kept on disk, so libvips' own cache of recent operations (up to 50 MB and 100
// operations by default) would only hold memory: off (issue 18; about 19 MB less after 240 renders).
sharp.cache(false);

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === "ENOENT";

const IMAGE_HEADERS = {
  "Cache-Control": "public, max-age=31536000, immutable",
  // A car's photo is public: the staff's notification e-mail shows it from a mail client, another origin, which the
  // site-wide same-origin resource policy would refuse.
  "Cross-Origin-Resource-Policy": "cross-origin",
};

/**
 * GET /img/{key}?w=&q=&fmt=: resizes source artwork with sharp and keeps every variant on disk, so
 * each is made once. URLs never change content, hence immutable. Only what pages ask for is made
 * (app/images/image-url.ts: 9 widths x 3 formats x 1 quality = 27 variants a key) and only for keys
 * that exist: a stored photo (feed/{sha256}, read through the file store: on S3, a GET on this machine's
 * first miss of a variant), the seeder's artwork under src/, else artwork the demo can draw for a car, a
 * location type or a make in the manufacturers table, drawn in memory (nothing is written to src/). The
 * variants are this machine's own cache, under cache/. Renders are bounded (cores at once, a short queue, then 503), and the cache directory is
 * made again if it disappears while the server runs.
 */
export function imageHandler(imagesDir: string, options: ImageHandlerOptions) {
  const sourceDir = join(imagesDir, "src");
  const cacheDir = join(imagesDir, "cache");
  const inFlight = new Map<string, Promise<Buffer>>();
  const queue = createRenderQueue({ concurrency: options.concurrency ?? availableParallelism(), maxQueued: options.maxQueued ?? 32 });

  async function source(key: string): Promise<Buffer | null> {
    // Stock photos (app/stock-feed/feed-photos.server.ts) are stored as they came, JPEG or PNG or WebP, named by their hash.
    if (key.startsWith(FEED_PHOTO_PREFIX)) return options.store.get(key);
    try {
      return await readFile(join(sourceDir, `${key}.svg`));
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
    if (key.startsWith("logo/") && !(await options.isKnownLogo(key))) return null;
    const svg = renderImageSource(key);
    return svg === null ? null : Buffer.from(svg);
  }

  async function render(svg: Buffer, cached: string, w: number, q: number, fmt: keyof typeof CONTENT_TYPES): Promise<Buffer> {
    const output = await sharp(svg, { density: 144 })
      .resize({ width: w, withoutEnlargement: false })
      .toFormat(fmt, { quality: q })
      .toBuffer();
    // The cache may have been removed while the server runs (finding 18): make it again, then write atomically.
    await mkdir(cacheDir, { recursive: true });
    const temp = `${cached}.${process.pid}.tmp`;
    await writeFile(temp, output);
    await rename(temp, cached);
    return output;
  }

  return async (req: Request, res: Response) => {
    const key = String((req.params as { splat?: string[] }).splat?.join("/") ?? "").replace(/\.svg$/, "");
    const parsed = parseImageRequest(key, req.query as Record<string, unknown>);
    if (!parsed.ok) {
      sendError(req, res, "bad_request", parsed.error);
      return;
    }
    const { w, q, fmt } = parsed.params;
    const id = `${parsed.key}|${w}|${q}|${fmt}`;
    const cached = join(cacheDir, `${createHash("sha1").update(id).digest("hex")}.${fmt}`);
    const send = (body: Buffer) => res.set({ "Content-Type": CONTENT_TYPES[fmt], ...IMAGE_HEADERS }).send(body);
    if (existsSync(cached)) {
      try {
        send(await readFile(cached));
        return;
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    }
    let job = inFlight.get(id);
    if (!job) {
      const svg = await sourceOrAnswer(source, req, res, parsed.key);
      if (!svg) return;
      job = inFlight.get(id);
      if (!job) {
        const queued = queue.run(() => render(svg, cached, w, q, fmt));
        if (!queued) {
          req.log.warn({ running: queue.running, waiting: queue.waiting }, "image renders queue full");
          sendError(req, res, "unavailable", "Too many images are being prepared; please try again shortly.", { retryAfterSeconds: 2 });
          return;
        }
        job = queued.finally(() => inFlight.delete(id));
        inFlight.set(id, job);
      }
    }
    send(await job);
  };
}

/** The key's source; null once the answer is sent: 404, or 503 while the object store cannot be read (never a 500). */
async function sourceOrAnswer(source: (key: string) => Promise<Buffer | null>, req: Request, res: Response, key: string) {
  let found: Buffer | null;
  try {
    found = await source(key);
  } catch (err) {
    req.log.warn({ err, key }, "image source could not be read from the file store");
    sendError(req, res, "unavailable", "This image cannot be read just now; please try again shortly.", { retryAfterSeconds: 5 });
    return null;
  }
  if (!found) sendError(req, res, "not_found", "Image not found");
  return found;
}
