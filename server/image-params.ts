import { z } from "zod";

export const IMAGE_FORMATS = ["webp", "avif", "jpeg", "png"] as const;

// Bounds keep one request from asking sharp for a gigantic or degenerate image.
export const ImageParamsSchema = z.object({
  w: z.coerce
    .number({ error: "w must be a whole number of pixels" })
    .int("w must be a whole number of pixels")
    .min(16, "w must be at least 16")
    .max(2400, "w must be at most 2400")
    .default(800),
  q: z.coerce
    .number({ error: "q must be a whole number" })
    .int("q must be a whole number")
    .min(1, "q must be at least 1")
    .max(100, "q must be at most 100")
    .default(75),
  fmt: z.enum(IMAGE_FORMATS, { error: `fmt must be one of ${IMAGE_FORMATS.join(", ")}` }).default("webp"),
});
export type ImageParams = z.infer<typeof ImageParamsSchema>;

const KEY = /^[a-z0-9-]+(\/[a-z0-9-]+){1,3}$/;

export type ParsedImageRequest = { ok: true; key: string; params: ImageParams } | { ok: false; error: string };

export function parseImageRequest(key: string, query: Record<string, unknown>): ParsedImageRequest {
  if (!KEY.test(key)) return { ok: false, error: "Unknown image path" };
  for (const name of Object.keys(query)) {
    if (!["w", "q", "fmt"].includes(name)) return { ok: false, error: `Unknown parameter ${name}` };
    if (Array.isArray(query[name])) return { ok: false, error: `${name} may be given once` };
  }
  const result = ImageParamsSchema.safeParse(query);
  if (!result.success) return { ok: false, error: result.error.issues.map((i) => i.message).join("; ") };
  return { ok: true, key, params: result.data };
}
