import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { STRIPE_TOLERANCE_SECONDS, stripeSignatureHeader, verifyStripeSignature } from "./stripe-signature.server";

const SECRET = "whsec_test_secret_one";
const body = JSON.stringify({ id: "evt_1", object: "event", type: "payment_intent.succeeded", data: { object: {} } });
const now = new Date("2026-11-22T02:00:00Z");
const t = Math.floor(now.getTime() / 1000);
const verify = (header: string | null, options: { payload?: string; secrets?: string[]; at?: Date } = {}) =>
  verifyStripeSignature({ payload: options.payload ?? body, header, secrets: options.secrets ?? [SECRET], now: options.at ?? now });

describe("Stripe webhook signatures", () => {
  it("accepts the signature Stripe computes: HMAC-SHA256 of `t.body` with the endpoint secret, in hex", () => {
    // Computed here independently of the module, as Stripe documents it.
    const v1 = createHmac("sha256", SECRET).update(`${t}.${body}`).digest("hex");
    expect(stripeSignatureHeader(body, SECRET, t)).toBe(`t=${t},v1=${v1}`);
    expect(verify(`t=${t},v1=${v1}`)).toEqual({ ok: true, timestamp: t });
    // The raw bytes work the same as the text.
    expect(verifyStripeSignature({ payload: Buffer.from(body), header: `t=${t},v1=${v1}`, secrets: [SECRET], now }).ok).toBe(true);
  });

  it("refuses a signature made with another secret", () => {
    expect(verify(stripeSignatureHeader(body, "whsec_someone_else", t))).toEqual({
      ok: false,
      reason: "The signature does not match the body.",
    });
  });

  it("refuses a body changed after signing", () => {
    const header = stripeSignatureHeader(body, SECRET, t);
    expect(verify(header, { payload: body.replace("evt_1", "evt_2") }).ok).toBe(false);
    expect(verify(header, { payload: `${body} ` }).ok).toBe(false);
  });

  it("refuses a signature older than five minutes, as Stripe's libraries do, and takes one just inside", () => {
    const old = t - STRIPE_TOLERANCE_SECONDS - 1;
    expect(verify(stripeSignatureHeader(body, SECRET, old))).toEqual({ ok: false, reason: "The signature's timestamp is too old." });
    expect(verify(stripeSignatureHeader(body, SECRET, t - STRIPE_TOLERANCE_SECONDS)).ok).toBe(true);
    // A replay of a once-good delivery an hour later.
    expect(verify(stripeSignatureHeader(body, SECRET, t), { at: new Date(now.getTime() + 3_600_000) }).ok).toBe(false);
  });

  it("accepts any of several v1 signatures (a secret being rolled) and any of several secrets (one per endpoint)", () => {
    const good = stripeSignatureHeader(body, SECRET, t).split("v1=")[1];
    const stale = stripeSignatureHeader(body, "whsec_rolled_away", t).split("v1=")[1];
    expect(verify(`t=${t},v1=${stale},v1=${good}`).ok).toBe(true);
    expect(verify(`t=${t},v1=${good},v1=${stale}`).ok).toBe(true);
    expect(verify(`t=${t},v1=${stale}`).ok).toBe(false);
    expect(verify(stripeSignatureHeader(body, "whsec_second_site", t), { secrets: [SECRET, "whsec_second_site"] }).ok).toBe(true);
  });

  it("ignores other schemes and refuses a header without a timestamp or a v1", () => {
    const good = stripeSignatureHeader(body, SECRET, t).split("v1=")[1];
    expect(verify(`t=${t},v0=${good}`)).toEqual({ ok: false, reason: "The Stripe-Signature header has no v1 signature." });
    expect(verify(`v1=${good}`)).toEqual({ ok: false, reason: "The Stripe-Signature header has no timestamp." });
    expect(verify(`t=${t}abc,v1=${good}`).ok).toBe(false);
    expect(verify(`t=${t},v1=${good.slice(1)}`).ok).toBe(false);
    expect(verify("")).toEqual({ ok: false, reason: "No Stripe-Signature header." });
    expect(verify(null).ok).toBe(false);
    expect(verify("garbage,,,=").ok).toBe(false);
  });
});
