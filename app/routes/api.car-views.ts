import { requireSite } from "~/lib/require-site";
import type { Route } from "./+types/api.car-views";

/**
 * GET /api/cars/{slug}/view.json?photos_count=&updated_at=: counts a view and answers
 * { views, car_fields } so a page can tell when its copy of the car is out of date.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const site = requireSite(context);
  const [row] = await context.db.query<{ views: number; photos_count: number; updated_at: Date }>(
    `UPDATE cars SET views = views + 1 WHERE site_id = $1 AND slug = $2 AND show_on_dealer_website
     RETURNING views, (SELECT count(*)::int FROM car_images i WHERE i.car_id = cars.id) AS photos_count, updated_at`,
    [site.id, params.slug],
  );
  if (!row) return Response.json({ error: "No such car" }, { status: 404 });
  return Response.json(
    { views: row.views, car_fields: { photos_count: row.photos_count, updated_at: new Date(row.updated_at).toISOString() } },
    { headers: { "Cache-Control": "no-store" } },
  );
}
