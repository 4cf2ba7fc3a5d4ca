import { z } from "zod";
import { AnalyticsBusyError } from "~/lib/analytics-sink.server";
import { EVENT_LIMITS } from "~/lib/analytics";
import { apiError, apiHandler, issueFields, methodNotAllowed, readJsonBody } from "~/lib/api-error";
import { requireApiSite } from "~/lib/require-site";
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
});

/**
 * POST /api/events: the first-party analytics the forms and pages send (batched, often by
 * sendBeacon), stored per site so a dealer can count views, phone clicks, calculator use and leads.
 * The batch is built by code (app/lib/analytics.ts), never typed by a shopper, so a batch that
 * fails the schema (too many events, an unknown field, a text longer than `EVENT_LIMITS`) is a 400.
 * A batch is stored whole or not at all; raw events expire after ANALYTICS_RETENTION_DAYS. The
 * server may queue batches and write them a few times a second (app/services/analytics-sink.server.ts):
 * 202 then, 204 when stored at once; 503 when too many wait.
 */
export const action = apiHandler(async ({ context, request }: Route.ActionArgs) => {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const site = requireApiSite(context);
  const read = await readJsonBody(request);
  if (!read.ok) return read.response;
  const parsed = EventsSchema.safeParse(read.value);
  if (!parsed.success) return apiError("bad_request", "Invalid events.", { fields: issueFields(parsed.error.issues) });
  try {
    const outcome = await context.analytics.add(site.id, parsed.data.events);
    return new Response(null, { status: outcome === "queued" ? 202 : 204 });
  } catch (error) {
    if (!(error instanceof AnalyticsBusyError)) throw error;
    return apiError("unavailable", "Too many events are waiting to be stored. Please try again shortly.", { retryAfterSeconds: 5 });
  }
});

export const loader = () => methodNotAllowed("POST");
