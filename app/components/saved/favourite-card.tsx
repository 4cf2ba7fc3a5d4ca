import { Link } from "react-router";
import { CarPrice } from "~/components/stock/car-price";
import { weeklyDisplay } from "~/domain/finance/finance-calculator";
import { statusLabel } from "~/domain/saved-cars/compare-table";
import type { SavedCarView } from "~/domain/saved-cars/saved-car-view";
import type { SavedCar } from "~/domain/saved-cars/saved-lists";
import { imageSrcSet, imageUrl } from "~/images/image-url";
import { removeSaved } from "./saved-store";

type Props = {
  saved: SavedCar;
  /** The server's figures for the car; null while they load, or when it is gone. */
  car: SavedCarView | null;
  /** Asked about and not returned: no longer for sale on this site. */
  gone: boolean;
  inCompare: boolean;
  onCompare: () => void;
  noPriceText: string;
  financeText: string;
};

/** One favourite: the browser's record (name, photo) at once, the server's price and status when they arrive. */
export function FavouriteCard({ saved, car, gone, inCompare, onCompare, noPriceText, financeText }: Props) {
  const status = car ? statusLabel(car) : null;
  const sold = car?.status === "sold";
  const photo = car?.image ? imageUrl(car.image.src, 480) : saved.primary_image_url;
  return (
    <li className="flex flex-col overflow-hidden rounded-site bg-surface shadow-sm ring-1 ring-black/5">
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
        <FavouritePrice car={car} gone={gone} noPriceText={noPriceText} financeText={financeText} />
        <FavouriteActions saved={saved} gone={gone} sold={sold} inCompare={inCompare} onCompare={onCompare} />
      </div>
    </li>
  );
}

function FavouritePrice({ car, gone, noPriceText, financeText }: Pick<Props, "car" | "gone" | "noPriceText" | "financeText">) {
  const sold = car?.status === "sold";
  return (
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
  );
}

type ActionsProps = Pick<Props, "saved" | "gone" | "inCompare" | "onCompare"> & { sold: boolean };

/** View car, Compare (not for a sold car) and Remove. */
function FavouriteActions({ saved, gone, sold, inCompare, onCompare }: ActionsProps) {
  return (
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
          aria-pressed={inCompare}
          aria-label={`Compare the ${saved.name}`}
          onClick={onCompare}
          className="rounded-site px-3 py-1.5 font-semibold ring-1 ring-black/20"
        >
          {inCompare ? "✓ Compare" : "Compare"}
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
  );
}
