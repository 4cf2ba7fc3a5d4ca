/**
 * A car's photos in the console (issue 54): the limits an upload is held to, and the list changes the editor makes,
 * as pure functions over the photos in their order.
 */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
export const PHOTOS_PER_CAR = 40;
/** One upload's body: the server reads it whole before checking it, so several batches rather than one huge post. */
export const PHOTO_UPLOAD_MAX_BYTES = 64 * 1024 * 1024;
export const ALT_MAX = 200;
export const PHOTO_FORMATS = ["jpeg", "png", "webp"] as const;

export type PhotoChange = { kind: "up" | "down" | "delete"; index: number } | { kind: "alt"; index: number; alt: string };

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** Why one uploaded file cannot be a photo (by its size and the format sharp reads in its bytes), or null. */
export function photoProblem(file: { name: string; size: number; format: string | null }): string | null {
  const name = file.name || "A file";
  if (file.size === 0) return `${name} is empty.`;
  if (file.size > PHOTO_MAX_BYTES) return `${name} is ${megabytes(file.size)}: a photo can be at most ${megabytes(PHOTO_MAX_BYTES)}.`;
  if (!PHOTO_FORMATS.includes(file.format as never)) return `${name} is not a JPEG, PNG or WebP photo.`;
  return null;
}

/** How many of this many new photos fit beside the car's, and what to say about the rest. */
export function photosThatFit(have: number, adding: number): { fit: number; problem: string | null } {
  const fit = Math.max(0, Math.min(adding, PHOTOS_PER_CAR - have));
  if (fit === adding) return { fit, problem: null };
  return {
    fit,
    problem: `A car can have at most ${PHOTOS_PER_CAR} photos: ${adding - fit === 1 ? "1 photo was" : `${adding - fit} photos were`} not added. Delete some first.`,
  };
}

/** The photos after a change; null when the change names no photo (a stale page) or the alt text is not one line of 1-200 characters. */
export function changePhotos<T extends { alt: string }>(photos: readonly T[], change: PhotoChange): T[] | null {
  const { index } = change;
  if (!Number.isInteger(index) || index < 0 || index >= photos.length) return null;
  const next = [...photos];
  if (change.kind === "delete") next.splice(index, 1);
  else if (change.kind === "alt") {
    const alt = change.alt.trim();
    if (!alt || alt.length > ALT_MAX || /[\r\n]/.test(alt)) return null;
    next[index] = { ...next[index], alt };
  } else {
    const to = change.kind === "up" ? index - 1 : index + 1;
    if (to < 0 || to >= photos.length) return next;
    [next[index], next[to]] = [next[to], next[index]];
  }
  return next;
}

/** The change a photo's form posts: `intent` is photo-up, photo-down, photo-delete or photo-alt, `photo` its index. */
export function parsePhotoChange(form: { get(name: string): unknown }): PhotoChange | null {
  const intent = String(form.get("intent") ?? "");
  const index = Number(form.get("photo"));
  if (intent === "photo-up") return { kind: "up", index };
  if (intent === "photo-down") return { kind: "down", index };
  if (intent === "photo-delete") return { kind: "delete", index };
  if (intent === "photo-alt") return { kind: "alt", index, alt: String(form.get("alt") ?? "") };
  return null;
}

/** The car editor's address, where its photo uploads post (the server's body limit for it is PHOTO_UPLOAD_MAX_BYTES). */
export const CAR_EDITOR_PATH = /^\/dealer\/stock\/\d{1,9}$/;

/** The content image library's address, where its uploads post (the same body limit as the car editor's). */
export const CONTENT_IMAGES_PATH = /^\/dealer\/content\/images$/;
