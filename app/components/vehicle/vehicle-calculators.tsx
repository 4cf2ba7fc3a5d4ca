import { DeliveryCalculator } from "~/components/finance/delivery-calculator";
import { FinanceCalculator } from "~/components/finance/finance-calculator";
import { FuelCalculator } from "~/components/finance/fuel-calculator";
import { LeadDialog } from "~/components/leads/lead-dialog";
import type { FinancePanel } from "~/domain/vehicle/finance-panel";

export type VehicleCalculatorsProps = {
  carId: number;
  carName: string;
  slug: string;
  finance: FinancePanel;
  show: { finance: boolean; fuel: boolean; delivery: boolean };
};

/** The car page's finance, fuel and delivery calculators (loaded as an island, see vehicle-finance.tsx). */
export default function VehicleCalculators({ carId, carName, slug, finance, show }: VehicleCalculatorsProps) {
  return (
    <>
      {show.finance ? (
        <FinanceCalculator
          bounds={finance.bounds}
          defaults={finance.defaults}
          quickPicks={finance.quickPicks}
          carId={carId}
          disclaimer={finance.calculatorDisclaimer}
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
      ) : null}
      {show.fuel ? <FuelCalculator litresPer100Km={finance.litresPer100Km} /> : null}
      {show.delivery ? <DeliveryCalculator slug={slug} /> : null}
    </>
  );
}
