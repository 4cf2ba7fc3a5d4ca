import { Link } from "react-router";
import { carTitle } from "~/domain/vehicle/car-name";
import type { ListRecord } from "~/domain/saved-cars/saved-lists";
import { clearList } from "./saved-store";

/** The list of `RecentlyViewed`, loaded once there is a car to show. */
export default function RecentlyViewedList({ heading, cars }: { heading: string; cars: ListRecord<"viewed">[] }) {
  return (
    <section aria-labelledby="recently-viewed" className="mt-10 min-w-0">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="recently-viewed" className="font-heading text-2xl font-bold">
          {heading}
        </h2>
        <button type="button" onClick={() => clearList("viewed")} className="text-sm font-semibold underline">
          Clear this list
        </button>
      </div>
      <ul className="mt-4 flex snap-x gap-4 overflow-x-auto pb-2" aria-label={heading}>
        {cars.map((car) => {
          const body = car.body ?? car.simple_body;
          const name = car.year ? carTitle({ year: car.year, make: car.make, model: car.model }) : `${car.make} ${car.model}`;
          return (
            <li key={car.id} className="w-44 shrink-0 snap-start overflow-hidden rounded-site bg-surface shadow-sm ring-1 ring-black/5">
              <Link to={`/cars/${car.slug}`} className="block hover:underline">
                {car.primary_image_url ? (
                  <img
                    src={car.primary_image_url}
                    alt=""
                    width={176}
                    height={117}
                    loading="lazy"
                    className="aspect-[3/2] w-full object-cover"
                  />
                ) : (
                  <span className="block aspect-[3/2] bg-black/5" />
                )}
                <span className="block px-3 pt-2 text-sm font-semibold leading-tight">{name}</span>
              </Link>
              <p className="px-3 pb-3 text-xs text-muted">
                {body ? <span className="block">{body}</span> : null}
                <span className="block whitespace-nowrap">Stock no. {car.stocknum}</span>
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
