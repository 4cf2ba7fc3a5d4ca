import { hitContext } from "~/stock/search-stock.server";
import { isPriced } from "~/domain/price-thresholds";
import type { CarDetail } from "~/domain/vehicle/car";
import type { TenantSite } from "~/sites/tenant-site";
import { mergeSimilar, SIMILAR_PER_QUERY, similarPriceWindow } from "~/domain/vehicle/similar-cars";
import { type CardHit, cardHit, toSearchHit } from "~/search/search-hit";
import type { StockSearch } from "~/search/search-index";
import type { SearchState } from "~/search/search-types";

/** Similar cars through one multi-search: same model, same body, same make, each in the price window. */
export function findSimilarCars(search: StockSearch, site: TenantSite, now: Date, car: CarDetail): CardHit[] {
  const ranges = isPriced(car) ? { price: similarPriceWindow(car.price) } : {};
  const available = { status: ["in_stock", "coming_soon"] };
  const query = (refinements: Record<string, string[]>): SearchState => ({
    query: "",
    refinements: { ...available, ...refinements },
    ranges,
    sortBy: "relevance",
    page: 1,
    facets: [],
  });
  const states = [
    query({ make: [car.make], model: [car.model] }),
    ...(car.simpleBody ? [query({ body: [car.simpleBody] })] : []),
    query({ make: [car.make] }),
  ];
  const results = search
    .multiSearch(site.id, states, { rules: site, defaultSort: site.defaultSort, now })
    .map((r) => r.hits.slice(0, SIMILAR_PER_QUERY));
  return mergeSimilar(results, car, site.vehicle.similarCars).map((hit) => cardHit(toSearchHit(hit, hitContext(site, now))));
}
