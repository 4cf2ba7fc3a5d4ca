import { createHash } from "node:crypto";
import { existsSync, mkdirSync } from "node:fs";
import { readFile, rename, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { Request, Response } from "express";
import sharp from "sharp";
import { renderImageSource } from "~/images/render-image-source";
import { sendError } from "./api-errors";
import { parseImageRequest } from "./image-params";

const CONTENT_TYPES = { webp: "image/webp", avif: "image/avif", jpeg: "image/jpeg", png: "image/png" } as const;

/**
 * GET /img/{key}?w=&q=&fmt=: resizes the seeded source artwork with sharp and keeps every
 * variant on disk, so each size is made once. URLs never change content, hence immutable.
 */
export function imageHandler(imagesDir: string) {
  const sourceDir = join(imagesDir, "src");
  const cacheDir = join(imagesDir, "cache");
  mkdirSync(cacheDir, { recursive: true });
  const inFlight = new Map<string, Promise<Buffer>>();

  async function render(key: string, w: number, q: number, fmt: keyof typeof CONTENT_TYPES): Promise<Buffer> {
    const name = createHash("sha1").update(`${key}|${w}|${q}|${fmt}`).digest("hex");
    const cached = join(cacheDir, `${name}.${fmt}`);
    if (existsSync(cached)) return readFile(cached);
    const source = await readFile(join(sourceDir, `${key}.svg`));
    const output = await sharp(source, { density: 144 })
      .resize({ width: w, withoutEnlargement: false })
      .toFormat(fmt, { quality: q, ...(fmt === "avif" ? { effort: 2 } : {}) })
      .toBuffer();
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
    const sourceFile = join(sourceDir, `${parsed.key}.svg`);
    if (!existsSync(sourceFile)) {
      // Seeding draws the artwork the stock uses; any other drawable key is drawn on first request.
      const svg = renderImageSource(parsed.key);
      if (!svg) {
        sendError(req, res, "not_found", "Image not found");
        return;
      }
      mkdirSync(dirname(sourceFile), { recursive: true });
      await writeFile(sourceFile, svg);
    }
    const id = `${parsed.key}|${w}|${q}|${fmt}`;
    let job = inFlight.get(id);
    if (!job) {
      job = render(parsed.key, w, q, fmt).finally(() => inFlight.delete(id));
      inFlight.set(id, job);
    }
    const body = await job;
    res.set({ "Content-Type": CONTENT_TYPES[fmt], "Cache-Control": "public, max-age=31536000, immutable" }).send(body);
  };
}
