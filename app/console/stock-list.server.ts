import { formatAud, formatNumber } from "~/domain/format";
import { daysInStock, STOCK_PAGES_MAX, type StockFilter, stockFilterQuery, stockSearchInput } from "~/domain/console/stock-filter";
import { can } from "~/domain/console/can";
import { carTitle, CAR_TYPE_LABEL } from "~/domain/vehicle/car-name";
import type { StockSearch } from "~/search/search-index";
import type { IndexedCar, SearchState, StaffView } from "~/search/search-types";
import type { Viewer } from "./require-staff.server";

type Deps = { search: StockSearch; now: Date };

export const STATUS_LABELS: Record<IndexedCar["status"], string> = { in_stock: "In stock", coming_soon: "Coming soon", sold: "Sold" };

/**
 * The dealer's search of the site's index: the list's filters as a search state and the staff view (every car, any
 * status). A salesperson limited to some dealerships searches only theirs; a dealership not on the site matches nothing.
 */
export function staffStockSearch(deps: Deps, viewer: Viewer, filter: StockFilter): { state: SearchState; view: StaffView } {
  const known = deps.search.catalogue(viewer.site.id).dealerships;
  const mine = viewer.dealershipSlugs ? known.filter((d) => viewer.dealershipSlugs?.includes(d.slug)) : null;
  const pool = mine ?? known;
  // The index files cars by dealership name; a slug that names none of the pool gets a name no car has.
  const chosen = filter.dealership
    ? [pool.find((d) => d.slug === filter.dealership)?.name ?? ""]
    : mine
      ? mine.map((d) => d.name).concat("")
      : null;
  const input = stockSearchInput(filter, deps.now, { chosen });
  const { noPhotos, noPrice, ...state } = input;
  return { state, view: { everyCar: true, noPhotos, noPrice } };
}

export type StockRow = {
  id: number;
  stocknum: string;
  title: string;
  type: string;
  dealership: string;
  status: string;
  statusCode: IndexedCar["status"];
  onWebsite: boolean;
  price: string;
  days: number;
  photos: number;
};

const row = (car: IndexedCar, now: Date): StockRow => ({
  id: car.id,
  stocknum: car.stocknum,
  title: carTitle(car, { badge: true }),
  type: CAR_TYPE_LABEL[car.carType],
  dealership: car.dealershipName,
  status: STATUS_LABELS[car.status],
  statusCode: car.status,
  onWebsite: car.showOnDealerWebsite,
  price: car.price > 0 ? formatAud(car.price) : "No price",
  days: daysInStock(car.createdAt, now),
  photos: car.images.length,
});

/** One page of the site's stock as the console lists it, with the filter's choices and what the viewer may do. */
export function loadStockList(deps: Deps, viewer: Viewer, filter: StockFilter) {
  const started = performance.now();
  const { state, view } = staffStockSearch(deps, viewer, filter);
  const result = deps.search.search(
    viewer.site.id,
    { ...state, facets: ["make", "model"] },
    { rules: view, defaultSort: "latest", now: deps.now },
  );
  const catalogue = deps.search.catalogue(viewer.site.id);
  const dealerships = viewer.dealershipSlugs
    ? catalogue.dealerships.filter((d) => viewer.dealershipSlugs?.includes(d.slug))
    : catalogue.dealerships;
  return {
    rows: result.hits.map((car) => row(car, deps.now)),
    count: result.count,
    countLabel: formatNumber(result.count),
    page: result.page,
    pages: Math.min(result.pages, STOCK_PAGES_MAX),
    query: stockFilterQuery(filter),
    dealerships: [...dealerships].sort((a, b) => a.name.localeCompare(b.name)),
    makes: (result.facets.make ?? []).map((i) => i.value).sort(),
    models: filter.make ? (result.facets.model ?? []).map((i) => i.value).sort() : [],
    canEdit: can(viewer.role, "edit", "stock"),
    ms: Math.round((performance.now() - started) * 100) / 100,
  };
}

export type StockList = ReturnType<typeof loadStockList>;
