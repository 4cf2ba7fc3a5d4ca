import type { Database } from "~/db/database";
import { addLibraryImage } from "~/db/queries/content-items.server";
import type { FileStore } from "~/storage/file-store";
import { checkedFiles } from "./car-photos.server";
import { storePhoto } from "./feed-photos.server";

export type LibraryOutcome = { ok: true; done: string; problems: string[] } | { ok: false; status: number; problems: string[] };

/**
 * Images uploaded into the site's content library (issue 55): checked as the car editor checks photos (type by its
 * bytes, size), stored through the same file store under their bytes' hash, so /img serves them on every machine and
 * the offer, slide and popup forms pick them. The files that pass are added even when others do not.
 */
export async function uploadLibraryImages(
  deps: { db: Database; storage: FileStore; now: Date },
  who: { siteId: number; email: string },
  files: readonly File[],
): Promise<LibraryOutcome> {
  const chosen = files.filter((f) => f.name || f.size);
  if (!chosen.length) return { ok: false, status: 400, problems: ["Choose one or more images to upload."] };
  const { good, problems } = await checkedFiles(chosen);
  for (const file of good) {
    const src = await storePhoto(deps.storage, file.bytes);
    await addLibraryImage(deps.db, who.siteId, { src, name: file.name, by: who.email, at: deps.now });
  }
  if (!good.length) return { ok: false, status: 400, problems };
  return { ok: true, done: good.length === 1 ? "1 image added to the library." : `${good.length} images added to the library.`, problems };
}
