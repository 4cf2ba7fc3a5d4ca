import { readLeadBody } from "~/leads/request-body";
import { type SubmitResult, submitLead } from "~/leads/submit-lead.server";
import { apiError, apiHandler, methodNotAllowed } from "~/lib/api-error";
import { requireApiSite } from "~/lib/require-site";
import type { Route } from "./+types/api.leads";

/**
 * POST /api/leads (JSON or form-encoded): 201 { lead_id }; otherwise the API error shape: 400 for a
 * body that cannot be read, 422 `invalid_input` with `fields`, 409 while the same Idempotency-Key
 * is in flight, 503 when it could not be stored. Too many from one address get 429 with Retry-After
 * before they reach this route (server/rate-limits.ts, the site's `leads.rateLimitPerMinute`).
 */
export const action = apiHandler(async ({ context, request }: Route.ActionArgs) => {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const site = requireApiSite(context);
  const read = await readLeadBody(request);
  if (!read.ok) return apiError(read.code, read.error);
  try {
    const result = await submitLead(
      { db: context.db, site, now: context.now, services: context.leads, logger: context.logger },
      {
        body: read.body,
        idempotencyKey: request.headers.get("Idempotency-Key"),
        clientIp: context.clientIp,
        userAgent: request.headers.get("User-Agent"),
      },
    );
    return answer(result);
  } catch (error) {
    // The lead is not stored (its transaction rolled back); the form keeps the draft and retries.
    context.logger.error({ err: error, event: "lead_store_failed", site: site.slug }, "lead not stored");
    return apiError("unavailable", "We could not save your enquiry just now. It is kept on this device; please try again in a moment.", {
      retryAfterSeconds: 5,
    });
  }
});

function answer(result: SubmitResult): Response {
  switch (result.status) {
    case 201:
      return Response.json(result.body, { status: 201 });
    case 409:
      return apiError("conflict", result.body.error);
    case 422:
      return apiError("invalid_input", result.body.error, { fields: result.body.fields ?? {} });
  }
}

export const loader = () => methodNotAllowed("POST");
