import { redirect } from "react-router";
import { queryText, routeInput, routeSchema } from "~/lib/route-input";
import { requireSite } from "~/lib/require-site";
import { findSiteCar } from "~/stock/find-site-car.server";
import type { Route } from "./+types/checkout-journey";

const INPUT = routeSchema({ query: { car_id: queryText(200) } });

/**
 * Vehicle spec section 2: `/checkout-journey?car_id={slug}`, the buy-online journey. It starts with
 * the deposit on the car's own buy-online page; a car this site does not have gets the site's 404 page
 * (a page route, so the not-found answer is the site's page, not a bare resource response).
 */
export async function loader(args: Route.LoaderArgs) {
  const site = requireSite(args.context);
  const { query } = routeInput(args, INPUT);
  const car = query.car_id ? await findSiteCar(args.context.db, site, query.car_id, args.context.now) : null;
  if (!car) throw new Response("Not Found", { status: 404 });
  return redirect(`/cars/${car.slug}/buy-online`);
}

// Never rendered: the loader always redirects or throws.
export default function CheckoutJourney() {
  return null;
}
