import { findCarBySlug } from "~/db/queries/cars.server";
import { findComparables } from "~/db/queries/market.server";
import { gaugeEligible, marketGauge } from "~/domain/finance/market-gauge";
import { requireSite } from "~/lib/require-site";
import type { Route } from "./+types/api.car-autogauge";

/** GET /api/cars/{slug}/autogauge: where the car's price sits in the platform's own market data. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const site = requireSite(context);
  const car = await findCarBySlug(context.db, site.id, params.slug);
  if (!car?.showOnDealerWebsite) return Response.json({ error: "Not found" }, { status: 404 });
  if (!gaugeEligible(car) || car.carType === "new") return Response.json({ error: "No data returned" }, { status: 404 });
  const result = marketGauge(
    { price: car.price, km: car.km, state: car.location.state },
    await findComparables(context.db, car, context.now),
  );
  if (!result) return Response.json({ error: "No data returned" }, { status: 404 });
  return Response.json(result, { headers: { "Cache-Control": "private, max-age=600" } });
}
