import { findCarBySlug } from "~/db/queries/cars.server";
import { formatPhone } from "~/domain/format-phone";
import { requireSite } from "~/lib/require-site";
import type { Route } from "./+types/api.car-phone";

/**
 * POST /api/cars/{slug}/phone: the phone reveal. The number is not in a masked page's HTML, so a
 * scraper has to ask for it; each reveal is recorded (car, dealership, site) in the request log.
 */
export async function action({ context, params, request }: Route.ActionArgs) {
  if (request.method !== "POST") return Response.json({ error: "Use POST" }, { status: 405 });
  const site = requireSite(context);
  const car = await findCarBySlug(context.db, site.id, params.slug);
  if (!car?.showOnDealerWebsite || !car.location.phone) return Response.json({ error: "No phone number for this car" }, { status: 404 });
  console.info(
    JSON.stringify({
      event: "phone_reveal",
      car_id: car.id,
      dealership: car.dealershipSlug,
      site: site.slug,
      request_id: context.requestId,
    }),
  );
  return Response.json({ phone: car.location.phone, formatted: formatPhone(car.location.phone) });
}

export function loader() {
  return Response.json({ error: "Use POST" }, { status: 405 });
}
