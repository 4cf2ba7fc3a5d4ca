import type { FacetItem } from "./search-types";

/**
 * Discovery spec section 3's facets as the filter panel's checkbox lists, in its order (make and model are the logo
 * cards above them), each with how many of its values the panel lists: section 9's cities 20 and dealerships 40.
 */
export const LIST_FACETS: readonly { name: string; title: string; limit: number }[] = [
  { name: "car_type", title: "Condition", limit: 50 },
  { name: "categories", title: "Category", limit: 50 },
  { name: "body", title: "Body type", limit: 50 },
  { name: "price_range", title: "Price range", limit: 50 },
  { name: "weekly_price_range", title: "Weekly repayments", limit: 50 },
  { name: "subscription_price", title: "Subscription", limit: 50 },
  { name: "fuel", title: "Fuel", limit: 50 },
  { name: "transmission", title: "Transmission", limit: 50 },
  { name: "drive", title: "Drive", limit: 50 },
  { name: "seats", title: "Seats", limit: 50 },
  { name: "colour", title: "Colour", limit: 50 },
  { name: "badge", title: "Badge", limit: 40 },
  { name: "filtered_features", title: "Features", limit: 40 },
  { name: "certified", title: "Certified", limit: 50 },
  { name: "tag", title: "Tag", limit: 50 },
  { name: "state", title: "State", limit: 50 },
  { name: "dealership_name", title: "Dealership", limit: 40 },
  { name: "city", title: "City", limit: 20 },
];

/** The make cards' facets, listed whole: every make, and each make's models. */
const CARD_FACETS = ["make", "make_model"];

/**
 * The facets a search page renders, out of all the index counts: the make cards' and the panel's lists, each cut to
 * what the panel lists (the landing tiles draw from the same lists). The rest (model on its own, year, location and
 * more, about a sixth of a search page's data) stays on the server: issue 18, no page ships data it does not render.
 */
export function shownFacets(facets: Record<string, FacetItem[]>): Record<string, FacetItem[]> {
  const shown: Record<string, FacetItem[]> = {};
  for (const name of CARD_FACETS) if (facets[name]) shown[name] = facets[name];
  for (const { name, limit } of LIST_FACETS) if (facets[name]) shown[name] = facets[name].slice(0, limit);
  return shown;
}
