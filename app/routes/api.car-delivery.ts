import { queryText, routeInput, slugParam } from "~/lib/route-input";
import { findSiteCar } from "~/services/find-site-car.server";
import { DELIVERY_NO_ESTIMATE, DELIVERY_POSTCODE_REQUIRED, deliveryEstimate } from "~/domain/finance/delivery-estimate";
import { postcodeError } from "~/domain/postcode";
import { geocodePostcode } from "~/geo/postcodes.server";
import { apiError, apiHandler, methodNotAllowed } from "~/lib/api-error";
import { requireApiSite } from "~/lib/require-site";
import type { Route } from "./+types/api.car-delivery";

/** GET /api/cars/{slug}/delivery?postcode=NNNN: the delivery price and region from the car's location. */
export const loader = apiHandler(async (args: Route.LoaderArgs) => {
  const { context } = args;
  const site = requireApiSite(context);
  const { params, query } = routeInput(args, { params: { slug: slugParam }, query: { postcode: queryText(20) } });
  const postcode = query.postcode;
  // The shopper types the postcode: a missing or malformed one is theirs to fix (422).
  const invalid = postcode ? postcodeError(postcode) : DELIVERY_POSTCODE_REQUIRED;
  if (invalid) return apiError("invalid_input", invalid, { fields: { postcode: invalid } });
  const car = await findSiteCar(context.db, site, params.slug);
  if (!car) return apiError("not_found", "This car is no longer available.");
  const place = geocodePostcode(postcode);
  const estimate = place ? deliveryEstimate({ lat: car.location.lat, lng: car.location.lng }, place, site.finance.deliveryBands) : null;
  if (!place || !estimate) return apiError("not_found", DELIVERY_NO_ESTIMATE);
  return Response.json({ price: estimate.price, region: `${estimate.region}: ${place.locality} ${place.state}`, km: estimate.km });
});

export const action = () => methodNotAllowed("GET", "HEAD");
