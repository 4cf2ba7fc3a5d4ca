import { type ComponentProps, useEffect } from "react";
import { useLocation } from "react-router";
import { FaqAccordionIsland } from "~/components/content/faq-accordion-island";
import {
  QuestionsStep,
  RegoStep,
  rememberValuation,
  type StepErrors,
  TradeInHours,
  useSaveValuation,
} from "~/components/trade-in/trade-in-steps";
import { TradeInResult, type TradeInResultView, type ValuationView } from "./trade-in-result";

type RegoProps = ComponentProps<typeof RegoStep>;

/** The trade-in page at any step, as `loadTradeInPage` makes it; a step's answer adds its errors or the lead form's result. */
export type TradeInPageView = TradeInResultView & {
  step: "rego" | "questions" | "result";
  selling: boolean;
  valuation: ValuationView | null;
  states: RegoProps["states"];
  defaultState: RegoProps["defaultState"];
  hours: ComponentProps<typeof TradeInHours>["hours"];
  saveValuation: boolean;
  stepErrors?: StepErrors;
};

/** The valuation under way is remembered in the browser (to resume it) and, where the site asks, saved once it has an estimate. */
function useKeepValuation(d: TradeInPageView) {
  const { pathname } = useLocation();
  const v = d.valuation;
  useEffect(() => {
    if (v) rememberValuation(pathname, v.id, v.plate);
  }, [pathname, v]);
  useSaveValuation(d.step === "result" && v?.estimate ? v : null, d.saveValuation);
}

/** `/trade-in` and `/sell-my-car`: the plate, then the questions, then the estimate; the team's hours and the FAQ below. */
export function TradeInPage({ d, faq }: { d: TradeInPageView; faq: ComponentProps<typeof FaqAccordionIsland>["items"] }) {
  useKeepValuation(d);
  const v = d.valuation;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="font-heading text-3xl font-bold">{d.selling ? "Sell your car" : "Value your trade-in"}</h1>
      {d.targetCar ? (
        <p className="mt-1 text-lg">
          Towards the{" "}
          <a href={`/cars/${d.targetCar.slug}`} className="font-semibold underline">
            {d.targetCar.name}
          </a>
        </p>
      ) : null}
      {d.step === "rego" ? (
        <>
          <p className="mt-2 text-muted">
            Get an estimate in about a minute: enter your registration, answer a few questions, and see what your car is worth to us.
          </p>
          <RegoStep states={d.states} defaultState={d.defaultState} carId={d.targetCar?.id ?? null} errors={d.stepErrors} />
        </>
      ) : null}
      {d.step === "questions" && v ? (
        <QuestionsStep path={d.path} plate={v.plate} vehicleName={v.vehicleName} errors={d.stepErrors} />
      ) : null}
      {d.step === "result" && v ? <TradeInResult d={d} v={v} /> : null}
      <TradeInHours hours={d.hours} />
      {/* No questions, no island (whose empty box would load the accordion's code). */}
      {faq.length ? (
        <FaqAccordionIsland heading={d.selling ? "Questions about selling your car" : "Trade-in questions"} items={faq} />
      ) : null}
    </div>
  );
}
