import { useId, useState } from "react";
import { Link } from "react-router";
import { compareHref } from "~/domain/saved-cars/compare-ids";
import { compareRows, statusLabel } from "~/domain/saved-cars/compare-table";
import type { SavedCarView } from "~/domain/saved-cars/saved-car-view";
import { imageSrcSet, imageUrl } from "~/images/image-url";
import { removeSaved } from "./saved-store";

// A highlighter's yellow reads as "look here" on every site's light surface (a tint of a dark accent read as greyed out),
// and it is opaque, so the sticky first column hides what scrolls beneath it.
const DIFFERS_BG = "bg-amber-50";

/**
 * The cars side by side: a photo and name per column, one row per fact, rows where the cars differ
 * marked with the word 'Differs' and a tint. The table scrolls sideways inside its box on a narrow
 * screen, its first column staying put.
 */
export function CarComparison({ cars, noPriceText }: { cars: SavedCarView[]; noPriceText: string }) {
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const checkbox = useId();
  const rows = compareRows(cars, noPriceText);
  const shown = onlyDifferences ? rows.filter((r) => r.differs) : rows;
  const groups = [
    { name: "Details", rows: shown.filter((r) => r.group === "details") },
    { name: "Features", rows: shown.filter((r) => r.group === "features") },
  ].filter((g) => g.rows.length);
  const ids = cars.map((c) => c.id);
  return (
    <div className="mt-6">
      <p className="flex items-center gap-2 text-sm">
        <input
          id={checkbox}
          type="checkbox"
          checked={onlyDifferences}
          onChange={(e) => setOnlyDifferences(e.currentTarget.checked)}
          className="h-4 w-4"
        />
        <label htmlFor={checkbox}>Show only the differences</label>
      </p>
      {cars.length > 2 ? <p className="mt-2 text-sm text-muted sm:hidden">Swipe the table sideways to see every car.</p> : null}
      {/* Keyboard users scroll it by tabbing through the links in every column. */}
      <div className="mt-3 max-w-full overflow-x-auto rounded-site bg-surface shadow-sm ring-1 ring-black/5">
        {/* Equal columns for the cars; on a narrow screen the table keeps each readable and scrolls instead. */}
        <table className="w-full table-fixed border-collapse text-left text-sm" style={{ minWidth: `${7 + cars.length * 10}rem` }}>
          <caption className="sr-only">{cars.length} cars compared; rows where they differ say Differs.</caption>
          <thead>
            <tr>
              <td className="sticky left-0 z-10 w-28 bg-surface p-3 sm:w-40" />
              {cars.map((car) => (
                <th key={car.id} scope="col" className="p-3 align-top font-normal">
                  <CarHeading car={car} removeHref={compareHref(ids.filter((id) => id !== car.id))} />
                </th>
              ))}
            </tr>
          </thead>
          {groups.map((group) => (
            <tbody key={group.name}>
              <tr>
                <th scope="colgroup" colSpan={cars.length + 1} className="bg-page px-3 py-2 font-heading text-base font-bold">
                  <span className="sticky left-3">{group.name}</span>
                </th>
              </tr>
              {group.rows.map((row) => (
                <tr key={row.label} className="border-t border-black/10">
                  <th
                    scope="row"
                    className={`sticky left-0 z-10 p-3 align-top font-semibold break-words ${row.differs ? DIFFERS_BG : "bg-surface"}`}
                  >
                    {row.label}
                    {row.differs ? (
                      <span className="mt-1 block w-fit rounded-full bg-ink px-2 text-xs font-bold text-surface">
                        <span aria-hidden="true">≠ </span>Differs
                      </span>
                    ) : null}
                  </th>
                  {row.cells.map((cell, i) => (
                    <td key={ids[i]} className={`p-3 align-top ${row.differs ? DIFFERS_BG : ""}`}>
                      {row.group === "features" ? <span aria-hidden="true">{cell.text === "Yes" ? "✓ " : "✗ "}</span> : null}
                      {cell.text}
                      {cell.best ? (
                        <span className="mt-1 block text-xs font-bold">
                          <span aria-hidden="true">★ </span>
                          {cell.best}
                        </span>
                      ) : null}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
        {onlyDifferences && !groups.length ? <p className="p-4 text-sm">These cars do not differ in anything the table lists.</p> : null}
      </div>
    </div>
  );
}

function CarHeading({ car, removeHref }: { car: SavedCarView; removeHref: string }) {
  const status = statusLabel(car);
  return (
    <div className="flex flex-col gap-2">
      <div className="relative aspect-[3/2] overflow-hidden rounded-site bg-black/5">
        {car.image ? (
          <img
            src={imageUrl(car.image.src, 320)}
            srcSet={imageSrcSet(car.image.src, [240, 320, 480])}
            sizes="(min-width: 640px) 13rem, 10rem"
            alt=""
            width={320}
            height={213}
            className={`h-full w-full object-cover ${car.status === "sold" ? "opacity-60 grayscale" : ""}`}
          />
        ) : (
          <span className="flex h-full items-center justify-center text-xs text-muted">Photos coming soon</span>
        )}
        {status !== "For sale" ? (
          <span
            className={`absolute left-1 top-1 rounded-site px-2 py-0.5 text-xs font-bold ${car.status === "sold" ? "bg-red-700 text-white" : "bg-accent text-on-accent"}`}
          >
            {status}
          </span>
        ) : null}
      </div>
      <Link to={car.path} className="font-heading text-base font-bold leading-tight underline-offset-2 hover:underline">
        {car.name}
        {car.badge ? <span className="block text-sm font-normal text-muted">{car.badge}</span> : null}
      </Link>
      <Link
        to={removeHref}
        onClick={() => removeSaved("compare", car.id)}
        className="w-fit text-xs font-semibold underline"
        aria-label={`Remove the ${car.name} from the comparison`}
      >
        Remove
      </Link>
    </div>
  );
}
