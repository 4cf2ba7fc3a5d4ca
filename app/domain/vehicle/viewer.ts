import { wrapIndex } from "./vehicle-display";
/** Vehicle spec section 9: the spin turns one frame every 100 ms and a 20 px drag moves one frame. */
export const SPIN_INTERVAL_MS = 100;
export const DRAG_PX_PER_FRAME = 20;
/** Vehicle spec section 9: the sticky header appears after 500 px; the mobile bar changes style after 900 px. */
export const STICKY_HEADER_AFTER_PX = 500;
export const MOBILE_BAR_RESTYLE_AFTER_PX = 900;

export type ViewerMode = "spin" | "walkaround" | "interior" | "gallery";
export type VideoPosition = "start" | "second" | "middle" | "end";
export type Slide = { kind: "image"; src: string; index: number } | { kind: "video"; url: string };

/**
 * Vehicle spec section 4: spin is the default view (one site prefers the gallery); without spin
 * frames a walkaround video takes its place, and without either the photos are shown.
 */
export function defaultViewerMode(
  preferred: "spin" | "gallery",
  media: { exteriorFrames: number; walkaround: boolean; photos: number },
): ViewerMode {
  if (preferred === "gallery" && media.photos > 0) return "gallery";
  if (media.exteriorFrames > 0) return "spin";
  if (media.walkaround) return "walkaround";
  return "gallery";
}

/** The modes a car can offer, in tab order. */
export function availableModes(media: { exteriorFrames: number; interiorFrames: number; walkaround: boolean }): ViewerMode[] {
  return [
    ...(media.exteriorFrames > 0 ? (["spin"] as const) : []),
    ...(media.walkaround ? (["walkaround"] as const) : []),
    ...(media.interiorFrames > 0 ? (["interior"] as const) : []),
    "gallery",
  ];
}

/** Places the stock video among the photos: first, second (the default), in the middle or last. */
export function gallerySlides(images: readonly string[], videoUrl: string | null, position: VideoPosition): Slide[] {
  const slides: Slide[] = images.map((src, index) => ({ kind: "image", src, index }));
  if (!videoUrl) return slides;
  const at = { start: 0, second: 1, middle: Math.floor(images.length / 2), end: images.length }[position];
  slides.splice(Math.min(at, images.length), 0, { kind: "video", url: videoUrl });
  return slides;
}

/** The 360 degrees are spread evenly across the frames: frame 0 is 0 degrees. */
export function frameForAngle(angle: number, frameCount: number): number {
  if (frameCount <= 0) return 0;
  return wrapIndex(Math.round((wrapIndex(angle, 360) / 360) * frameCount), frameCount);
}

export function angleForFrame(frame: number, frameCount: number): number {
  if (frameCount <= 0) return 0;
  return Math.round((wrapIndex(frame, frameCount) * 360) / frameCount);
}

/** Dragging right turns the car forward one frame per 20 px, wrapping past the last frame. */
export function frameAfterDrag(startFrame: number, dragPx: number, frameCount: number): number {
  if (frameCount <= 0) return 0;
  return wrapIndex(startFrame + Math.trunc(dragPx / DRAG_PX_PER_FRAME), frameCount);
}

export function stickyState(scrollY: number): { header: boolean; barRestyled: boolean } {
  return { header: scrollY > STICKY_HEADER_AFTER_PX, barRestyled: scrollY > MOBILE_BAR_RESTYLE_AFTER_PX };
}

/** A YouTube watch or share address as a privacy-friendly embed address; other hosts are used as given. */
export function videoEmbedUrl(url: string): string {
  const match = url.match(/(?:youtube\.com\/watch\?v=|youtu\.be\/|youtube\.com\/embed\/)([\w-]+)/);
  return match ? `https://www.youtube-nocookie.com/embed/${match[1]}?autoplay=1&rel=0` : url;
}
