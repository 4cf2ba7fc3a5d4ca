import type { PaymentProvider } from "./payment-provider";

/** Stripe's keys and addresses, from the environment (STRIPE_*), when this server takes payments through Stripe. */
export type StripeSettings = {
  /** `sk_...` (or a restricted `rk_...`): server to Stripe only. */
  secretKey: string;
  /** `pk_...`: the browser's Stripe.js turns the card into a PaymentMethod with it. */
  publishableKey: string;
  /** `whsec_...`, one per webhook endpoint (Stripe gives each endpoint its own); an event signed with any of them is Stripe's. */
  webhookSecrets: readonly string[];
  /** https://api.stripe.com, or a stand-in in tests. */
  apiBase: string;
  /** Where the browser loads Stripe.js from (https://js.stripe.com/v3/). */
  jsUrl: string;
};

/** The payment providers this server has, and Stripe's settings for the pages and the webhook. */
export type Payments = {
  /** The provider a site takes deposits through (its `reservations.provider`), or the one a reservation was paid with. */
  providerFor(name: string): PaymentProvider;
  stripe: StripeSettings | null;
};
