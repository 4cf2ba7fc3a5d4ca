import { useHydrated } from "~/lib/use-hydrated";
import type { Slide } from "~/domain/vehicle/viewer";
import { imageUrl } from "~/images/image-url";

type Props = { slides: Slide[]; index: number; onSelect: (index: number) => void; alt: (index: number) => string };

/** The gallery's thumbnails: buttons that show the slide once hydrated, links to the full-size photo (or the video) before. */
export function GalleryThumbnails({ slides, index, onSelect, alt }: Props) {
  const hydrated = useHydrated();
  return (
    <ul className="mt-2 grid grid-cols-4 gap-2 sm:grid-cols-7" aria-label="Photos">
      {slides.map((slide, i) => (
        <li key={slide.kind === "image" ? slide.src : slide.url}>
          {slide.kind === "video" ? (
            hydrated ? (
              <button
                type="button"
                onClick={() => onSelect(i)}
                aria-current={i === index ? "true" : undefined}
                className={`flex aspect-[3/2] w-full items-center justify-center rounded-site bg-black text-sm font-semibold text-white ${i === index ? "ring-2 ring-brand" : ""}`}
              >
                ▶ Video
              </button>
            ) : (
              <a
                href={slide.url}
                className="flex aspect-[3/2] w-full items-center justify-center rounded-site bg-black text-sm font-semibold text-white"
              >
                ▶ Video
              </a>
            )
          ) : hydrated ? (
            <button
              type="button"
              onClick={() => onSelect(i)}
              aria-current={i === index ? "true" : undefined}
              className={`block w-full rounded-site ${i === index ? "ring-2 ring-brand" : ""}`}
            >
              <img
                src={imageUrl(slide.src, 160)}
                alt={alt(slide.index)}
                width={160}
                height={107}
                loading="lazy"
                className="aspect-[3/2] w-full rounded-site bg-black/5 object-cover"
              />
            </button>
          ) : (
            <a href={imageUrl(slide.src, 1200)} className="block">
              <img
                src={imageUrl(slide.src, 160)}
                alt={alt(slide.index)}
                width={160}
                height={107}
                loading="lazy"
                className="aspect-[3/2] w-full rounded-site bg-black/5 object-cover"
              />
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
