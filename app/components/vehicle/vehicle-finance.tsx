import { PriceComparison } from "~/components/finance/price-comparison";
import { island } from "~/components/ui/island";
import type { VehiclePageCar } from "~/domain/vehicle/car";
import { carTitle } from "~/domain/vehicle/car-name";
import type { FinancePanel } from "~/domain/vehicle/finance-panel";
import type { HideableVehicleBlock } from "~/domain/vehicle/vehicle-blocks";

/**
 * 'Finance Available' and the calculators as an island (issue 18's JavaScript budget and blocking time):
 * the server renders them in full; their code loads and they hydrate when the shopper comes near them
 * or first touches them, not with the page. (The server's import is in a branch the browser's build drops.)
 */
const Calculators = island(() => import("./vehicle-calculators").then((m) => m.default), { use: true, near: true });
if (import.meta.env.SSR) await Calculators.preload();

type Props = {
  car: VehiclePageCar;
  finance: FinancePanel;
  onMarket: (market: { average: number; stateAverage: number | null }) => void;
  /** Blocks the car's location does not show (site config `vehicle.hiddenBlocks`), the same array while the page's data is. */
  hidden: readonly HideableVehicleBlock[];
};

/**
 * Below the details of a car for sale: the price comparison (here, with the page: its figures also tell
 * the price column whether the car is below the market), 'Finance Available', the finance, fuel and
 * delivery calculators.
 */
export function VehicleFinance({ car, finance, onMarket, hidden }: Props) {
  return (
    <div className="lg:max-w-[calc(100%-24rem)]">
      {finance.gauge && !hidden.includes("price-comparison") ? (
        <PriceComparison slug={car.slug} onResult={(r) => onMarket({ average: r.average, stateAverage: r.state_average })} />
      ) : null}
      {/* The island re-renders (and so hydrates at once) only when its props change: these are the page's data. */}
      <Calculators carId={car.id} carName={carTitle(car)} slug={car.slug} finance={finance} hidden={hidden} />
    </div>
  );
}
