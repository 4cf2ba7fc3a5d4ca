import { formatAud } from "~/domain/format";

/** The valuation: the estimate's range and how it was worked out, or why there is none (or that it has expired). */
export function EstimateResult(props: {
  vehicleName: string;
  plate: string;
  estimate: {
    low: number;
    high: number;
    validUntil: string;
    expired: boolean;
    adjustments: { label: string; amount: number }[];
    retail: number;
  } | null;
  refusal: string | null;
}) {
  const { estimate } = props;
  return (
    <section aria-labelledby="estimate-heading" className="mt-6 rounded-site bg-surface p-5 ring-1 ring-black/10">
      <h2 id="estimate-heading" className="font-semibold text-muted">
        {props.vehicleName} ({props.plate})
      </h2>
      {estimate && !estimate.expired ? (
        <>
          <p className="mt-2 text-3xl font-bold" data-testid="estimate">
            {formatAud(estimate.low)} to {formatAud(estimate.high)}
          </p>
          <p className="mt-1 text-muted">Estimate valid until {estimate.validUntil}, subject to an inspection of the car.</p>
          <details className="mt-4">
            <summary className="cursor-pointer font-semibold">How we worked it out</summary>
            <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
              <dt>Recent market price of similar cars</dt>
              <dd className="text-right">{formatAud(estimate.retail)}</dd>
              {estimate.adjustments.map((a) => (
                <div key={a.label} className="contents">
                  <dt>{a.label}</dt>
                  <dd className="text-right">{a.amount < 0 ? `−${formatAud(-a.amount)}` : `+${formatAud(a.amount)}`}</dd>
                </div>
              ))}
            </dl>
          </details>
        </>
      ) : estimate?.expired ? (
        <p className="mt-2">
          This estimate expired on {estimate.validUntil}. Value your car again for an up-to-date offer, or ask us to call you.
        </p>
      ) : (
        <p className="mt-2" data-testid="refusal">
          {props.refusal}
        </p>
      )}
    </section>
  );
}

/** When the trade-in team is there to call. */
export function TradeInHours({ hours }: { hours: { days: string; hours: string }[] }) {
  return (
    <aside className="mt-8 text-sm text-muted" aria-label="Trade-in team hours">
      <p className="font-semibold text-ink">Our trade-in team</p>
      <ul>
        {hours.map((h) => (
          <li key={h.days}>
            {h.days}: {h.hours}
          </li>
        ))}
      </ul>
    </aside>
  );
}
