import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { STRIPE_TOLERANCE_SECONDS, verifyStripeEvent } from "./stripe-signature.server";

/** Our wrapper around Stripe's package: payloads are signed here by the package's own test helper, as Stripe signs them. */
const SECRET = "whsec_test_secret_one";
const event = { id: "evt_1", object: "event", type: "payment_intent.succeeded", data: { object: {} } };
const body = JSON.stringify(event, null, 2);
const now = new Date("2026-11-22T02:00:00Z");
const t = Math.floor(now.getTime() / 1000);
const sign = (options: { payload?: string; secret?: string; timestamp?: number } = {}) =>
  Stripe.webhooks.generateTestHeaderString({
    payload: options.payload ?? body,
    secret: options.secret ?? SECRET,
    timestamp: options.timestamp ?? t,
  });
const verify = (header: string | null, options: { payload?: string | Uint8Array; secrets?: string[]; at?: Date } = {}) =>
  verifyStripeEvent({ payload: options.payload ?? body, header, secrets: options.secrets ?? [SECRET], now: options.at ?? now });

describe("Stripe webhook signatures (Stripe's package, any of our endpoints' secrets)", () => {
  it("accepts a payload Stripe signed, as text or as the raw bytes, and gives back the parsed event", () => {
    expect(verify(sign())).toEqual({ ok: true, event });
    expect(verify(sign(), { payload: Buffer.from(body) })).toEqual({ ok: true, event });
    expect(verify(sign(), { payload: new TextEncoder().encode(body) }).ok).toBe(true);
  });

  it("refuses a payload signed with another secret", () => {
    const answer = verify(sign({ secret: "whsec_someone_else" }));
    expect(answer).toEqual({
      ok: false,
      reason: expect.stringMatching(/^The Stripe-Signature header does not verify: No signatures found/),
    });
  });

  it("refuses a body changed after signing", () => {
    const header = sign();
    expect(verify(header, { payload: body.replace("evt_1", "evt_2") }).ok).toBe(false);
    expect(verify(header, { payload: `${body} ` }).ok).toBe(false);
    // Re-encoding the parsed JSON is not the body Stripe signed either.
    expect(verify(header, { payload: JSON.stringify(event) }).ok).toBe(false);
  });

  it("refuses a signature more than five minutes old, and takes one just inside", () => {
    const tooOld = verify(sign({ timestamp: t - STRIPE_TOLERANCE_SECONDS - 1 }));
    expect(tooOld).toEqual({ ok: false, reason: expect.stringContaining("Timestamp outside the tolerance zone") });
    expect(verify(sign({ timestamp: t - STRIPE_TOLERANCE_SECONDS })).ok).toBe(true);
    // A replay of a once-good delivery an hour later.
    expect(verify(sign(), { at: new Date(now.getTime() + 3_600_000) }).ok).toBe(false);
    // With two secrets, the reason is the one of the secret that signed it: too old, not "no match".
    const twoSecrets = verify(sign({ timestamp: t - 600 }), { secrets: ["whsec_other_site", SECRET] });
    expect(twoSecrets).toEqual({ ok: false, reason: expect.stringContaining("Timestamp outside the tolerance zone") });
  });

  it("accepts a payload signed with any of our secrets (one per site's endpoint), and any of several v1 signatures (a secret being rolled)", () => {
    expect(verify(sign({ secret: "whsec_second_site" }), { secrets: [SECRET, "whsec_second_site"] }).ok).toBe(true);
    expect(verify(sign({ secret: "whsec_second_site" })).ok).toBe(false);
    const good = sign().split("v1=")[1];
    const stale = sign({ secret: "whsec_rolled_away" }).split("v1=")[1];
    expect(verify(`t=${t},v1=${stale},v1=${good}`).ok).toBe(true);
    expect(verify(`t=${t},v1=${stale}`).ok).toBe(false);
  });

  it("refuses a missing or malformed header, and a signed body that is not JSON", () => {
    const good = sign().split("v1=")[1];
    for (const header of [null, "", `t=${t},v0=${good}`, `v1=${good}`, `t=${t}`, "garbage,,,=", `t=${t},v1=${good.slice(1)}`])
      expect(verify(header), String(header)).toEqual({
        ok: false,
        reason: expect.stringMatching(/^The Stripe-Signature header does not verify: /),
      });
    expect(verify(sign({ payload: "{not json" }), { payload: "{not json" })).toEqual({ ok: false, reason: "The body is not JSON." });
  });
});
