import type { CarAnalysis } from "~/domain/vehicle/car-analysis";
import { CarAnalysisPanel } from "./car-analysis";
import { VehicleDetails } from "./vehicle-details";
import { AppLink } from "~/components/ui/app-link";

export type VehicleDescriptionProps = {
  car: Parameters<typeof VehicleDetails>[0]["car"];
  regoLabel: string | null;
  commentsTitle: string;
  analysis: CarAnalysis | null;
  model: { name: string; shortDescription: string; href: string } | null;
};

/**
 * The car page's column under the pictures: key information, specifications, features and the dealer's
 * comments, the car analysis, and the car's model (loaded as an island, see vehicle-description-island.tsx).
 */
export default function VehicleDescription({ car, regoLabel, commentsTitle, analysis, model }: VehicleDescriptionProps) {
  return (
    <>
      <VehicleDetails car={car} regoLabel={regoLabel} commentsTitle={commentsTitle} />
      {analysis ? <CarAnalysisPanel analysis={analysis} makeModel={`${car.make} ${car.model}`} /> : null}
      {model ? (
        <section aria-labelledby="about-model" className="mt-8 rounded-site bg-surface p-5 shadow-sm ring-1 ring-black/5">
          <h2 id="about-model" className="font-heading text-xl font-bold">
            About the {model.name}
          </h2>
          <p className="mt-2">{model.shortDescription}</p>
          <AppLink to={model.href} className="mt-2 inline-block font-semibold underline">
            Explore the {model.name}
          </AppLink>
        </section>
      ) : null}
    </>
  );
}
