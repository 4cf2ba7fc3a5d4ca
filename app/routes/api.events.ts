import { z } from "zod";
import { insertAnalyticsEvents } from "~/db/queries/analytics.server";
import { apiError, apiHandler, issueFields, methodNotAllowed, readJsonBody } from "~/lib/api-error";
import { requireApiSite } from "~/lib/require-site";
import type { Route } from "./+types/api.events";

const EventsSchema = z.object({
  events: z
    .array(
      z.object({
        event_id: z.number().int().min(0).max(1000),
        name: z.string().min(1).max(60),
        car_id: z.number().int().positive().nullable().optional(),
        page: z.string().max(500).optional(),
        data: z.record(z.string().max(60), z.union([z.string().max(500), z.number(), z.boolean(), z.null()])).optional(),
      }),
    )
    .min(1)
    .max(50),
});

/**
 * POST /api/events: the first-party analytics the forms and pages send (batched, often by
 * sendBeacon), stored per site so a dealer can count views, phone clicks, calculator use and leads.
 * The batch is built by code (app/lib/analytics.ts), never typed by a shopper, so a batch that
 * fails the schema is a 400.
 */
export const action = apiHandler(async ({ context, request }: Route.ActionArgs) => {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const site = requireApiSite(context);
  const read = await readJsonBody(request);
  if (!read.ok) return read.response;
  const parsed = EventsSchema.safeParse(read.value);
  if (!parsed.success) return apiError("bad_request", "Invalid events.", { fields: issueFields(parsed.error.issues) });
  await insertAnalyticsEvents(context.db, site.id, parsed.data.events);
  return new Response(null, { status: 204 });
});

export const loader = () => methodNotAllowed("POST");
