import { splitMakeModel } from "./make-model";
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

/** How many of a chosen make's models its card lists. */
export const MODEL_LIMIT = 30;

/**
 * The facets a search page renders, out of all the index counts: every make (the make cards), the models of the
 * chosen makes only (a make card lists its models once it is ticked), and the panel's lists, each cut to what the
 * panel lists (the landing tiles draw from the same lists). The rest (every other make's models, model on its own,
 * year, location and more, about a quarter of a search page's data) stays on the server: issue 18, no page ships
 * data it does not render.
 */
export function shownFacets(facets: Record<string, FacetItem[]>, chosenMakes: readonly string[] = []): Record<string, FacetItem[]> {
  const shown: Record<string, FacetItem[]> = {};
  if (facets.make) shown.make = facets.make;
  if (facets.make_model) shown.make_model = chosenMakesModels(facets.make_model, chosenMakes);
  for (const { name, limit } of LIST_FACETS) if (facets[name]) shown[name] = facets[name].slice(0, limit);
  return shown;
}

/** The make_model items of the chosen makes, in the facet's order, at most MODEL_LIMIT a make. */
function chosenMakesModels(models: FacetItem[], chosenMakes: readonly string[]): FacetItem[] {
  const listed = new Map(chosenMakes.map((make) => [make, 0]));
  return models.filter((item) => {
    const make = splitMakeModel(item.value)?.make ?? "";
    const count = listed.get(make);
    if (count === undefined || count >= MODEL_LIMIT) return false;
    listed.set(make, count + 1);
    return true;
  });
}
