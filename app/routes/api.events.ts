import { z } from "zod";
import { AnalyticsBusyError } from "~/lib/analytics-sink.server";
import { EVENT_LIMITS } from "~/lib/analytics";
import { apiError, apiHandler, issueFields, methodNotAllowed, readJsonBody } from "~/lib/api-error";
import { requireApiSite } from "~/lib/require-site";
import { batchVisitor, visitorFromRequest } from "~/lib/visitor-cookie.server";
import type { Route } from "./+types/api.events";

const text = (max: number) => z.string().max(max);
const EventsSchema = z.strictObject({
  events: z
    .array(
      z.strictObject({
        event_id: z.number().int().min(0).max(1000),
        name: z
          .string()
          .min(1)
          .max(EVENT_LIMITS.name)
          .regex(/^[a-z][a-z0-9_]*$/, "must be lower-case letters, digits and underscores"),
        car_id: z.number().int().positive().max(2_147_483_647).nullable().optional(),
        page: text(EVENT_LIMITS.page).startsWith("/").optional(),
        data: z
          .record(z.string().min(1).max(EVENT_LIMITS.dataKey), z.union([text(EVENT_LIMITS.dataText), z.number(), z.boolean(), z.null()]))
          .refine((data) => Object.keys(data).length <= EVENT_LIMITS.dataKeys, `at most ${EVENT_LIMITS.dataKeys} data keys`)
          .optional(),
      }),
    )
    .min(1)
    .max(EVENT_LIMITS.batch),
  /** The shopper accepted the site's consent notice (sent only then; see `analytics.askConsent`). */
  consent: z.boolean().optional(),
});

/**
 * POST /api/events: the first-party analytics the forms and pages send (batched, often by
 * sendBeacon), stored per site so a dealer can count views, phone clicks, calculator use and leads.
 * The batch is built by code (app/lib/analytics.ts), never typed by a shopper, so a batch that
 * fails the schema (too many events, an unknown field, a text longer than `EVENT_LIMITS`) is a 400.
 * A batch is stored whole or not at all; raw events expire after ANALYTICS_RETENTION_DAYS. The
 * server may queue batches and write them a few times a second (app/services/analytics-sink.server.ts):
 * 202 then, 204 when stored at once; 503 when too many wait. Each event is stored with the browser's
 * first-party visitor id, assigned here in a cookie only this path receives, where the site's
 * `analytics.askConsent` allows (app/lib/visitor-cookie.server.ts); null otherwise.
 */
export const action = apiHandler(async ({ context, request }: Route.ActionArgs) => {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const site = requireApiSite(context);
  const read = await readJsonBody(request);
  if (!read.ok) return read.response;
  const parsed = EventsSchema.safeParse(read.value);
  if (!parsed.success) return apiError("bad_request", "Invalid events.", { fields: issueFields(parsed.error.issues) });
  const secure = site.origin.startsWith("https:") || new URL(request.url).protocol === "https:";
  const { events, consent } = parsed.data;
  const { visitor, setCookie } = batchVisitor(site.analytics, { consent, existing: visitorFromRequest(request), secure });
  try {
    const outcome = await context.analytics.add(
      site.id,
      events.map((event) => ({ ...event, visitor })),
    );
    const headers: HeadersInit = setCookie ? { "Set-Cookie": setCookie } : {};
    return new Response(null, { status: outcome === "queued" ? 202 : 204, headers });
  } catch (error) {
    if (!(error instanceof AnalyticsBusyError)) throw error;
    return apiError("unavailable", "Too many events are waiting to be stored. Please try again shortly.", { retryAfterSeconds: 5 });
  }
});

export const loader = () => methodNotAllowed("POST");
