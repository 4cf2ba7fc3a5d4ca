import { useState } from "react";
import { imageUrl } from "~/images/image-url";
import { videoEmbedUrl } from "~/domain/vehicle/viewer";

/**
 * A video behind its poster: the player (and its scripts) load only when the shopper presses play,
 * so a car page with a video is as fast as one without.
 */
export function VideoSlide({ url, poster, label }: { url: string; poster: string | null; label: string }) {
  const [playing, setPlaying] = useState(false);
  if (playing) {
    return (
      <iframe
        src={videoEmbedUrl(url)}
        title={label}
        allow="autoplay; encrypted-media; picture-in-picture"
        allowFullScreen
        className="aspect-[3/2] w-full rounded-site bg-black"
      />
    );
  }
  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      aria-label={`Play ${label}`}
      className="group relative block aspect-[3/2] w-full overflow-hidden rounded-site bg-black"
    >
      {poster ? (
        <img src={imageUrl(poster, 600)} alt="" width={600} height={400} className="h-full w-full object-cover opacity-70" />
      ) : null}
      <span className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-white">
        <span
          aria-hidden="true"
          className="flex h-16 w-16 items-center justify-center rounded-full bg-black/70 text-3xl group-hover:bg-brand"
        >
          ▶
        </span>
        <span className="rounded-site bg-black/70 px-3 py-1 font-semibold">Play video</span>
      </span>
    </button>
  );
}
