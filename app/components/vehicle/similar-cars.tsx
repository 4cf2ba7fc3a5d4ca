import { CarCard } from "~/components/stock/car-card";
import { Carousel } from "~/components/ui/carousel";
import type { CardHit } from "~/search/search-hit";
import type { CardSettings } from "~/sites/card-settings";

/** 'Similar {make} {model} In-Stock' when any share the model, else 'Similar Cars Available' (vehicle spec section 4). */
export function SimilarCars({
  car,
  similar,
  settings,
}: {
  car: { make: string; model: string };
  similar: CardHit[];
  settings: CardSettings;
}) {
  if (!similar.length) return null;
  return (
    <section aria-labelledby="similar" className="mt-12">
      <h2 id="similar" className="font-heading text-2xl font-bold">
        {similar.some((c) => c.model === car.model) ? `Similar ${car.make} ${car.model} In-Stock` : "Similar Cars Available"}
      </h2>
      <div className="mt-4">
        <Carousel label="Similar cars">
          {similar.map((c) => (
            <CarCard key={c.id} car={c} settings={settings} />
          ))}
        </Carousel>
      </div>
    </section>
  );
}
