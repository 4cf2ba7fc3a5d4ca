import { slugify } from "./slugify";
import type { CAR_TYPE_LABEL } from "./vehicle/car-name";

// The search pages' own paths (discovery spec section 2). They import nothing heavy, so any page
// (the site chrome's error page, a thank-you page) can link to search without loading the parser.

/** The search page of all the site's stock. */
export const ALL_STOCK_PATH = "/search/new-used-and-demo-cars";

/** A make's, or a make and model's, own search page: /search/{make}/{model}. */
export const makeModelPath = (make: string, model?: string) => `/search/${slugify(make)}${model ? `/${slugify(model)}` : ""}`;

/** A car type's own search page: /search/used-cars. */
export const carTypePath = (type: keyof typeof CAR_TYPE_LABEL) => `/search/${type}-cars`;

/** A body type's own search page, from its label: 'Cab Chassis' -> /search/cab-chassis. */
export const bodyTypePath = (label: string) => `/search/${slugify(label)}`;

/** A dealership's own search page: /search/{dealership_slug}. */
export const dealershipPath = (dealershipSlug: string) => `/search/${slugify(dealershipSlug)}`;
