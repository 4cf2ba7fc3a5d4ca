import type { Database, Queryable } from "~/db/database";
import { recordAudit } from "~/db/queries/audit.server";
import type { StockSearch } from "~/search/search-index";
import { tagStockChange } from "~/stock/car-history-queries.server";
import { isLockable, lockedAfterEdit } from "./car-locks";
import { type CarFormValues, carFormValues, parseCarForm } from "./console-car";
import { type CurrentCar, carFieldsOf, newCarSlug, sameCarFields } from "./feed-car";
import type { FeedRow } from "./feed-row";
import { loadDealershipCars, writeFeedCars } from "./stock-feed-queries.server";
import {
  carIdByStockNumber,
  type EditorDealership,
  listEditorDealerships,
  lockCarControl,
  setCarControl,
  siteCarSlugs,
} from "./car-editor-queries.server";

export type CarChangeDeps = { db: Database; search: StockSearch; now: Date };

/** Who makes a console change of stock: the site, the person, and the dealerships they may touch (null: every one). */
export type StockEditor = { siteId: number; staffId: string; email: string; dealershipSlugs: readonly string[] | null };

/** Waits (at most a second) for this process's index to hear the commit, so the page that follows shows the change. */
export async function indexMoved(search: StockSearch, siteId: number, before: number): Promise<void> {
  const until = Date.now() + 1_000;
  while (search.version(siteId) === before && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 5));
}

export type SaveOutcome =
  | { ok: true; id: number; created: boolean; changed: boolean }
  | { ok: false; status: 400 | 404 | 409; errors: Record<string, string> };

/** The car id of an editor's address, or null for one that cannot be a car. */
export const carIdOf = (param: string | undefined) => (param && /^\d{1,9}$/.test(param) ? Number(param) : null);

/** Whether the viewer may see or change cars of this dealership (a salesperson may be limited to some). */
export const mayTouch = (viewer: StockEditor, dealership: { slug: string }) =>
  !viewer.dealershipSlugs || viewer.dealershipSlugs.includes(dealership.slug);

type Target = { dealership: EditorDealership; current: CurrentCar | null; lockedFields: string[] };

/** The car being edited (locked for the transaction), or the dealership a new one goes to; a field error when neither. */
async function findTarget(tx: Queryable, viewer: StockEditor, carId: number | null, values: CarFormValues, row: FeedRow) {
  const dealerships = (await listEditorDealerships(tx, viewer.siteId)).filter((d) => mayTouch(viewer, d));
  if (carId !== null) {
    const control = await lockCarControl(tx, viewer.siteId, carId);
    const dealership = dealerships.find((d) => d.id === control?.dealershipId);
    if (!control || !dealership) return { error: 404 as const };
    const [current] = await loadDealershipCars(tx, viewer.siteId, null, carId);
    if (row.stock_number !== current.stocknum)
      return { error: 400 as const, field: "stock_number", message: "Stock number can't be changed once a car is in stock." };
    return { target: { dealership, current, lockedFields: control.lockedFields } satisfies Target };
  }
  const dealership = dealerships.length === 1 ? dealerships[0] : dealerships.find((d) => d.slug === values.dealership);
  if (!dealership) return { error: 400 as const, field: "dealership", message: "Dealership must be one of the site's." };
  if ((await carIdByStockNumber(tx, viewer.siteId, row.stock_number)) !== null)
    return { error: 409 as const, field: "stock_number", message: "Stock number is already another car's on this site." };
  return { target: { dealership, current: null, lockedFields: [] } satisfies Target };
}

/** The car's location slug, for the form's values before the edit. */
const locationSlugOf = (dealership: EditorDealership, id: number) => dealership.locations.find((l) => l.id === id)?.slug ?? "";

/**
 * Adds or edits one car from the editor's form: validated by the feed's schema (console-car.ts), written by the feed's
 * own writer in one transaction that names the person for the car history, audits the change and locks every field
 * the person changed against the feed (decision 050). A new car's origin is the console, which no full feed sells.
 * Photos, lender entries and 360 views are not the form's: they stay as they are.
 */
