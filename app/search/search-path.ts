import { CAR_TYPES, type CarType } from "~/domain/vehicle/car";
import { CAR_TYPE_LABEL } from "~/domain/vehicle/car-name";
import { slugify } from "~/domain/slugify";
import { BODY_LABELS } from "./facets";
import { ALL_STOCK_PATH, bodyTypePath, carTypePath, dealershipPath, makeModelPath } from "~/domain/search-paths";

export type SiteCatalogue = {
  makeModels: { make: string; model: string }[];
  dealerships: { slug: string; name: string }[];
  /** The car types (new, used, demo) and item types (car, motorcycle, caravan) the site's stock has. */
  carTypes: CarType[];
  itemTypes: string[];
};

const ITEM_NOUN: Record<string, string> = { car: "cars", motorcycle: "motorcycles", caravan: "caravans" };

/**
 * The all-stock page's heading, in the words of what the site sells: "Used cars" on a used-only yard, "New and
 * used caravans" on a caravan dealer's site, "New, used and demo cars" where it has all three.
 */
export function allStockHeading({ carTypes, itemTypes }: Pick<SiteCatalogue, "carTypes" | "itemTypes">): string {
  const noun = itemTypes.length === 1 ? (ITEM_NOUN[itemTypes[0]] ?? "vehicles") : itemTypes.length ? "vehicles" : "cars";
  const types = CAR_TYPES.filter((t) => carTypes.includes(t)).map((t) => CAR_TYPE_LABEL[t].toLowerCase());
  if (!types.length) return `${noun[0].toUpperCase()}${noun.slice(1)}`;
  const listed = types.length === 1 ? types[0] : `${types.slice(0, -1).join(", ")} and ${types.at(-1)}`;
  return `${listed[0].toUpperCase()}${listed.slice(1)} ${noun}`;
}

export type SearchPath = {
  refinements: Record<string, string[]>;
  /** Breadcrumb trail after Home: car type, make, model, body. */
  crumbs: { label: string; href: string }[];
  heading: string;
};

/**
 * Discovery spec section 2: /search/new-used-and-demo-cars, /search/{type}-cars,
 * /search/new-and-demo-cars, /search/{make}, /search/{make}/{model}, /search/{dealership_slug}
 * and body-type slugs all map to refinements. Null means no such search page (404).
 */
export function searchPathRefinements(segments: string[], catalogue: SiteCatalogue): SearchPath | null {
  const [first, second, ...rest] = segments.map((s) => s.toLowerCase());
  if (rest.length) return null;
  const all: SearchPath = { refinements: {}, crumbs: [], heading: allStockHeading(catalogue) };
  if (!first || `/search/${first}` === ALL_STOCK_PATH) return second ? null : all;
  if (!second) {
    if (first === "new-and-demo-cars")
      return {
        refinements: { car_type: ["new", "demo"] },
        crumbs: [{ label: "New and demo cars", href: "/search/new-and-demo-cars" }],
        heading: "New and demo cars",
      };
    const type = /^(new|used|demo)-cars$/.exec(first)?.[1] as keyof typeof CAR_TYPE_LABEL | undefined;
    if (type)
      return {
        refinements: { car_type: [type] },
        crumbs: [{ label: `${CAR_TYPE_LABEL[type]} cars`, href: carTypePath(type) }],
        heading: `${CAR_TYPE_LABEL[type]} cars`,
      };
    const body = Object.entries(BODY_LABELS).find(([key, label]) => slugify(label) === first || key.toLowerCase() === first);
    if (body)
      return {
        refinements: { body: [body[0]] },
        crumbs: [{ label: body[1], href: bodyTypePath(body[1]) }],
        heading: `${body[1]} for sale`,
      };
  }
  const make = catalogue.makeModels.find((m) => slugify(m.make) === first)?.make;
  if (make) {
    const makeCrumb = { label: make, href: makeModelPath(make) };
    if (!second) return { refinements: { make: [make] }, crumbs: [makeCrumb], heading: `${make} cars for sale` };
    const model = catalogue.makeModels.find((m) => m.make === make && slugify(m.model) === second)?.model;
    if (!model) return null;
    return {
      refinements: { make: [make], model: [model] },
      crumbs: [makeCrumb, { label: model, href: makeModelPath(make, model) }],
      heading: `${make} ${model} for sale`,
    };
  }
  if (second) return null;
  const dealership = catalogue.dealerships.find((d) => d.slug === first);
  if (dealership)
    return {
      refinements: { dealership_name: [dealership.name] },
      crumbs: [{ label: dealership.name, href: dealershipPath(dealership.slug) }],
      heading: `Cars for sale at ${dealership.name}`,
    };
  return null;
}
