import { Reveal } from "~/components/ui/reveal";
import type { CarDetail } from "~/domain/vehicle/car";
import { carKeyFacts, type Fact } from "~/domain/vehicle/key-facts";
import { specRows } from "~/domain/vehicle/spec-rows";
import { COMMENTS_CUT, FEATURES_SHOWN, SPECS_SHOWN, splitAt } from "~/domain/vehicle/vehicle-display";

type DetailsCar = Parameters<typeof carKeyFacts>[0] &
  Pick<
    CarDetail,
    "variant" | "doors" | "interiorColour" | "specifications" | "features" | "dealercomments" | "dealershipName" | "make" | "model"
  >;

/** Key information, All Specifications, Features and the dealer's comments (vehicle spec section 4). */
export function VehicleDetails({ car, regoLabel, commentsTitle }: { car: DetailsCar; regoLabel: string | null; commentsTitle: string }) {
  const keyFacts = carKeyFacts(car, regoLabel);
  const specs = specRows(car);
  return (
    <>
      <section aria-labelledby="key-information" className="mt-8">
        <h2 id="key-information" className="font-heading text-2xl font-bold">
          Key information
        </h2>
        <FactList facts={keyFacts.slice(0, 4)} />
        {keyFacts.length > 4 ? (
          <Reveal more="Show More" less="Show Less" name="key-information">
            <FactList facts={keyFacts.slice(4)} />
          </Reveal>
        ) : null}
      </section>
      {specs.length ? (
        <section aria-labelledby="all-specifications" className="mt-8">
          <h2 id="all-specifications" className="font-heading text-2xl font-bold">
            All Specifications
          </h2>
          <FactList facts={specs.slice(0, SPECS_SHOWN)} />
          {specs.length > SPECS_SHOWN ? (
            <Reveal more="Show All Specs" less="Hide Specs" name="all-specifications">
              <FactList facts={specs.slice(SPECS_SHOWN)} />
            </Reveal>
          ) : null}
        </section>
      ) : null}
      {car.features.length ? (
        <section aria-labelledby="features" className="mt-8">
          <h2 id="features" className="font-heading text-2xl font-bold">
            Features
          </h2>
          <FeatureList features={car.features.slice(0, FEATURES_SHOWN)} />
          {car.features.length > FEATURES_SHOWN ? (
            <Reveal more="Show All" less="Hide" name="features">
              <FeatureList features={car.features.slice(FEATURES_SHOWN)} />
            </Reveal>
          ) : null}
        </section>
      ) : null}
      <section aria-labelledby="comments" className="mt-8">
        <h2 id="comments" className="font-heading text-2xl font-bold">
          {commentsTitle}
        </h2>
        {car.dealercomments ? (
          <DealerComments text={car.dealercomments} />
        ) : (
          <p className="mt-3 leading-relaxed">
            {car.carType === "used"
              ? "Dealer comments are pending. Please check back here later."
              : `Contact ${car.dealershipName} for more about this ${car.make} ${car.model}.`}
          </p>
        )}
      </section>
    </>
  );
}

function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className="mt-4 grid grid-cols-1 gap-x-8 sm:grid-cols-2">
      {facts.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4 border-b border-black/10 py-2">
          <dt className="text-muted">{label}</dt>
          <dd className="break-all text-right font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function FeatureList({ features }: { features: string[] }) {
  return (
    <ul className="mt-4 grid grid-cols-1 gap-2 sm:grid-cols-2">
      {features.map((f) => (
        <li key={f} className="flex gap-2">
          <span aria-hidden="true">✓</span>
          {f}
        </li>
      ))}
    </ul>
  );
}

/** The first 400 characters, the rest behind Show more (vehicle spec section 4). */
function DealerComments({ text }: { text: string }) {
  const [shown, rest] = splitAt(text, COMMENTS_CUT);
  return (
    <div className="mt-3 leading-relaxed">
      <p className="whitespace-pre-line">
        {shown}
        {rest ? "…" : ""}
      </p>
      {rest ? (
        <Reveal more="Show more" less="Show less" name="dealer-comments">
          <p className="whitespace-pre-line">…{rest}</p>
        </Reveal>
      ) : null}
    </div>
  );
}
