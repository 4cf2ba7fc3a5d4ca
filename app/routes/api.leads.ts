import { readLeadBody } from "~/leads/request-body";
import { submitLead } from "~/leads/submit-lead.server";
import { requireSite } from "~/lib/require-site";
import type { Route } from "./+types/api.leads";

/**
 * POST /api/leads (JSON or form-encoded): 201 { lead_id }, 422 { error, fields }, 409 while the
 * same Idempotency-Key is in flight, 429 with Retry-After when one address sends too many.
 */
export async function action({ context, request }: Route.ActionArgs) {
  if (request.method !== "POST") return Response.json({ error: "Use POST" }, { status: 405, headers: { Allow: "POST" } });
  const site = requireSite(context);
  const read = await readLeadBody(request);
  if (!read.ok) return Response.json({ error: read.error }, { status: 400 });
  const { body } = read;
  try {
    const result = await submitLead(
      { db: context.db, site, now: context.now, services: context.leads },
      {
        body,
        idempotencyKey: request.headers.get("Idempotency-Key"),
        clientIp: context.clientIp,
        userAgent: request.headers.get("User-Agent"),
        origin: new URL(request.url).origin,
      },
    );
    return Response.json(result.body, {
      status: result.status,
      headers: result.status === 429 ? { "Retry-After": String(result.retryAfter) } : {},
    });
  } catch (error) {
    // The lead is not stored (its transaction rolled back); the form keeps the draft and retries.
    console.error(
      JSON.stringify({
        event: "lead_store_failed",
        site: site.slug,
        request_id: context.requestId,
        error: error instanceof Error ? error.message : String(error),
      }),
    );
    return Response.json(
      { error: "We could not save your enquiry just now. It is kept on this device; please try again in a moment." },
      { status: 503, headers: { "Retry-After": "5" } },
    );
  }
}

export function loader() {
  return Response.json({ error: "Use POST" }, { status: 405, headers: { Allow: "POST" } });
}
