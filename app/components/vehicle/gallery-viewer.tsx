import * as Dialog from "@radix-ui/react-dialog";
import type { RefObject } from "react";
import type { Slide } from "~/domain/vehicle/viewer";
import { imageUrl } from "~/images/image-url";
import { VideoSlide } from "./video-slide";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'View all photos', which gets focus back on close. */
  trigger: RefObject<HTMLButtonElement | null>;
  title: string;
  /** The slide shown, and the photo's text alternative. */
  slide: Slide;
  alt: string;
  poster: string | null;
  photoCount: number;
  step: (by: number) => void;
};

/** The gallery's fullscreen viewer (see `Gallery`), paged with the arrow keys; loaded the first time it opens. */
export default function GalleryViewer({ open, onOpenChange, trigger, title, slide, alt, poster, photoCount, step }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/90" />
        <Dialog.Content
          className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-3 p-4 text-white"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
          onKeyDown={(e) => {
            if (e.key === "ArrowRight") step(1);
            if (e.key === "ArrowLeft") step(-1);
          }}
        >
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          <Dialog.Description>
            <span aria-live="polite">{slide.kind === "video" ? "Video" : `Photo ${slide.index + 1} of ${photoCount}`}</span>
            {/* For a screen reader, once: sighted shoppers have the Previous and Next buttons (issue 52: it was a visible caption). */}
            <span className="sr-only">. Use the left and right arrow keys to move between photos.</span>
          </Dialog.Description>
          {slide.kind === "video" ? (
            <div className="w-full max-w-4xl">
              <VideoSlide url={slide.url} poster={poster} label={`${title} video`} />
            </div>
          ) : (
            <img
              src={imageUrl(slide.src, 1200)}
              alt={alt}
              width={1200}
              height={800}
              className="max-h-[75vh] w-auto max-w-full rounded-site object-contain"
            />
          )}
          <div className="flex gap-3">
            <button type="button" onClick={() => step(-1)} className="rounded-site bg-white/15 px-4 py-2 font-semibold">
              Previous photo
            </button>
            <Dialog.Close className="rounded-site bg-white px-4 py-2 font-semibold text-black">Close</Dialog.Close>
            <button type="button" onClick={() => step(1)} className="rounded-site bg-white/15 px-4 py-2 font-semibold">
              Next photo
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
