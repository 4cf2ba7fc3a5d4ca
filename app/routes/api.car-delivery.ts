import { queryText, routeInput, routeSchema, slugParam } from "~/lib/route-input";
import { findSiteCar } from "~/stock/find-site-car.server";
import { carDelivery, deliveryPostcodeError } from "~/stock/car-delivery.server";
import { apiError, apiHandler, methodNotAllowed } from "~/lib/api-error";
import { requireApiSite } from "~/lib/require-site";
import type { Route } from "./+types/api.car-delivery";

const INPUT = routeSchema({ params: { slug: slugParam }, query: { postcode: queryText(20) } });

/** GET /api/cars/{slug}/delivery?postcode=NNNN: the delivery price and region from the car's location. */
export const loader = apiHandler(async (args: Route.LoaderArgs) => {
  const { context } = args;
  const site = requireApiSite(context);
  const { params, query } = routeInput(args, INPUT);
  // The shopper types the postcode: a missing or malformed one is theirs to fix (422).
  const invalid = deliveryPostcodeError(query.postcode);
  if (invalid) return apiError("invalid_input", invalid, { fields: { postcode: invalid } });
  const car = await findSiteCar(context.db, site, params.slug, context.now);
  if (!car) return apiError("not_found", "This car is no longer available.");
  const delivery = carDelivery(site, car, query.postcode);
  if (!delivery.ok) return apiError("not_found", delivery.message);
  return Response.json({ price: delivery.price, region: delivery.region, km: delivery.km });
});

export const action = () => methodNotAllowed("GET", "HEAD");
