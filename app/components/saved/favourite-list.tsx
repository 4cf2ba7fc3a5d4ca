import { useState } from "react";
import type { SavedCarView } from "~/domain/saved-cars/saved-car-view";
import { inList, LIST_FULL_NOTICE, type SavedCar } from "~/domain/saved-cars/saved-lists";
import { FavouriteCard } from "./favourite-card";
import { toggleSaved, useSavedList } from "./saved-store";

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
        {favourites.map((saved) => (
          <FavouriteCard
            key={saved.id}
            saved={saved}
            car={fresh.get(saved.id) ?? null}
            gone={!fresh.get(saved.id) && checked.has(saved.id)}
            inCompare={inList(compare, saved.id)}
            onCompare={() => toggleCompare(saved)}
            noPriceText={noPriceText}
            financeText={financeText}
          />
        ))}
      </ul>
    </>
  );
}