export async function saveCar(deps: CarChangeDeps, viewer: StockEditor, carId: number | null, values: CarFormValues): Promise<SaveOutcome> {
  const parsed = parseCarForm(values);
  if (!parsed.ok) return { ok: false, status: 400, errors: parsed.errors };
  const { row } = parsed;
  const versionBefore = deps.search.version(viewer.siteId);
  const outcome = await deps.db.transaction(async (tx): Promise<SaveOutcome> => {
    const found = await findTarget(tx, viewer, carId, values, row);
    if (!found.target) return { ok: false, status: found.error, errors: found.field ? { [found.field]: found.message } : {} };
    const { dealership, current, lockedFields } = found.target;
    const location = row.location === undefined ? dealership.locations[0] : dealership.locations.find((l) => l.slug === row.location);
    if (!location) return { ok: false, status: 400, errors: { location: "Location must be one of the dealership's." } };
    const fields = {
      ...carFieldsOf(row, current, location.id, deps.now),
      photos: current?.photos ?? [],
      spin: current?.spin ?? { exterior: [], interior: [] },
      lenders: current?.lenders ?? [],
    };
    const before = current ? carFormValues(current, locationSlugOf(dealership, current.locationId)) : null;
    const locks = lockedAfterEdit(before, { ...values, location: location.slug }, lockedFields);
    if (current && sameCarFields(current, fields) && locks.join() === [...lockedFields].sort().join())
      return { ok: true, id: current.id, created: false, changed: false };
    await tagStockChange(tx, { source: "console", staffId: viewer.staffId, actor: viewer.email, at: deps.now });
    const slug = current?.slug ?? newCarSlug(fields, row.stock_number, await siteCarSlugs(tx, viewer.siteId));
    const planned = {
      line: 0,
      stocknum: row.stock_number,
      id: current?.id ?? null,
      slug,
      fields,
      photosChanged: false,
      spinChanged: false,
    };
    const [id] = await writeFeedCars(
      tx,
      { siteId: viewer.siteId, dealershipId: dealership.id, now: deps.now },
      [{ ...planned, showOnDealerWebsite: current?.showOnDealerWebsite ?? true, createdAt: current?.createdAt ?? deps.now }],
      new Map(),
    );
    await setCarControl(tx, viewer.siteId, id, { origin: current ? undefined : "console", lockedFields: locks });
    await auditCarChange(tx, viewer, deps.now, id, before, { ...values, location: location.slug });
    return { ok: true, id, created: !current, changed: true };
  });
  if (outcome.ok && outcome.changed) await indexMoved(deps.search, viewer.siteId, versionBefore);
  return outcome;
}

/** One audit entry per save, naming only the fields that changed (every field for a new car). */
async function auditCarChange(
  tx: Queryable,
  viewer: StockEditor,
  at: Date,
  id: number,
  before: CarFormValues | null,
  after: CarFormValues,
) {
  const changed = Object.keys(after).filter((k) => k !== "dealership" && (before?.[k] ?? "") !== (after[k] ?? ""));
  await recordAudit(tx, {
    siteId: viewer.siteId,
    actor: { staffId: viewer.staffId, email: viewer.email },
    at,
    action: before ? "edit_car" : "add_car",
    resource: "car",
    resourceId: String(id),
    before: before ? Object.fromEntries(changed.map((k) => [k, before[k]])) : null,
    after: { stock_number: after.stock_number, ...Object.fromEntries(changed.map((k) => [k, after[k]])) },
  });
}

/** Unlocks a field of the car: the next feed sets it again. False when the car is not one the viewer may change. */
export async function unlockCarField(deps: CarChangeDeps, viewer: StockEditor, carId: number, field: string): Promise<boolean> {
  if (!isLockable(field)) return false;
  return deps.db.transaction(async (tx) => {
    const control = await lockCarControl(tx, viewer.siteId, carId);
    const dealership = control && (await listEditorDealerships(tx, viewer.siteId)).find((d) => d.id === control.dealershipId);
    if (!control || !dealership || !mayTouch(viewer, dealership)) return false;
    await setCarControl(tx, viewer.siteId, carId, { lockedFields: control.lockedFields.filter((f) => f !== field) });
    await recordAudit(tx, {
      siteId: viewer.siteId,
      actor: { staffId: viewer.staffId, email: viewer.email },
      at: deps.now,
      action: "unlock_car_field",
      resource: "car",
      resourceId: String(carId),
      before: { locked: field },
      after: { locked: null },
    });
    return true;
  });
}
