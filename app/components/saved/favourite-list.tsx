import { useState } from "react";
import { Link } from "react-router";
import { CarPrice } from "~/components/stock/car-price";
import { weeklyDisplay } from "~/domain/finance/finance-calculator";
import { statusLabel } from "~/domain/saved-cars/compare-table";
import type { SavedCarView } from "~/domain/saved-cars/saved-car-view";
import { inList, LIST_FULL_NOTICE, type SavedCar } from "~/domain/saved-cars/saved-lists";
import { imageSrcSet, imageUrl } from "~/images/image-url";
import { removeSaved, toggleSaved, useSavedList } from "./saved-store";

type Props = {
  favourites: SavedCar[];
  /** Fresh figures by car id; absent while they load. */
  fresh: Map<number, SavedCarView>;
  /** The ids the server was asked about: one asked for and not returned is no longer for sale on this site. */
  checked: Set<number>;
  noPriceText: string;
  financeText: string;
};

/** The shopper's favourites as cards, newest first: the browser's record at once, the server's price and status when they arrive. */
export default function FavouriteList({ favourites, fresh, checked, noPriceText, financeText }: Props) {
  const compare = useSavedList("compare");
  const [notice, setNotice] = useState("");
  const toggleCompare = (saved: SavedCar) => setNotice(toggleSaved("compare", saved) === "full" ? LIST_FULL_NOTICE.compare : "");
  return (
    <>
      <p role="status" className={notice ? "mt-4 font-semibold" : "sr-only"}>
        {notice}
      </p>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Favourites">
        {favourites.map((saved) => {
          const car = fresh.get(saved.id) ?? null;
          const gone = !car && checked.has(saved.id);
          const status = car ? statusLabel(car) : null;
          const sold = car?.status === "sold";
          const photo = car?.image ? imageUrl(car.image.src, 480) : saved.primary_image_url;
          return (
            <li key={saved.id} className="flex flex-col overflow-hidden rounded-site bg-surface shadow-sm ring-1 ring-black/5">
              <div className="relative aspect-[3/2] bg-black/5">
                {photo ? (
                  <img
                    src={photo}
                    srcSet={car?.image ? imageSrcSet(car.image.src, [320, 480, 720]) : undefined}
                    sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                    alt=""
                    width={480}
                    height={320}
                    className={`h-full w-full object-cover ${sold || gone ? "opacity-60 grayscale" : ""}`}
                  />
                ) : null}
                {status && status !== "For sale" ? (
                  <span
                    className={`absolute left-2 top-2 rounded-site px-2 py-1 text-xs font-bold ${sold ? "bg-red-700 text-white" : "bg-accent text-on-accent"}`}
                  >
                    {sold ? "SOLD" : status}
                  </span>
                ) : null}
              </div>
              <div className="flex flex-1 flex-col gap-2 p-4">
                <h2 className="font-heading text-lg font-bold leading-tight">
                  {gone ? (
                    saved.name
                  ) : (
                    <Link to={`/cars/${saved.slug}`} className="hover:underline">
                      {car?.name ?? saved.name}
                    </Link>
                  )}
                </h2>
                {car?.badge ? <p className="text-sm text-muted">{car.badge}</p> : null}
                <div className="mt-auto pt-2">
                  {car ? (
                    <>
                      <CarPrice car={car} noPriceText={noPriceText} />
                      {!sold && car.weekly !== null ? (
                        <p className="text-sm text-muted">
                          {financeText}: <span className="font-semibold text-ink">{weeklyDisplay(car.weekly)}</span>
                        </p>
                      ) : null}
                      {sold ? <p className="text-sm font-semibold">This car has been sold.</p> : null}
                    </>
                  ) : gone ? (
                    <p className="text-sm font-semibold">No longer available</p>
                  ) : (
                    <p className="text-sm text-muted">Checking the price...</p>
                  )}
                </div>
                <div className="mt-2 flex flex-wrap gap-2 text-sm">
                  {gone ? null : (
                    <Link
                      to={`/cars/${saved.slug}`}
                      className="rounded-site bg-brand px-3 py-1.5 font-semibold text-on-brand"
                      aria-label={`View the ${saved.name}`}
                    >
                      View car
                    </Link>
                  )}
                  {gone || sold ? null : (
                    <button
                      type="button"
                      aria-pressed={inList(compare, saved.id)}
                      aria-label={`Compare the ${saved.name}`}
                      onClick={() => toggleCompare(saved)}
                      className="rounded-site px-3 py-1.5 font-semibold ring-1 ring-black/20"
                    >
                      {inList(compare, saved.id) ? "✓ Compare" : "Compare"}
                    </button>
                  )}
                  <button
                    type="button"
                    onClick={() => removeSaved("favourites", saved.id)}
                    className="rounded-site px-3 py-1.5 font-semibold ring-1 ring-black/20"
                    aria-label={`Remove the ${saved.name} from favourites`}
                  >
                    Remove
                  </button>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
