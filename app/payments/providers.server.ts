import type { PaymentProvider } from "./payment-provider";
import { testPaymentProvider } from "./test-payment-provider";

const PROVIDERS: Record<string, () => PaymentProvider> = { test: testPaymentProvider };

/** The provider a site takes deposits through (its `reservations.provider`), or the one a reservation was paid with. */
export function paymentProvider(name: string): PaymentProvider {
  const make = PROVIDERS[name];
  if (!make) throw new Error(`No payment provider called "${name}"`);
  return make();
}
