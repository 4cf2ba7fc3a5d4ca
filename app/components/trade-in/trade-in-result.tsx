import type { ComponentProps } from "react";
import { Form } from "react-router";
import type { LeadFormResult } from "~/components/leads/lead-form";
import { LeadFormIsland } from "~/components/leads/lead-form-island";
import { EstimateResult } from "~/components/trade-in/trade-in-steps";
import { formatAud } from "~/domain/format";
import type { LeadFormSetup } from "~/leads/lead-form-setup";

/** A valuation as the page shows it (`valuationSummary`). */
export type ValuationView = {
  id: string;
  plate: string;
  vehicleName: string;
  estimate: ComponentProps<typeof EstimateResult>["estimate"];
  refusal: string | null;
  leadSent: boolean;
};

/** The trade-in page's last step, as `loadTradeInPage` makes it (with the buy-online order it was sent from). */
export type TradeInResultView = {
  path: string;
  targetCar: { id: number; slug: string; name: string } | null;
  journey: { reservationId: string; carSlug: string } | null;
  leadSetup: LeadFormSetup | null;
  idempotencyKey: string | null;
  result?: LeadFormResult;
};

/** The estimate (or why there is none), then what to do with it: the order, the repayments, or the form to the dealer. */
export function TradeInResult({ d, v }: { d: TradeInResultView; v: ValuationView }) {
  return (
    <>
      <EstimateResult vehicleName={v.vehicleName} plate={v.plate} estimate={v.estimate} refusal={v.refusal} />
      {d.targetCar && v.estimate && !v.estimate.expired && !d.journey ? (
        <p className="mt-4">
          <a href={`/cars/${d.targetCar.slug}?trade_in=${v.estimate.low}#finance-calculator`} className="font-semibold underline">
            Work out repayments on the {d.targetCar.name} with {formatAud(v.estimate.low)} as your trade-in
          </a>
        </p>
      ) : null}
      {d.journey && v.estimate && !v.estimate.expired && !v.leadSent ? (
        <UseInOrder journey={d.journey} carName={d.targetCar?.name} low={v.estimate.low} valuationId={v.id} />
      ) : v.leadSent ? (
        <p className="mt-6 rounded-site bg-surface p-4 ring-1 ring-black/10">
          Thanks, we have your valuation. Our trade-in team will be in touch.
        </p>
      ) : d.leadSetup ? (
        <SendValuation setup={d.leadSetup} result={d.result} idempotencyKey={d.idempotencyKey} valuationId={v.id} />
      ) : null}
      <p className="mt-6">
        <a href={d.journey ? `${d.path}?journey=${d.journey.reservationId}` : d.path} className="underline">
          Value another car
        </a>
      </p>
    </>
  );
}

function UseInOrder(props: {
  journey: NonNullable<TradeInResultView["journey"]>;
  carName: string | undefined;
  low: number;
  valuationId: string;
}) {
  return (
    <Form
      method="post"
      action={`/cars/${props.journey.carSlug}/buy-online?reservation=${props.journey.reservationId}`}
      className="mt-6 rounded-site bg-surface p-5 shadow-sm ring-1 ring-black/5"
    >
      <h2 className="font-heading text-xl font-bold">Use it in your order</h2>
      <p className="mt-1 text-muted">
        {formatAud(props.low)} comes off the price of the {props.carName}, subject to an inspection of your car.
      </p>
      <input type="hidden" name="intent" value="trade-in" />
      <input type="hidden" name="trade_in" value="valuation" />
      <input type="hidden" name="valuation_id" value={props.valuationId} />
      <button type="submit" className="mt-3 rounded-site bg-brand px-6 py-3 font-semibold text-on-brand hover:opacity-90">
        Add this trade-in to my order
      </button>
    </Form>
  );
}

function SendValuation(props: {
  setup: LeadFormSetup;
  result: LeadFormResult | undefined;
  idempotencyKey: string | null;
  valuationId: string;
}) {
  const accept = props.setup.kind === "trade-in";
  return (
    <div className="mt-6 rounded-site bg-surface p-5 shadow-sm ring-1 ring-black/5">
      <h2 className="font-heading text-xl font-bold">{accept ? "Happy with the estimate? Accept the offer" : "Ask us to call you"}</h2>
      <p className="mt-1 text-muted">
        {accept
          ? "Leave your details and we will call you to inspect your car and confirm the offer."
          : "Leave your details and our team will call you to talk about your car."}
      </p>
      <LeadFormIsland
        key={props.setup.question.token}
        setup={props.setup}
        result={props.result}
        submitLabel={accept ? "Accept offer" : "Ask us to call me"}
        idempotencyKey={props.idempotencyKey ?? undefined}
        hidden={{ valuation_id: props.valuationId }}
      />
    </div>
  );
}
