import { redirect } from "react-router";
import { ALL_STOCK_PATH } from "~/domain/search-paths";
import { requireSite } from "~/lib/require-site";
import type { Route } from "./+types/our-stock";

/**
 * `/cars`, the ute brand's Our Stock address (vehicle spec section 2): all the site's stock lives on
 * its search page, so this one moves there for good (a 301 keeps old links and search engines right).
 */
export function loader({ context }: Route.LoaderArgs) {
  requireSite(context);
  throw redirect(ALL_STOCK_PATH, 301);
}

export default function OurStock() {
  return null;
}
