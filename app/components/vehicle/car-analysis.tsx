import { formatNumber } from "~/domain/format";
import type { CarAnalysis } from "~/domain/vehicle/car-analysis";

const km = (n: number) => `${formatNumber(n)} km`;

const VERDICT: Record<NonNullable<CarAnalysis["kmVerdict"]>, string> = {
  lower: "Fewer than",
  "about the same": "About the same as",
  higher: "More than",
};

/** The car analysis plugin: this car's driving against others of its make and model, and how fast they sell. */
export function CarAnalysisPanel({ analysis, makeModel }: { analysis: CarAnalysis; makeModel: string }) {
  return (
    <section aria-labelledby="car-analysis" className="mt-8 rounded-site bg-surface p-5 shadow-sm ring-1 ring-black/5">
      <h2 id="car-analysis" className="font-heading text-xl font-bold">
        Car analysis
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Age</dt>
        <dd>{analysis.ageYears === 0 ? "Under a year old" : `${analysis.ageYears} ${analysis.ageYears === 1 ? "year" : "years"} old`}</dd>
        <dt className="font-semibold">Kilometres a year</dt>
        <dd>
          {km(analysis.kmPerYear)}
          {analysis.kmVerdict && analysis.similarKmPerYear !== null ? (
            <span className="block text-sm text-muted">
              {VERDICT[analysis.kmVerdict]} other {makeModel}s of its age ({km(analysis.similarKmPerYear)} a year across{" "}
              {analysis.similarCount} listed lately)
            </span>
          ) : null}
        </dd>
        {analysis.daysToSell !== null ? (
          <>
            <dt className="font-semibold">Time to sell</dt>
            <dd>
              Cars like this sold in about {analysis.daysToSell} {analysis.daysToSell === 1 ? "day" : "days"} lately
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
