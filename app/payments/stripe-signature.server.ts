import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Stripe's webhook signature (https://docs.stripe.com/webhooks#verify-manually), checked as Stripe's
 * own libraries check it: the `Stripe-Signature` header is `t=<unix seconds>,v1=<hex>[,v1=<hex>...]`
 * (other schemes, like v0, are ignored); each v1 is HMAC-SHA256 of `${t}.${raw body}` keyed with the
 * endpoint's secret (the whole `whsec_...` string); one match with any of our secrets is enough
 * (Stripe sends several while a secret is being rolled); then the timestamp must be at most
 * `toleranceSeconds` old, which stops a captured delivery being replayed later. Like Stripe's
 * libraries, a timestamp ahead of our clock is not refused.
 */
export const STRIPE_TOLERANCE_SECONDS = 300;

export type SignatureCheck = { ok: true; timestamp: number } | { ok: false; reason: string };

export function verifyStripeSignature(input: {
  payload: Uint8Array | string;
  header: string | null | undefined;
  secrets: readonly string[];
  now: Date;
  toleranceSeconds?: number;
}): SignatureCheck {
  const { header, secrets, payload } = input;
  if (!header) return { ok: false, reason: "No Stripe-Signature header." };
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const item of header.split(",")) {
    const [key, value] = item.split("=", 2).map((part) => part.trim());
    // Digits only: Number("") and parseInt("12abc") would let a malformed header through to the HMAC.
    if (key === "t" && /^\d{1,12}$/.test(value ?? "")) timestamp = Number(value);
    if (key === "v1" && /^[0-9a-f]{64}$/i.test(value ?? "")) signatures.push(value.toLowerCase());
  }
  if (timestamp === null) return { ok: false, reason: "The Stripe-Signature header has no timestamp." };
  if (!signatures.length) return { ok: false, reason: "The Stripe-Signature header has no v1 signature." };
  const given = signatures.map((hex) => Buffer.from(hex, "hex"));
  const matches = secrets.some((secret) => {
    const expected = hmac(secret, timestamp, payload);
    // Every candidate is compared in full, in constant time: no early exit tells a forger how close they were.
    return given.reduce((found, signature) => timingSafeEqual(expected, signature) || found, false);
  });
  if (!matches) return { ok: false, reason: "The signature does not match the body." };
  const age = Math.floor(input.now.getTime() / 1000) - timestamp;
  if (age > (input.toleranceSeconds ?? STRIPE_TOLERANCE_SECONDS)) return { ok: false, reason: "The signature's timestamp is too old." };
  return { ok: true, timestamp };
}

/** The header Stripe would send for this body: for the test stand-in, and for tests that forge a bad one. */
export function stripeSignatureHeader(payload: string, secret: string, timestamp: number): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, payload).toString("hex")}`;
}

function hmac(secret: string, timestamp: number, payload: Uint8Array | string): Buffer {
  return createHmac("sha256", secret).update(`${timestamp}.`).update(payload).digest();
}
