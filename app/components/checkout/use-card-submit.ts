import { type FormEvent, useEffect, useRef, useState } from "react";
import { useSubmit } from "react-router";
import { clearCardFields } from "./card-payment";
import { type StripeSetup, useStripeCard } from "./stripe-card";

type Billing = { name: string; email: string };

/**
 * The browser's part of paying by card, shared by the checkout's deposit and /online-payment. After an answer
 * (`errors`, or the bank's step in `nextAction`) the card fields start empty again (without JavaScript the server
 * leaves them empty) and the browser's part of paying ends. On a Stripe site the card becomes a PaymentMethod in
 * the browser first and only its id is posted; on the test provider's the form posts as it is.
 */
export function useCardSubmit(setup: StripeSetup | null | undefined, answer: { errors: unknown; nextAction: unknown }) {
  const stripe = useStripeCard(setup);
  const submit = useSubmit();
  const [creating, setCreating] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const { clear: clearStripeCard, setCardError } = stripe;
  const { errors, nextAction } = answer;
  useEffect(() => {
    if (errors) clearCardFields(form.current, clearStripeCard);
  }, [errors, clearStripeCard]);
  // Any answer ends the browser's part of paying: a decline, or the bank's step (which the page's approval then tracks).
  useEffect(() => {
    if (errors || nextAction) setCreating(false);
  }, [errors, nextAction]);
  const ready = stripe.stage === "ready";

  /** The form's submit handler: `busy` while anything else of the payment is under way; `billing` from the form's fields. */
  const onSubmit = async (event: FormEvent<HTMLFormElement>, busy: boolean, billing?: (data: FormData) => Billing) => {
    if (!setup) return;
    event.preventDefault();
    if (!ready || busy) return;
    const data = new FormData(event.currentTarget);
    setCreating(true);
    setCardError(null);
    const id = await stripe.createPaymentMethod(billing?.(data));
    if (!id) return setCreating(false);
    data.set("payment_method", id);
    submit(data, { method: "post" });
  };
  return { stripe, form, creating, ready, unavailable: setup ? !ready : false, onSubmit };
}
