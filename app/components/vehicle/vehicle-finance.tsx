import { DeliveryCalculator } from "~/components/finance/delivery-calculator";
import { FinanceCalculator } from "~/components/finance/finance-calculator";
import { FuelCalculator } from "~/components/finance/fuel-calculator";
import { PriceComparison } from "~/components/finance/price-comparison";
import { LeadDialog } from "~/components/leads/lead-dialog";
import type { VehiclePageCar } from "~/domain/vehicle/car";
import { carTitle } from "~/domain/vehicle/car-name";
import type { FinancePanel } from "~/domain/vehicle/finance-panel";
import type { HideableVehicleBlock } from "~/domain/vehicle/vehicle-blocks";

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
      {shown("finance-calculator") ? (
        <FinanceCalculator
          bounds={finance.bounds}
          defaults={finance.defaults}
          quickPicks={finance.quickPicks}
          carId={car.id}
          disclaimer={finance.calculatorDisclaimer}
          requestQuote={
            <LeadDialog
              kind="finance"
              carId={car.id}
              title={`Request a finance quote: ${carTitle(car)}`}
              trigger="Request a Quote"
              className="rounded-site bg-brand px-4 py-2 font-semibold text-on-brand"
            />
          }
        />
      ) : null}
      {finance.fuel && shown("fuel-calculator") ? <FuelCalculator litresPer100Km={finance.litresPer100Km} /> : null}
      {finance.available && shown("delivery-calculator") ? <DeliveryCalculator slug={car.slug} /> : null}
    </div>
  );
}
