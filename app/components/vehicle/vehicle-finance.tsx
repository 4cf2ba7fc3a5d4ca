import { useMemo } from "react";
import { PriceComparison } from "~/components/finance/price-comparison";
import { island } from "~/components/ui/island";
import type { VehiclePageCar } from "~/domain/vehicle/car";
import { carTitle } from "~/domain/vehicle/car-name";
import type { FinancePanel } from "~/domain/vehicle/finance-panel";
import type { HideableVehicleBlock } from "~/domain/vehicle/vehicle-blocks";

import type { VehicleCalculatorsProps } from "./vehicle-calculators";

/**
 * The calculators as an island (issue 18's JavaScript budget and blocking time): the server renders
 * them in full; their code loads and they hydrate when the shopper comes near them or first touches
 * them, not with the page. (The server's import is in a branch the browser's build drops.)
 */
const Calculators = island<VehicleCalculatorsProps>(() => import("./vehicle-calculators"), {
  server: import.meta.env.SSR ? (await import("./vehicle-calculators")).default : undefined,
  when: { use: true, near: true },
});

type Props = {
  car: VehiclePageCar;
  finance: FinancePanel;
  onMarket: (market: { average: number; stateAverage: number | null }) => void;
  /** Blocks the car's location does not show (site config `vehicle.hiddenBlocks`). */
  hidden: readonly HideableVehicleBlock[];
};

/** Below the details of a car for sale: price comparison, 'Finance Available', the finance, fuel and delivery calculators. */
export function VehicleFinance({ car, finance, onMarket, hidden }: Props) {
  const shown = (block: HideableVehicleBlock) => !hidden.includes(block);
  // The same object while the blocks are: the island re-renders (and so hydrates at once) only when its props change.
  const hiddenKey = hidden.join();
  const show = useMemo(
    () => ({
      finance: !hiddenKey.split(",").includes("finance-calculator"),
      fuel: finance.fuel && !hiddenKey.split(",").includes("fuel-calculator"),
      delivery: finance.available && !hiddenKey.split(",").includes("delivery-calculator"),
    }),
    [hiddenKey, finance.fuel, finance.available],
  );
  return (
    <div className="lg:max-w-[calc(100%-24rem)]">
      {finance.gauge && shown("price-comparison") ? (
        <PriceComparison slug={car.slug} onResult={(r) => onMarket({ average: r.average, stateAverage: r.state_average })} />
      ) : null}
      {finance.href ? (
        <section
          aria-labelledby="finance-available"
          className="mt-8 flex flex-wrap items-center justify-between gap-3 rounded-site bg-accent p-5 text-on-accent"
        >
          <h2 id="finance-available" className="font-heading text-xl font-bold">
            Finance Available For This Vehicle!
          </h2>
          <a href={finance.href} className="rounded-site bg-surface px-4 py-2 font-semibold text-ink">
            Get Finance Now
          </a>
        </section>
      ) : null}
      <Calculators carId={car.id} carName={carTitle(car)} slug={car.slug} finance={finance} show={show} />
    </div>
  );
}
