import { apiError, apiHandler, methodNotAllowed } from "~/lib/api-error";
import { requireApiSite } from "~/lib/require-site";
import { handleStripeWebhook } from "~/reserve/payment-webhook.server";
import type { Route } from "./+types/api.stripe-webhook";

/**
 * The largest event we read. Stripe's events for PaymentIntents and charges are a few kilobytes; the
 * server's BODY_LIMIT_BYTES (checked on Content-Length before this) is usually the tighter limit.
 */
const MAX_EVENT_BYTES = 256 * 1024;

/**
 * POST /api/payments/stripe/webhook on a site's host (Stripe is given one such URL per site): 200
 * `{ received: true }` for a verified event (also one already handled, or another site's), 400 in the
 * API's error shape for a bad signature or body, 404 when this server has no Stripe keys.
 */
export const action = apiHandler(async ({ context, request }: Route.ActionArgs) => {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const site = requireApiSite(context);
  const rawBody = await readRaw(request, MAX_EVENT_BYTES);
  if (!rawBody) return apiError("payload_too_large", "The event is too large.");
  const answer = await handleStripeWebhook(
    { db: context.db, site, now: context.now, payments: context.payments, services: context.leads, logger: context.logger },
    { rawBody, signature: request.headers.get("Stripe-Signature") },
  );
  if (answer.status === 200) return Response.json(answer.body);
  // Not a server failure: the request log line records the 400 (a forged or mangled delivery).
  if (answer.status === 400) return apiError("bad_request", answer.message);
  return apiError("not_found", answer.message);
});

export const loader = () => methodNotAllowed("POST");

/** The body's exact bytes (the signature is over them, not over a re-encoded text), or null past `limit`. */
async function readRaw(request: Request, limit: number): Promise<Uint8Array | null> {
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
