import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { loadStripeJs, type StripeCardElement, type StripeJs } from "./stripe-js";

export type StripeSetup = { publishableKey: string; jsUrl: string };

/**
 * Where the card form is: "no-js" is what the server renders (and what stays without JavaScript);
 * "loading" until Stripe.js is there, "ready" once its card Element is in the page, "failed" when it
 * could not load (blocked, offline).
 */
export type CardStage = "no-js" | "loading" | "ready" | "failed";

/**
 * Stripe.js's card Element for a Stripe site's checkout: the card number is typed into Stripe's own
 * field and never reaches our server; the form posts the PaymentMethod id it becomes.
 */
export function useStripeCard(setup: StripeSetup | null | undefined) {
  const [stage, setStage] = useState<CardStage>("no-js");
  const [cardError, setCardError] = useState<string | null>(null);
  const mountRef = useRef<HTMLDivElement>(null);
  const stripe = useRef<StripeJs | null>(null);
  const card = useRef<StripeCardElement | null>(null);
  const publishableKey = setup?.publishableKey;
  const jsUrl = setup?.jsUrl;

  useEffect(() => {
    if (!publishableKey || !jsUrl) return;
    let gone = false;
    setStage("loading");
    loadStripeJs(jsUrl).then(
      (Stripe) => {
        if (gone || !mountRef.current) return;
        stripe.current = Stripe(publishableKey);
        const element = stripe.current.elements().create("card", { hidePostalCode: true });
        element.on("change", (event) => setCardError(event.error?.message ?? null));
        element.mount(mountRef.current);
        card.current = element;
        setStage("ready");
      },
      () => !gone && setStage("failed"),
    );
    return () => {
      gone = true;
      card.current?.destroy();
      card.current = null;
    };
  }, [publishableKey, jsUrl]);

  /** The card as a PaymentMethod id (with who pays, when the form asked), or null with the card's problem shown beside it. */
  const createPaymentMethod = useCallback(async (billing?: { name: string; email: string }): Promise<string | null> => {
    if (!stripe.current || !card.current) return null;
    const result = await stripe.current.createPaymentMethod({
      type: "card",
      card: card.current,
      ...(billing ? { billing_details: billing } : {}),
    });
    if (result.error || !result.paymentMethod) {
      setCardError(result.error?.message ?? "Please check your card details.");
      return null;
    }
    return result.paymentMethod.id;
  }, []);

  /** Finishes a payment the bank wants approved (3-D Secure) in Stripe's own window; true when the bank approved it. */
  const finishPayment = useCallback(async (clientSecret: string): Promise<boolean> => {
    if (!stripe.current) return false;
    const result = await stripe.current.handleNextAction({ clientSecret });
    const status = result.paymentIntent?.status;
    if (!result.error && (status === "succeeded" || status === "processing")) return true;
    setCardError(result.error?.message ?? "Your bank didn't approve the payment.");
    return false;
  }, []);

  const clear = useCallback(() => card.current?.clear(), []);
  return { stage, cardError, setCardError, mountRef, createPaymentMethod, finishPayment, clear };
}

/** The card area of a Stripe site's form: Stripe's card field, or why there is none (no JavaScript, not loaded). */
export function StripeCardField(props: {
  stage: CardStage;
  mountRef: React.RefObject<HTMLDivElement | null>;
  error: string | null | undefined;
  enquiryPath: string;
  /** The link's words (the checkout's: "ask the dealership about this car"). */
  enquiryLabel?: string;
  testMode: boolean;
}) {
  const { stage, error } = props;
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 font-heading text-lg font-bold">Card</legend>
      {stage === "no-js" || stage === "failed" ? (
        <p role={stage === "failed" ? "alert" : undefined} className="rounded-site border border-black/25 bg-surface p-3">
          {stage === "no-js"
            ? "Paying by card needs JavaScript, which is off or blocked in this browser: your card goes straight to our payment processor, Stripe, from its own secure field. Turn JavaScript on and reload this page, or "
            : "The secure card field could not load. Please reload this page, or "}
          <Link to={props.enquiryPath} className="underline">
            {props.enquiryLabel ?? "ask the dealership about this car"}
          </Link>
          .
        </p>
      ) : null}
      <div hidden={stage === "no-js" || stage === "failed"}>
        <p className="font-semibold">
          Card details <span aria-hidden="true">*</span>
        </p>
        {/* Stripe.js puts its own labelled card fields in here (in a frame from its origin). */}
        <div
          ref={props.mountRef}
          aria-busy={stage === "loading"}
          className="mt-1 min-h-11 w-full rounded-site border border-black/25 bg-surface px-3 py-3"
        />
        {/* Announced as it appears: the card field is Stripe's, so its problems are said here. */}
        <p role="alert" className="mt-1 text-sm font-semibold text-red-700 empty:hidden">
          {error ?? null}
        </p>
      </div>
      {props.testMode && stage === "ready" ? (
        <p className="text-sm text-muted">
          Stripe test mode: no real money moves. Use card 4242 4242 4242 4242 with any future expiry and any security code.
        </p>
      ) : null}
    </fieldset>
  );
}
