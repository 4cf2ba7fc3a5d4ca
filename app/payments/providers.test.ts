import { describe, expect, it } from "vitest";
import { parseEnv } from "~/lib/env.server";
import { checkPaymentSettings, createPayments, stripeSettingsFromEnv } from "./providers.server";
import { stripeClient } from "./stripe-payment-provider";

const KEYS = {
  STRIPE_SECRET_KEY: "sk_test_abc123",
  STRIPE_PUBLISHABLE_KEY: "pk_test_abc123",
  STRIPE_WEBHOOK_SECRET: "whsec_one, whsec_two",
};
const onStripe = { slug: "coastal-toyota", reservations: { provider: "stripe" } };
const onTest = { slug: "value-used-cars", reservations: { provider: "test" } };

describe("Stripe settings", () => {
  it("reads the keys, each endpoint's webhook secret and the defaults for Stripe's addresses", () => {
    expect(stripeSettingsFromEnv(parseEnv(KEYS))).toEqual({
      secretKey: "sk_test_abc123",
      publishableKey: "pk_test_abc123",
      webhookSecrets: ["whsec_one", "whsec_two"],
      apiBase: "https://api.stripe.com",
      jsUrl: "https://js.stripe.com/v3/",
    });
    expect(stripeSettingsFromEnv(parseEnv({}))).toBeNull();
  });

  it("refuses a key in the wrong place, naming the variable", () => {
    expect(() => parseEnv({ ...KEYS, STRIPE_SECRET_KEY: "pk_test_abc123" })).toThrow(/STRIPE_SECRET_KEY: must be a Stripe secret key/);
    expect(() => parseEnv({ ...KEYS, STRIPE_PUBLISHABLE_KEY: "sk_live_abc123" })).toThrow(/STRIPE_PUBLISHABLE_KEY/);
    expect(() => parseEnv({ ...KEYS, STRIPE_WEBHOOK_SECRET: "whsec_ok,nope" })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => parseEnv({ STRIPE_API_BASE: "ftp://api.example" })).toThrow(/STRIPE_API_BASE/);
  });

  it("start-up refuses a site on Stripe without all three keys, naming the site and what is missing", () => {
    expect(() => checkPaymentSettings([onStripe, onTest], parseEnv({ STRIPE_SECRET_KEY: KEYS.STRIPE_SECRET_KEY }))).toThrow(
      'coastal-toyota takes reservation deposits through Stripe (reservations.provider), but STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET are not set. Set them, or set the site\'s reservations.provider to "test".',
    );
    expect(() => checkPaymentSettings([onStripe], parseEnv(KEYS))).not.toThrow();
    expect(() => checkPaymentSettings([onTest], parseEnv({}))).not.toThrow();
  });

  it("points Stripe's package at STRIPE_API_BASE's origin, and refuses a base with a path (the package adds /v1/ itself)", () => {
    expect(() => stripeClient({ secretKey: KEYS.STRIPE_SECRET_KEY, apiBase: "https://api.stripe.com" })).not.toThrow();
    expect(() => stripeClient({ secretKey: KEYS.STRIPE_SECRET_KEY, apiBase: "http://127.0.0.1:12111/" })).not.toThrow();
    expect(() => stripeClient({ secretKey: KEYS.STRIPE_SECRET_KEY, apiBase: "https://api.stripe.com/v1" })).toThrow(
      /STRIPE_API_BASE must be an origin/,
    );
  });

  it("has the test provider always and Stripe only with its keys", () => {
    const without = createPayments({ stripe: null });
    expect(without.providerFor("test").name).toBe("test");
    expect(() => without.providerFor("stripe")).toThrow(/Stripe is not set up on this server/);
    const withStripe = createPayments({ stripe: stripeSettingsFromEnv(parseEnv(KEYS)) });
    expect(withStripe.providerFor("stripe").name).toBe("stripe");
  });
});
