import { CarCard } from "~/components/stock/car-card";
import { Carousel } from "~/components/ui/carousel";
import type { CardHit } from "~/search/search-hit";
import type { CardSettings } from "~/sites/card-settings";

/** The home page's latest arrivals: a carousel of cards, the first three photos fetched first (a wide screen shows three). */
export function LatestArrivals({ cars, settings }: { cars: CardHit[]; settings: CardSettings }) {
  return (
    <Carousel label="Latest arrivals">
      {cars.map((car, i) => (
        <CarCard key={car.id} car={car} settings={settings} photoLoading={i < 3 ? "eager" : "lazy"} />
      ))}
    </Carousel>
  );
}
