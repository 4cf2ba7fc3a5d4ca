import type { Logger } from "pino";
import type { Env } from "~/lib/env.server";
import type { PaymentProvider } from "./payment-provider";
import type { Payments, StripeSettings } from "./payment-settings";
import { stripePaymentProvider } from "./stripe-payment-provider";
import { testPaymentProvider } from "./test-payment-provider";

/** The providers this server has: the built-in test one always, Stripe when its keys are set. */
export function createPayments(options: { stripe: StripeSettings | null; stripeTimeoutMs?: number }): Payments {
  const { stripe } = options;
  const providers: Record<string, PaymentProvider> = {
    test: testPaymentProvider(),
    ...(stripe
      ? { stripe: stripePaymentProvider({ secretKey: stripe.secretKey, apiBase: stripe.apiBase, timeoutMs: options.stripeTimeoutMs }) }
      : {}),
  };
  return {
    stripe,
    providerFor(name) {
      const provider = providers[name];
      if (!provider)
        throw new Error(
          name === "stripe"
            ? "Stripe is not set up on this server: set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET"
            : `No payment provider called "${name}"`,
        );
      return provider;
    },
  };
}

/** Stripe's settings from the environment: all three keys, or none (then no site may take payments through Stripe). */
export function stripeSettingsFromEnv(env: Env): StripeSettings | null {
  const { STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET } = env;
  if (!STRIPE_SECRET_KEY || !STRIPE_PUBLISHABLE_KEY || !STRIPE_WEBHOOK_SECRET) return null;
  return {
    secretKey: STRIPE_SECRET_KEY,
    publishableKey: STRIPE_PUBLISHABLE_KEY,
    webhookSecrets: STRIPE_WEBHOOK_SECRET,
    apiBase: env.STRIPE_API_BASE,
    jsUrl: env.STRIPE_JS_URL,
  };
}

/**
 * Start-up refuses a site that takes deposits through Stripe when the keys are missing: the mistake
 * shows when the server starts, not when a shopper tries to pay. Names the sites and what to set.
 */
export function checkPaymentSettings(sites: readonly { slug: string; reservations: { provider?: string } }[], env: Env): void {
  const onStripe = sites.filter((s) => s.reservations.provider === "stripe").map((s) => s.slug);
  if (!onStripe.length) return;
  const missing = (["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"] as const).filter((name) => !env[name]);
  if (missing.length)
    throw new Error(
      `${onStripe.join(", ")} ${onStripe.length === 1 ? "takes" : "take"} reservation deposits through Stripe (reservations.provider), but ${missing.join(", ")} ${missing.length === 1 ? "is" : "are"} not set. Set ${missing.length === 1 ? "it" : "them"}, or set the site's reservations.provider to "test".`,
    );
}

/**
 * Every start warns about each site whose deposits go through the built-in test provider: anyone can
 * reserve its cars with a well-known test card number, for nothing. Right for the demo sites, never
 * for a dealer's live site (which names `stripe`, or no provider and takes no deposits).
 */
export function warnTestPaymentSites(sites: readonly { slug: string; reservations: { provider?: string } }[], logger: Logger): void {
  for (const site of sites)
    if (site.reservations.provider === "test")
      logger.warn(
        { site: site.slug },
        `${site.slug} takes reservation deposits through the built-in test provider: test card numbers reserve its cars for nothing. Name "stripe" (or no provider) in its reservations.provider for a live site.`,
      );
}
