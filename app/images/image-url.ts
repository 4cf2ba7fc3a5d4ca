export type ImageFormat = "webp" | "avif" | "jpeg" | "png";

/** URL of a seeded image through the resizing endpoint. */
export function imageUrl(src: string, width: number, options: { q?: number; fmt?: ImageFormat } = {}): string {
  const params = new URLSearchParams({ w: String(width) });
  if (options.q) params.set("q", String(options.q));
  if (options.fmt) params.set("fmt", options.fmt);
  return `/img/${src}?${params}`;
}

export function imageSrcSet(src: string, widths: readonly number[]): string {
  return widths.map((w) => `${imageUrl(src, w)} ${w}w`).join(", ");
}
