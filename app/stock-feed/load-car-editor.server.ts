import type { Queryable } from "~/db/database";
import { carTitle } from "~/domain/vehicle/car-name";
import { imageUrl } from "~/images/image-url";
import { type EditorDealership, listCarPhotos, listEditorDealerships, lockCarControl } from "./car-editor-queries.server";
import { type CarFormValues, carFormValues, NEW_CAR_VALUES } from "./console-car";
import { mayTouch, type StockEditor } from "./commit-car-change.server";
import { loadDealershipCars } from "./stock-feed-queries.server";

export type CarEditorPage = {
  /** Null: a new car. */
  car: { id: number; slug: string; title: string; stocknum: string; origin: string; dealership: string } | null;
  values: CarFormValues;
  locked: string[];
  photos: { src: string; alt: string; thumb: string }[];
  dealerships: { slug: string; name: string; locations: { slug: string; name: string }[] }[];
};

const shown = (d: EditorDealership) => ({ slug: d.slug, name: d.name, locations: d.locations.map(({ slug, name }) => ({ slug, name })) });

/**
 * What the car editor shows: the car's fields as the form's values, which of them are locked against the feed, its
 * photos in order, and the dealerships and locations it can be at. Null when the car is not one the editor may see
 * (another site's, or a dealership the person is not given): the page is a 404 then.
 */
export async function loadCarEditor(db: Queryable, editor: StockEditor, carId: number | null): Promise<CarEditorPage | null> {
  const dealerships = (await listEditorDealerships(db, editor.siteId)).filter((d) => mayTouch(editor, d));
  if (carId === null) return { car: null, values: NEW_CAR_VALUES, locked: [], photos: [], dealerships: dealerships.map(shown) };
  const control = await lockCarControl(db, editor.siteId, carId, { forUpdate: false });
  const dealership = dealerships.find((d) => d.id === control?.dealershipId);
  if (!control || !dealership) return null;
  const [car] = await loadDealershipCars(db, editor.siteId, null, carId);
  const photos = await listCarPhotos(db, carId);
  const location = dealership.locations.find((l) => l.id === car.locationId)?.slug ?? "";
  return {
    car: {
      id: car.id,
      slug: car.slug,
      title: carTitle(car, { badge: true }),
      stocknum: car.stocknum,
      origin: control.origin,
      dealership: dealership.name,
    },
    values: carFormValues(car, location),
    locked: control.lockedFields,
    photos: photos.map((p) => ({ src: p.src, alt: p.alt, thumb: imageUrl(p.src, 240) })),
    dealerships: [shown(dealership)],
  };
}
