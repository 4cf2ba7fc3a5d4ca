import { Link } from "react-router";
import { CarCard } from "~/components/stock/car-card";
import type { SearchHit } from "~/search/search-hit";
import type { ResultSlot } from "~/search/result-slots";
import type { CardSettings } from "~/sites/card-settings";

const CARD = "flex flex-col justify-between rounded-site p-6 shadow-sm ring-1 ring-black/5";

/** The results grid: cars with promo, 'We Want Your Car' and sponsored cards in their places. */
export function ResultGrid({ slots, settings }: { slots: ResultSlot<SearchHit>[]; settings: CardSettings }) {
  let carIndex = 0;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3" aria-label="Search results">
      {slots.map((slot) => {
        switch (slot.kind) {
          case "car": {
            const priority = carIndex++ < 3;
            return (
              <li key={`car-${slot.car.id}`} className="flex">
                <div className="flex w-full flex-col [&>article]:flex-1">
                  <CarCard car={slot.car} settings={settings} priority={priority} />
                </div>
              </li>
            );
          }
          case "promo":
            return (
              <li key={`promo-${slot.promo.id}-${carIndex}`} className={`${CARD} bg-accent text-on-accent`}>
                <div>
                  <p className="text-xs font-bold uppercase tracking-wider">Special offer</p>
                  <h3 className="mt-2 font-heading text-2xl font-bold">{slot.promo.title}</h3>
                  <p className="mt-2">{slot.promo.text}</p>
                </div>
                <Link to={slot.promo.href} className="mt-6 self-start rounded-site bg-surface px-4 py-2 font-semibold text-ink">
                  {slot.promo.buttonText}
                </Link>
              </li>
            );
          case "we-want-your-car":
            return (
              <li key="we-want-your-car" className={`${CARD} bg-brand text-on-brand`}>
                <div>
                  <h3 className="font-heading text-2xl font-bold">We Want Your Car</h3>
                  <p className="mt-2">Get a fast, fair offer on your current car, whether you buy from us or not.</p>
                </div>
                <Link to="/sell-my-car" className="mt-6 self-start rounded-site bg-surface px-4 py-2 font-semibold text-ink">
                  Value my car
                </Link>
              </li>
            );
          case "sponsored":
            return (
              <li key="sponsored" className={`${CARD} bg-surface`}>
                <div>
                  <p className="text-xs font-bold uppercase tracking-wider text-muted">Sponsored</p>
                  <h3 className="mt-2 font-heading text-2xl font-bold">{slot.sponsored.title}</h3>
                  <p className="mt-2 text-muted">{slot.sponsored.text}</p>
                </div>
                <Link to={slot.sponsored.href} className="mt-6 self-start rounded-site bg-brand px-4 py-2 font-semibold text-on-brand">
                  Learn more
                </Link>
              </li>
            );
          default:
            return null;
        }
      })}
    </ul>
  );
}
