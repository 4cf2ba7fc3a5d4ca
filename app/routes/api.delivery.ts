import { findCarBySlug } from "~/db/queries/cars.server";
import { DELIVERY_NO_ESTIMATE, DELIVERY_POSTCODE_REQUIRED, deliveryEstimate } from "~/domain/finance/delivery-estimate";
import { postcodeError } from "~/domain/postcode";
import { geocodePostcode } from "~/geo/postcodes.server";
import { requireSite } from "~/lib/require-site";
import type { Route } from "./+types/api.delivery";

/** GET /api/cars/{slug}/delivery?postcode=NNNN: the delivery price and region from the car's location. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const site = requireSite(context);
  const postcode = new URL(request.url).searchParams.get("postcode")?.trim() ?? "";
  if (!postcode) return Response.json({ error: DELIVERY_POSTCODE_REQUIRED }, { status: 400 });
  const invalid = postcodeError(postcode);
  if (invalid) return Response.json({ error: invalid }, { status: 400 });
  const car = await findCarBySlug(context.db, site.id, params.slug);
  if (!car?.showOnDealerWebsite) return Response.json({ error: "Not found" }, { status: 404 });
  const place = geocodePostcode(postcode);
  const estimate = place ? deliveryEstimate({ lat: car.location.lat, lng: car.location.lng }, place, site.finance.deliveryBands) : null;
  if (!place || !estimate) return Response.json({ error: DELIVERY_NO_ESTIMATE }, { status: 404 });
  return Response.json({ price: estimate.price, region: `${estimate.region}: ${place.locality} ${place.state}`, km: estimate.km });
}
