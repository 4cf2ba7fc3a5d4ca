import { recordCarView } from "~/services/record-car-view.server";
import { apiError, apiHandler, methodNotAllowed } from "~/lib/api-error";
import { requireApiSite } from "~/lib/require-site";
import type { Route } from "./+types/api.car-views";

/**
 * GET /api/cars/{slug}/view.json?photos_count=&updated_at=: counts a view (once per visitor, car and
 * day) and answers { views, car_fields } so a page can tell when its copy of the car is out of date.
 */
export const loader = apiHandler(async ({ context, params, request }: Route.LoaderArgs) => {
  const site = requireApiSite(context);
  const viewer = { address: context.clientIp, userAgent: request.headers.get("User-Agent") };
  const counted = await recordCarView({ db: context.db, site, now: context.now, secret: context.leads.secret }, params.slug, viewer);
  if (!counted) return apiError("not_found", "No such car.");
  return Response.json(
    { views: counted.views, car_fields: { photos_count: counted.photosCount, updated_at: counted.updatedAt.toISOString() } },
    { headers: { "Cache-Control": "no-store" } },
  );
});

export const action = () => methodNotAllowed("GET", "HEAD");
