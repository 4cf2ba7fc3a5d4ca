import { POSTCODE_NOT_FOUND, postcodeError } from "~/domain/postcode";
import { geocodePostcode } from "~/geo/postcodes.server";
import type { Route } from "./+types/api.geocode";

/** GET /api/geocode?postcode=4000 -> { lat, lng, locality, state }; restricted to Australia. */
export function loader({ request }: Route.LoaderArgs) {
  const postcode = new URL(request.url).searchParams.get("postcode")?.trim() ?? "";
  const error = postcodeError(postcode);
  if (error) return Response.json({ error }, { status: 400 });
  const place = geocodePostcode(postcode);
  if (!place) return Response.json({ error: POSTCODE_NOT_FOUND }, { status: 404 });
  return Response.json(place, { headers: { "Cache-Control": "public, max-age=86400" } });
}
