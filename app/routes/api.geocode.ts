import { queryText, routeInput, routeSchema } from "~/lib/route-input";
import { POSTCODE_NOT_FOUND, postcodeError } from "~/domain/postcode";
import { geocodePostcode } from "~/geo/postcodes.server";
import { apiError, apiHandler, methodNotAllowed } from "~/lib/api-error";
import type { Route } from "./+types/api.geocode";

const INPUT = routeSchema({ query: { postcode: queryText(20) } });

/** GET /api/geocode?postcode=4000 -> { lat, lng, locality, state }; restricted to Australia. */
export const loader = apiHandler((args: Route.LoaderArgs) => {
  const { postcode } = routeInput(args, INPUT).query;
  // The shopper types the postcode: a malformed one is theirs to fix (422).
  const error = postcodeError(postcode);
  if (error) return apiError("invalid_input", error, { fields: { postcode: error } });
  const place = geocodePostcode(postcode);
  if (!place) return apiError("not_found", POSTCODE_NOT_FOUND);
  return Response.json(place, { headers: { "Cache-Control": "public, max-age=86400" } });
});

export const action = () => methodNotAllowed("GET", "HEAD");
