import sharp from "sharp";
import { recordAudit } from "~/db/queries/audit.server";
import { carTitle } from "~/domain/vehicle/car-name";
import { storePhoto } from "./feed-photos.server";
import type { FileStore } from "~/storage/file-store";
import {
  carTitleFacts,
  type EditorPhoto,
  listCarPhotos,
  listEditorDealerships,
  lockCarControl,
  replaceCarPhotos,
  setCarControl,
} from "./car-editor-queries.server";
import { changePhotos, PHOTO_MAX_BYTES, type PhotoChange, photoProblem, photosThatFit } from "~/domain/console/car-photos";
import { type CarChangeDeps, indexMoved, mayTouch, type StockEditor } from "./commit-car-change.server";

export type PhotoDeps = CarChangeDeps & { storage: FileStore };
export type PhotoOutcome = { ok: true; done: string; problems: string[] } | { ok: false; status: 400 | 404; problems: string[] };

/**
 * Runs a change of the car's photos in one transaction with the car locked: the photos become the feed's locked
 * field (decision 050), so the next feed does not replace what the dealer chose. Null: not a car the viewer may change.
 */
async function withCarPhotos(
  deps: CarChangeDeps,
  viewer: StockEditor,
  carId: number,
  change: (photos: EditorPhoto[]) => Promise<EditorPhoto[] | null>,
  action: string,
): Promise<"missing" | "stale" | "done"> {
  const versionBefore = deps.search.version(viewer.siteId);
  const result = await deps.db.transaction(async (tx) => {
    const control = await lockCarControl(tx, viewer.siteId, carId);
    const dealership = control && (await listEditorDealerships(tx, viewer.siteId)).find((d) => d.id === control.dealershipId);
    if (!control || !dealership || !mayTouch(viewer, dealership)) return "missing" as const;
    const before = await listCarPhotos(tx, carId);
    const after = await change(before);
    if (!after) return "stale" as const;
    await replaceCarPhotos(tx, carId, after, deps.now);
    await setCarControl(tx, viewer.siteId, carId, { lockedFields: [...new Set([...control.lockedFields, "photos"])].sort() });
    await recordAudit(tx, {
      siteId: viewer.siteId,
      actor: { staffId: viewer.staffId, email: viewer.email },
      at: deps.now,
      action,
      resource: "car",
      resourceId: String(carId),
      before: { photos: before.length },
      after: { photos: after.length },
    });
    return "done" as const;
  });
  if (result === "done") await indexMoved(deps.search, viewer.siteId, versionBefore);
  return result;
}

/** Reads each file's format from its bytes (sharp), never its name or the browser's type. */
export async function checkedFiles(files: readonly File[]) {
  const good: { name: string; bytes: Buffer }[] = [];
  const problems: string[] = [];
  for (const file of files) {
    const bytes = file.size > 0 && file.size <= PHOTO_MAX_BYTES ? Buffer.from(await file.arrayBuffer()) : null;
    const format = bytes
      ? ((
          await sharp(bytes)
            .metadata()
            .catch(() => null)
        )?.format ?? null)
      : null;
    const problem = photoProblem({ name: file.name, size: file.size, format });
    if (problem || !bytes) problems.push(problem ?? `${file.name} could not be read.`);
    else good.push({ name: file.name, bytes });
  }
  return { good, problems };
}

/**
 * Adds photos to the end of the car's: each checked (type by its bytes, size), stored through the file store (so
 * /img serves it on every machine) and listed with a plain alt text to edit. The files that pass are added even
 * when others do not; every one refused is named with why.
 */
export async function uploadCarPhotos(deps: PhotoDeps, viewer: StockEditor, carId: number, files: readonly File[]): Promise<PhotoOutcome> {
  const chosen = files.filter((f) => f.name || f.size);
  if (!chosen.length) return { ok: false, status: 400, problems: ["Choose one or more photos to upload."] };
  const car = await carTitleFacts(deps.db, viewer.siteId, carId);
  if (!car) return { ok: false, status: 404, problems: ["That car isn't in this site's stock."] };
  const { good, problems } = await checkedFiles(chosen);
  const keys: string[] = [];
  for (const file of good) keys.push(await storePhoto(deps.storage, file.bytes));
  let added = 0;
  const result = await withCarPhotos(
    deps,
    viewer,
    carId,
    async (photos) => {
      // The same photo twice is one file (its key is its bytes' hash): it is the car's once.
      const fresh = [...new Set(keys)].filter((k) => !photos.some((p) => p.src === k));
      if (fresh.length < keys.length)
        problems.push(
          `${keys.length - fresh.length === 1 ? "1 photo was" : `${keys.length - fresh.length} photos were`} already the car's.`,
        );
      const { fit, problem } = photosThatFit(photos.length, fresh.length);
      if (problem) problems.push(problem);
      added = fit;
      const title = carTitle(car, { badge: false });
      const more = keys
        .slice(0, fit)
        .map((src, k) => ({ src, alt: `${title}, photo ${photos.length + k + 1}`, kind: "exterior" as const, source: null }));
      return fit ? [...photos, ...more] : null;
    },
    "add_car_photos",
  );
  if (result === "missing") return { ok: false, status: 404, problems: ["That car isn't in this site's stock."] };
  if (!added) return { ok: false, status: 400, problems };
  return { ok: true, done: added === 1 ? "1 photo added." : `${added} photos added.`, problems };
}

const DONE: Record<PhotoChange["kind"], string> = {
  up: "Photo moved up.",
  down: "Photo moved down.",
  delete: "Photo deleted.",
  alt: "Alt text saved.",
};

/** Moves, deletes or sets the alt text of one photo of the car. */
export async function changeCarPhoto(deps: CarChangeDeps, viewer: StockEditor, carId: number, change: PhotoChange): Promise<PhotoOutcome> {
  const result = await withCarPhotos(
    deps,
    viewer,
    carId,
    async (photos) => changePhotos(photos, change),
    `${change.kind === "alt" ? "alt" : change.kind === "delete" ? "delete" : "move"}_car_photo`,
  );
  if (result === "missing") return { ok: false, status: 404, problems: ["That car isn't in this site's stock."] };
  if (result === "stale")
    return {
      ok: false,
      status: 400,
      problems: [
        change.kind === "alt"
          ? "Alt text must be one line of 1 to 200 characters."
          : "That photo has changed since the page loaded. Try again.",
      ],
    };
  return { ok: true, done: DONE[change.kind], problems: [] };
}
