import sharp from "sharp";
import { renderImageSource } from "./render-image-source";

/** A stored photo as a JPEG of the given width, for documents (the brochure) rather than pages. */
export async function photoJpeg(key: string, width: number): Promise<Uint8Array | null> {
  const svg = renderImageSource(key);
  if (!svg) return null;
  return sharp(Buffer.from(svg), { density: 144 }).resize({ width }).flatten({ background: "#ffffff" }).jpeg({ quality: 82 }).toBuffer();
}
