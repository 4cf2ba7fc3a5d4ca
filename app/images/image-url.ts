/**
 * What /img serves, shared by the URL builder and the handler (server/image-params.ts), so a page can
 * only ask for a variant the server makes and the server makes nothing else: the widths the pages
 * request (thumbnails, cards, gallery, car page, og:image), the formats they use, one quality.
 * Each key has IMAGE_WIDTHS.length x IMAGE_FORMATS.length x IMAGE_QUALITIES.length variants at most.
 */
export const IMAGE_WIDTHS = [96, 160, 240, 320, 480, 600, 720, 900, 1200] as const;
export const IMAGE_FORMATS = ["webp", "jpeg", "png"] as const;
export const IMAGE_QUALITIES = [75] as const;
export const DEFAULT_IMAGE_WIDTH = 720;
export const DEFAULT_IMAGE_QUALITY = 75;

export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** The ladder width to serve for a wanted width: the smallest that is at least as wide, else the widest. */
export function snapWidth(width: number): ImageWidth {
  return IMAGE_WIDTHS.find((w) => w >= width) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
}

/** URL of a seeded image through the resizing endpoint, at the ladder width for `width`. */
export function imageUrl(src: string, width: number, options: { fmt?: ImageFormat } = {}): string {
  const params = new URLSearchParams({ w: String(snapWidth(width)) });
  if (options.fmt) params.set("fmt", options.fmt);
  return `/img/${src}?${params}`;
}

export function imageSrcSet(src: string, widths: readonly number[]): string {
  const snapped = [...new Set(widths.map(snapWidth))];
  return snapped.map((w) => `${imageUrl(src, w)} ${w}w`).join(", ");
}
