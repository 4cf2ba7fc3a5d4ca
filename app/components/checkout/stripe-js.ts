/**
 * The few parts of Stripe.js (https://docs.stripe.com/js) the checkout uses, typed here rather than
 * pulling in @stripe/stripe-js: the card Element, turning it into a PaymentMethod, and finishing a
 * payment the card's bank wants the shopper to approve (3-D Secure).
 */
export type StripeError = { type?: string; code?: string; message?: string };

export type StripeCardElement = {
  mount(element: HTMLElement): void;
  on(event: "change", handler: (event: { complete: boolean; error?: StripeError }) => void): void;
  clear(): void;
  destroy(): void;
};

export type StripeJs = {
  elements(): { create(type: "card", options?: { hidePostalCode?: boolean }): StripeCardElement };
  createPaymentMethod(data: {
    type: "card";
    card: StripeCardElement;
    billing_details?: { name?: string; email?: string };
  }): Promise<{ paymentMethod?: { id: string }; error?: StripeError }>;
  handleNextAction(data: { clientSecret: string }): Promise<{ paymentIntent?: { id: string; status: string }; error?: StripeError }>;
};

declare global {
  interface Window {
    Stripe?: (publishableKey: string) => StripeJs;
  }
}

let loading: Promise<NonNullable<Window["Stripe"]>> | null = null;

/** Loads Stripe.js once per page (from its own origin, as Stripe requires: never bundled or copied). */
export function loadStripeJs(url: string): Promise<NonNullable<Window["Stripe"]>> {
  if (window.Stripe) return Promise.resolve(window.Stripe);
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = url;
    script.async = true;
    script.onload = () => (window.Stripe ? resolve(window.Stripe) : reject(new Error("Stripe.js loaded without Stripe")));
    script.onerror = () => {
      // A later attempt (the shopper's reload of the form) may load it.
      loading = null;
      script.remove();
      reject(new Error("Stripe.js could not be loaded"));
    };
    document.head.append(script);
  });
  return loading;
}
