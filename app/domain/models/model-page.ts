import { formatAud } from "~/domain/format";
import { ALL_STOCK_PATH, makeModelPath } from "~/domain/search-paths";

/** A model page as lists show it (vehicle spec section 3, "Model": id, short_description). */
export type ModelPageSummary = {
  slug: string;
  /** The make and model as the stock search names them ('Isuzu UTE', 'D-MAX'). */
  make: string;
  model: string;
  name: string;
  shortDescription: string;
  priceFrom: number | null;
  priceFromText: string | null;
  heroImageSrc: string | null;
  heroImageAlt: string;
  updatedAt: Date;
};
export type ModelPage = ModelPageSummary & { bodyMarkdown: string };

/** Where a model page lives (issue 15: /models/mu-x, /models/d-max). */
export const modelPagePath = (slug: string) => `/models/${slug}`;

/** 'From $47,990', or the dealer's own words for it; null when the page gives no price. */
export function modelPriceFrom(page: Pick<ModelPageSummary, "priceFrom" | "priceFromText">): string | null {
  if (page.priceFromText?.trim()) return page.priceFromText.trim();
  return page.priceFrom ? `From ${formatAud(page.priceFrom)}` : null;
}

/**
 * The model's stock link with the live count: its own search page ('See 12 in stock'), or, with
 * none in stock, all the site's stock rather than an empty page.
 */
export function modelStockLink(page: Pick<ModelPageSummary, "make" | "model">, inStock: number) {
  return inStock > 0
    ? { href: makeModelPath(page.make, page.model), label: `See ${inStock} in stock`, inStock }
    : { href: ALL_STOCK_PATH, label: "Search all our stock", inStock };
}
