import { type RefObject, useRef, useState } from "react";
import { loadOnUse, useFirstUse } from "~/components/ui/load-on-use";
import { showThumbnails, stepIndex } from "~/domain/vehicle/vehicle-display";
import type { Slide } from "~/domain/vehicle/viewer";
import { imageSrcSet, imageUrl } from "~/images/image-url";
import { GalleryThumbnails } from "./gallery-thumbnails";
import { VideoSlide } from "./video-slide";

// The fullscreen viewer (Radix's dialog) loads when a shopper reaches for 'View all photos' (issue 18's JavaScript budget).
const Viewer = loadOnUse(() => import("./gallery-viewer"));

type Props = { slides: Slide[]; alts: string[]; title: string; status: string };

/**
 * Photos (and the stock video at its configured place): a 600x400 main image (the first two load
 * with priority), thumbnails when the spec allows, and a fullscreen viewer paged with the arrow keys.
 * Without JavaScript, thumbnails link to full size.
 */
export function Gallery({ slides, alts, title, status }: Props) {
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const [opened, markOpened] = useFirstUse();
  const viewAll = useRef<HTMLButtonElement>(null);
  if (!slides.length) {
    return <div className="flex aspect-[3/2] items-center justify-center rounded-site bg-black/5 text-muted">Photos coming soon</div>;
  }
  const photoCount = slides.filter((s) => s.kind === "image").length;
  const poster = slides.find((s) => s.kind === "image")?.src ?? null;
  const alt = (i: number) => alts[i] ?? `${title}, photo ${i + 1}`;
  const step = (by: number) => setIndex((i) => stepIndex(i, by, slides.length));
  const thumbs = showThumbnails(photoCount, status);
  const current = slides[index];
  return (
    <div>
      <MainSlide slides={slides} index={index} title={title} poster={poster} alt={alt} />
      {slides.length > 1 ? (
        <GalleryControls
          step={step}
          viewAll={viewAll}
          open={open}
          photoCount={photoCount}
          onViewAll={() => {
            markOpened();
            setOpen(true);
          }}
        />
      ) : null}
      {thumbs ? <GalleryThumbnails slides={slides} index={index} onSelect={setIndex} alt={alt} /> : null}
      {opened ? (
        <Viewer.Loaded
          open={open}
          onOpenChange={setOpen}
          trigger={viewAll}
          title={title}
          slide={current}
          alt={current.kind === "image" ? alt(current.index) : ""}
          poster={poster}
          photoCount={photoCount}
          step={step}
        />
      ) : null}
    </div>
  );
}

type SlideProps = { slides: Slide[]; index: number; title: string; poster: string | null; alt: (index: number) => string };

/** The slide shown (a photo, or the video), with the next photo fetched ahead. */
function MainSlide({ slides, index, title, poster, alt }: SlideProps) {
  const current = slides[index];
  const second = slides.find((s, i) => i > 0 && s.kind === "image");
  return (
    <div className="relative">
      {current.kind === "video" ? (
        <VideoSlide url={current.url} poster={poster} label={`${title} video`} />
      ) : (
        <img
          key={current.src}
          src={imageUrl(current.src, 600)}
          srcSet={imageSrcSet(current.src, [480, 600, 900, 1200])}
          sizes="(min-width: 1024px) 60vw, 100vw"
          alt={alt(current.index)}
          width={600}
          height={400}
          fetchPriority={index === 0 ? "high" : "auto"}
          className="aspect-[3/2] w-full rounded-site bg-black/5 object-cover"
        />
      )}
      {/* The second photo is fetched early too, so the first step is instant. */}
      {second?.kind === "image" ? <link rel="preload" as="image" href={imageUrl(second.src, 600)} /> : null}
    </div>
  );
}

type ControlsProps = {
  step: (by: number) => void;
  viewAll: RefObject<HTMLButtonElement | null>;
  open: boolean;
  photoCount: number;
  onViewAll: () => void;
};

/** Previous photo, View all photos (the fullscreen viewer) and Next photo. */
function GalleryControls({ step, viewAll, open, photoCount, onViewAll }: ControlsProps) {
  return (
    // In the server's HTML as the hydrated page has it (js-only: hidden without JavaScript), so the photo's
    // thumbnails and the sidebar below do not move down when the page hydrates (issue 18: CLS 0.033 on a
    // phone); a press before then is pressed again once it has (island.tsx, early-presses.ts).
    <div className="js-only mt-2 flex items-center justify-between gap-2 text-sm">
      <button type="button" onClick={() => step(-1)} className="rounded-site px-3 py-1.5 font-semibold ring-1 ring-black/15">
        <span aria-hidden="true">‹ </span>Previous photo
      </button>
      <button
        ref={viewAll}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        {...Viewer.preloadOn}
        onClick={onViewAll}
        className="rounded-site px-3 py-1.5 font-semibold underline"
      >
        View all {photoCount} photos
      </button>
      <button type="button" onClick={() => step(1)} className="rounded-site px-3 py-1.5 font-semibold ring-1 ring-black/15">
        Next photo<span aria-hidden="true"> ›</span>
      </button>
    </div>
  );
}
