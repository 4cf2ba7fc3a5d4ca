import { type DragEvent, useRef, useState } from "react";
import { ALT_MAX, PHOTO_MAX_BYTES, PHOTOS_PER_CAR, PHOTO_UPLOAD_MAX_BYTES } from "~/domain/console/car-photos";
import { ConsoleForm } from "./console-form";
import { Button } from "./fields";
import { Section } from "./section";

export type EditorPhotoView = { src: string; alt: string; thumb: string };

const MB = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** The file picker, with drag and drop where JavaScript runs: dropped files go into the picker and the form posts. */
function UploadForm({ count }: { count: number }) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!input.current || !event.dataTransfer.files.length) return;
    input.current.files = event.dataTransfer.files;
    input.current.form?.requestSubmit();
  };
  return (
    <ConsoleForm method="post" encType="multipart/form-data" className="grid gap-3">
      <fieldset
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={`min-w-0 rounded-md border-2 border-dashed p-4 ${over ? "border-slate-900 bg-slate-100" : "border-slate-400"}`}
      >
        <label htmlFor="f-photos" className="block text-sm font-medium text-slate-800">
          Add photos
        </label>
        <p id="f-photos-hint" className="mt-1 text-sm text-slate-600">
          JPEG, PNG or WebP, up to {MB(PHOTO_MAX_BYTES)} each and {MB(PHOTO_UPLOAD_MAX_BYTES)} an upload; {PHOTOS_PER_CAR} photos a car (
          {count} now). Choose several at once, or drop them here.
        </p>
        <input
          ref={input}
          id="f-photos"
          name="photos"
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp"
          aria-describedby="f-photos-hint"
          className="mt-2 block w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-slate-400 file:bg-white file:px-4 file:font-semibold"
        />
      </fieldset>
      <div>
        <Button name="intent" value="upload">
          Upload photos
        </Button>
      </div>
    </ConsoleForm>
  );
}

/** One photo: its alt text, and buttons that move it up or down one place or delete it (plain posts, no JavaScript needed). */
function PhotoItem({ photo, index, last }: { photo: EditorPhotoView; index: number; last: number }) {
  const n = index + 1;
  return (
    <li className="grid gap-3 rounded-md border border-slate-300 p-3 sm:grid-cols-[10rem_1fr]">
      <img src={photo.thumb} alt={photo.alt} width={160} height={120} className="h-[120px] w-40 rounded object-cover" />
      <ConsoleForm method="post" className="grid gap-2">
        <input type="hidden" name="photo" value={index} />
        <label htmlFor={`f-alt-${index}`} className="block text-sm font-medium text-slate-800">
          Photo {n}: alt text
        </label>
        <input
          id={`f-alt-${index}`}
          name="alt"
          defaultValue={photo.alt}
          maxLength={ALT_MAX}
          className="block w-full rounded-md border border-slate-400 px-3 py-2 text-base"
        />
        <div className="flex flex-wrap gap-2">
          <Button kind="secondary" name="intent" value="photo-alt">
            Save alt text<span className="sr-only"> of photo {n}</span>
          </Button>
          <Button kind="secondary" name="intent" value="photo-up" disabled={index === 0}>
            Move up<span className="sr-only"> photo {n}</span>
          </Button>
          <Button kind="secondary" name="intent" value="photo-down" disabled={index === last}>
            Move down<span className="sr-only"> photo {n}</span>
          </Button>
          <Button kind="danger" name="intent" value="photo-delete">
            Delete<span className="sr-only"> photo {n}</span>
          </Button>
        </div>
      </ConsoleForm>
    </li>
  );
}

/** The photos were changed here, so a feed's photos do not replace them (decision 050) until someone unlocks them. */
function PhotosLock({ canEdit }: { canEdit: boolean }) {
  return (
    <div className="mb-3 flex flex-wrap items-center gap-2 text-sm text-amber-900">
      <span className="rounded bg-amber-100 px-2 py-0.5 font-semibold">Locked against the feed</span>
      {canEdit ? (
        <ConsoleForm method="post">
          <button type="submit" name="intent" value="unlock:photos" className="min-h-11 px-1 underline underline-offset-2">
            Unlock photos<span className="sr-only">: the next feed replaces them with its own</span>
          </button>
        </ConsoleForm>
      ) : null}
    </div>
  );
}

/** The car's photos in the order the site shows them, the first its cover. A new car gets photos once it is saved. */
export function CarPhotosPanel({
  photos,
  canEdit,
  isNew,
  locked = false,
}: {
  photos: readonly EditorPhotoView[];
  canEdit: boolean;
  isNew: boolean;
  locked?: boolean;
}) {
  return (
    <Section title="Photos">
      {locked ? <PhotosLock canEdit={canEdit} /> : null}
      {isNew ? <p className="text-sm text-slate-700">Add the car first; its photos come next, on this page.</p> : null}
      {!isNew && !photos.length ? (
        <p className="mb-3 text-sm text-slate-700">No photos yet: the site shows an illustration until there are.</p>
      ) : null}
      {photos.length ? (
        canEdit ? (
          <ol className="mb-4 grid gap-3 xl:grid-cols-2" aria-label="Photos, the first is the cover">
            {photos.map((p, i) => (
              <PhotoItem key={p.src} photo={p} index={i} last={photos.length - 1} />
            ))}
          </ol>
        ) : (
          <ol className="mb-4 flex flex-wrap gap-3">
            {photos.map((p) => (
              <li key={p.src}>
                <img src={p.thumb} alt={p.alt} width={160} height={120} className="h-[120px] w-40 rounded object-cover" />
              </li>
            ))}
          </ol>
        )
      ) : null}
      {/* Keyed by the count: after an upload the picker starts empty again. */}
      {canEdit && !isNew ? <UploadForm key={photos.length} count={photos.length} /> : null}
    </Section>
  );
}
