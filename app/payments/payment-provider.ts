/**
 * How the platform takes and returns money (issue 13): a site's deposit is charged through its
 * provider and refunded through it when a hold lapses or is cancelled. Amounts are whole cents.
 * `idempotencyKey` makes a retried charge or refund happen once at the provider.
 */
export type ChargeRequest = {
  amountCents: number;
  currency: "AUD";
  description: string;
  idempotencyKey: string;
  card: { number: string; expMonth: number; expYear: number; cvc: string };
};
export type ChargeResult = { ok: true; paymentId: string } | { ok: false; message: string };

export interface PaymentProvider {
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  refund(request: { paymentId: string; amountCents: number; idempotencyKey: string }): Promise<{ refundId: string }>;
}
