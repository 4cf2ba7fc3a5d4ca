import { z } from "zod";
import {
  DEFAULT_IMAGE_QUALITY,
  DEFAULT_IMAGE_WIDTH,
  IMAGE_FORMATS,
  IMAGE_QUALITIES,
  IMAGE_WIDTHS,
  type ImageWidth,
} from "~/images/image-url";

export { IMAGE_FORMATS };

const WIDTHS: readonly number[] = IMAGE_WIDTHS;
const QUALITIES: readonly number[] = IMAGE_QUALITIES;

// Only the variants the pages ask for (app/images/image-url.ts): one request cannot make sharp draw
// a size, quality or format nobody serves, and the cache holds a fixed number of files per key.
export const ImageParamsSchema = z.object({
  w: z.coerce
    .number({ error: "w must be a whole number of pixels" })
    .int("w must be a whole number of pixels")
    .refine((w) => WIDTHS.includes(w), `w must be one of ${IMAGE_WIDTHS.join(", ")}`)
    .transform((w) => w as ImageWidth)
    .default(DEFAULT_IMAGE_WIDTH as ImageWidth),
  q: z.coerce
    .number({ error: "q must be a whole number" })
    .int("q must be a whole number")
    .refine((q) => QUALITIES.includes(q), `q must be ${IMAGE_QUALITIES.join(" or ")}`)
    .default(DEFAULT_IMAGE_QUALITY),
  fmt: z.enum(IMAGE_FORMATS, { error: `fmt must be one of ${IMAGE_FORMATS.join(", ")}` }).default("webp"),
});
export type ImageParams = z.infer<typeof ImageParamsSchema>;

/** At most 100 characters of 2 to 4 lower-case segments, each words joined by single hyphens. */
const SEGMENT = "[a-z0-9]+(?:-[a-z0-9]+)*";
const KEY = new RegExp(`^${SEGMENT}(?:/${SEGMENT}){1,3}$`);
export const MAX_KEY_LENGTH = 100;

export type ParsedImageRequest = { ok: true; key: string; params: ImageParams } | { ok: false; error: string };

export function parseImageRequest(key: string, query: Record<string, unknown>): ParsedImageRequest {
  if (key.length > MAX_KEY_LENGTH || !KEY.test(key)) return { ok: false, error: "Unknown image path" };
  for (const name of Object.keys(query)) {
    if (!["w", "q", "fmt"].includes(name)) return { ok: false, error: `Unknown parameter ${name}` };
    if (Array.isArray(query[name])) return { ok: false, error: `${name} may be given once` };
  }
  const result = ImageParamsSchema.safeParse(query);
  if (!result.success) return { ok: false, error: result.error.issues.map((i) => i.message).join("; ") };
  return { ok: true, key, params: result.data };
}
