import { findSiteCar } from "~/stock/find-site-car.server";
import { findComparables } from "~/db/queries/market.server";
import { gaugeEligible, marketGauge } from "~/domain/finance/market-gauge";
import { apiError, apiHandler, methodNotAllowed } from "~/lib/api-error";
import { requireApiSite } from "~/lib/require-site";
import type { Route } from "./+types/api.car-autogauge";

/**
 * GET /api/cars/{slug}/autogauge: where the car's price sits in the platform's own market data.
 * A car the gauge does not cover (new, unpriced) or too little market data is not an error: 204,
 * the empty response the price comparison panel reads as 'No data returned'. Never kept by the browser:
 * the gauge places the car's current price, which a feed may change at any moment.
 */
export const loader = apiHandler(async ({ context, params }: Route.LoaderArgs) => {
  const site = requireApiSite(context);
  const car = await findSiteCar(context.db, site, params.slug, context.now);
  if (!car) return apiError("not_found", "This car is no longer available.");
  // A site without the gauge plugin has no gauge to answer for.
  const result =
    site.vehicle.plugins.includes("market-gauge") && gaugeEligible(car)
      ? marketGauge({ price: car.price, km: car.km, state: car.location.state }, await findComparables(context.db, car, context.now))
      : null;
  if (!result) return new Response(null, { status: 204 });
  return Response.json(result, { headers: { "Cache-Control": "no-store" } });
});

export const action = () => methodNotAllowed("GET", "HEAD");
