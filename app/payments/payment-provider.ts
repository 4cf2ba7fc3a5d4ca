/**
 * How the platform takes and returns money (issue 13): a site's deposit is charged through its
 * provider and refunded through it when a hold lapses or is cancelled. Amounts are whole cents.
 * `idempotencyKey` makes a retried charge or refund happen once at the provider.
 */

/**
 * What pays: the built-in `test` provider takes a checked test card number; Stripe takes the id of a
 * PaymentMethod the shopper's browser made with Stripe.js, so a card number never reaches our server.
 */
export type PaymentSource =
  | { kind: "test_card"; number: string; expMonth: number; expYear: number; cvc: string }
  | { kind: "payment_method"; id: string };

export type ChargeRequest = {
  amountCents: number;
  currency: "AUD";
  description: string;
  idempotencyKey: string;
  /** The reservation being paid for: the provider's webhooks name it back (Stripe: `metadata.reservation_id`). */
  reservationId: string;
  /**
   * A payment the dealer asked for against that reservation (online payment), and which attempt at
   * it this is: the webhooks name them back too (Stripe: `metadata.payment_request_id` and
   * `metadata.payment_request_attempt`), so a late answer is matched to its attempt.
   */
  paymentRequest?: { id: string; attempt: number };
  source: PaymentSource;
};

export type ChargeResult =
  | { ok: true; paymentId: string }
  | { ok: false; message: string }
  /**
   * The card's bank wants the shopper (3-D Secure): the browser finishes it with `clientSecret`, and
   * the provider's webhook says how it ended. Until then the reservation stays `pending`.
   */
  | { ok: "requires_action"; paymentId: string; clientSecret: string };

export interface PaymentProvider {
  readonly name: string;
  /** Resolves with the outcome; rejects when the provider could not be reached or answered nonsense (nothing known to be charged). */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  refund(request: { paymentId: string; amountCents: number; idempotencyKey: string }): Promise<{ refundId: string }>;
}
