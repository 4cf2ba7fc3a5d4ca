import { z } from "zod";
import { requireSite } from "~/lib/require-site";
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
 */
export async function action({ context, request }: Route.ActionArgs) {
  const site = requireSite(context);
  let raw: unknown;
  try {
    raw = JSON.parse(await request.text());
  } catch {
    return Response.json({ error: "The request body is not valid JSON." }, { status: 400 });
  }
  const parsed = EventsSchema.safeParse(raw);
  if (!parsed.success)
    return Response.json(
      { error: "Invalid events", issues: parsed.error.issues.slice(0, 5).map((i) => `${i.path.join(".")}: ${i.message}`) },
      { status: 422 },
    );
  for (const e of parsed.data.events) {
    await context.db.query("INSERT INTO analytics_events (site_id, event_id, name, car_id, page, data) VALUES ($1, $2, $3, $4, $5, $6)", [
      site.id,
      e.event_id,
      e.name,
      e.car_id ?? null,
      e.page ?? null,
      JSON.stringify(e.data ?? {}),
    ]);
  }
  return new Response(null, { status: 204 });
}

export function loader() {
  return Response.json({ error: "Use POST" }, { status: 405 });
}
