import { findSiteCar } from "~/stock/find-site-car.server";
import { formatPhone } from "~/domain/phone";
import { apiError, apiHandler, methodNotAllowed } from "~/lib/api-error";
import { requireApiSite } from "~/lib/require-site";
import type { Route } from "./+types/api.car-phone";

/**
 * POST /api/cars/{slug}/phone: the phone reveal. The number is not in a masked page's HTML, so a
 * scraper has to ask for it; each reveal is recorded (car, dealership, site) in the request log.
 */
export const action = apiHandler(async ({ context, params, request }: Route.ActionArgs) => {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const site = requireApiSite(context);
  const car = await findSiteCar(context.db, site, params.slug, context.now);
  if (!car?.location.phone) return apiError("not_found", "No phone number for this car.");
  context.logger.info({ event: "phone_reveal", car_id: car.id, dealership: car.dealershipSlug, site: site.slug }, "phone revealed");
  return Response.json({ phone: car.location.phone, formatted: formatPhone(car.location.phone) });
});

export const loader = () => methodNotAllowed("POST");
