import { FIELD_LABELS } from "~/domain/console/car-fields";
import { parsePhotoChange } from "~/domain/console/car-photos";
import { changeCarPhoto, type PhotoDeps, uploadCarPhotos } from "./car-photos.server";
import { saveCar, type StockEditor, unlockCarField } from "./commit-car-change.server";
import { typedValues } from "./console-car";

/** What the editor's page shows after a post that did not move on: the values typed, and what happened to them. */
export type CarEditorAnswer = {
  values?: Record<string, string>;
  errors?: Record<string, string>;
  error?: string;
  done?: string;
  photoDone?: string;
  photoProblems?: string[];
};

export type CarEditorOutcome = { redirect: string } | { status: number; answer: CarEditorAnswer };

/**
 * One post of the car editor, by its `intent`: save (add or edit the car), unlock:{field}, upload (photos), or a
 * photo's own change. A new car has only save. A car the person may not change answers 404, as one of another site.
 */
export async function runCarEditorAction(
  deps: PhotoDeps,
  editor: StockEditor,
  carId: number | null,
  form: FormData,
): Promise<CarEditorOutcome> {
  const intent = String(form.get("intent") ?? "save");
  const values = { ...typedValues(form), dealership: String(form.get("dealership") ?? "") };
  const missing = { status: 404, answer: { error: "That car isn't in this site's stock." } };
  if (intent.startsWith("unlock:") && carId !== null) {
    const field = intent.slice("unlock:".length);
    if (!(await unlockCarField(deps, editor, carId, field))) return missing;
    // The photos' Unlock is a form of its own: the car's form then shows the car's values, not empty ones.
    const typed = form.has("stock_number") ? { values } : {};
    const done =
      field === "photos"
        ? "Photos unlocked: the next feed replaces them with its own."
        : `${FIELD_LABELS[field] ?? field} unlocked: the next feed sets it again.`;
    return { status: 200, answer: { ...typed, done } };
  }
  if (intent === "upload" && carId !== null) {
    const files = form.getAll("photos").filter((f): f is File => typeof f === "object" && f !== null && "arrayBuffer" in f);
    const outcome = await uploadCarPhotos(deps, editor, carId, files);
    if (!outcome.ok) return { status: outcome.status, answer: { photoProblems: outcome.problems } };
    return { status: 200, answer: { photoDone: outcome.done, photoProblems: outcome.problems } };
  }
  const change = carId !== null ? parsePhotoChange(form) : null;
  if (change && carId !== null) {
    const outcome = await changeCarPhoto(deps, editor, carId, change);
    if (!outcome.ok) return { status: outcome.status, answer: { photoProblems: outcome.problems } };
    return { status: 200, answer: { photoDone: outcome.done } };
  }
  if (intent !== "save") return { status: 400, answer: { values, error: "That button isn't one this page has. Reload the page." } };
  const saved = await saveCar(deps, editor, carId, values);
  if (saved.ok) return { redirect: `/dealer/stock/${saved.id}?${saved.created ? "added" : saved.changed ? "saved" : "unchanged"}=1` };
  if (saved.status === 404) return missing;
  const count = Object.keys(saved.errors).length;
  return {
    status: saved.status,
    answer: {
      values,
      errors: saved.errors,
      error: count === 1 ? "Check the field marked below." : `Check the ${count} fields marked below.`,
    },
  };
}
