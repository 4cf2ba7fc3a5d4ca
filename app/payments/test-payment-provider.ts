import { testCardOutcome } from "~/domain/reserve/test-cards";
import type { PaymentProvider } from "./payment-provider";

/**
 * The built-in provider: the usual test card numbers succeed or decline (app/domain/reserve/test-cards.ts),
 * nothing leaves the machine, and charges and refunds are answered by their idempotency key.
 */
export function testPaymentProvider(): PaymentProvider {
  return {
    name: "test",
    async charge(request) {
      if (request.source.kind !== "test_card") return { ok: false, message: "The test payment provider takes test card numbers only." };
      const outcome = testCardOutcome(request.source.number);
      return outcome.ok ? { ok: true, paymentId: `test_pi_${request.idempotencyKey}` } : outcome;
    },
    async refund(request) {
      return { refundId: `test_re_${request.paymentId}` };
    },
  };
}
