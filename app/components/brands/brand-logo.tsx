import { imageUrl } from "~/images/image-url";

/** A make's logo from the image endpoint; decorative beside the make's name, which is always written out. */
export function BrandLogo({ logoKey, size = 64 }: { logoKey: string | null; size?: number }) {
  if (!logoKey) return null;
  return (
    <img
      src={imageUrl(logoKey, size * 2)}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      className="object-contain"
      style={{ width: size, height: size }}
    />
  );
}
