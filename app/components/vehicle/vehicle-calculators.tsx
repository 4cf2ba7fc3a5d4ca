import { DeliveryCalculator } from "~/components/finance/delivery-calculator";
import { FinanceCalculator } from "~/components/finance/finance-calculator";
import { FuelCalculator } from "~/components/finance/fuel-calculator";
import { LeadDialog } from "~/components/leads/lead-dialog";
import type { FinancePanel } from "~/domain/vehicle/finance-panel";
import type { HideableVehicleBlock } from "~/domain/vehicle/vehicle-blocks";

export type VehicleCalculatorsProps = {
  carId: number;
  carName: string;
  slug: string;
  finance: FinancePanel;
  /** Blocks the car's location does not show (site config `vehicle.hiddenBlocks`). */
  hidden: readonly HideableVehicleBlock[];
};

/** The car page's 'Finance Available' and its finance, fuel and delivery calculators (loaded as an island, see vehicle-finance.tsx). */
export default function VehicleCalculators({ carId, carName, slug, finance, hidden }: VehicleCalculatorsProps) {
  return (
    <>
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
      {hidden.includes("finance-calculator") ? null : (
        <FinanceCalculator
          bounds={finance.bounds}
          defaults={finance.defaults}
          quickPicks={finance.quickPicks}
          carId={carId}
          disclaimerExpanded={finance.calculatorDisclaimerExpanded}
          requestQuote={
            <LeadDialog
              kind="finance"
              carId={carId}
              title={`Request a finance quote: ${carName}`}
              trigger="Request a Quote"
              className="rounded-site bg-brand px-4 py-2 font-semibold text-on-brand"
            />
          }
        />
      )}
      {finance.fuel && !hidden.includes("fuel-calculator") ? <FuelCalculator litresPer100Km={finance.litresPer100Km} /> : null}
      {finance.available && !hidden.includes("delivery-calculator") ? <DeliveryCalculator slug={slug} /> : null}
    </>
  );
}
