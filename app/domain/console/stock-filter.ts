import { z } from "zod";
import { SORT_OPTIONS, type SortOption } from "~/domain/search-sort";
import { CAR_STATUSES, CAR_TYPES } from "~/domain/vehicle/car";

const DAY_SECONDS = 86_400;
/** The console's stock list shows this many cars a page. */
export const STOCK_PAGE_SIZE = 50;
/**
 * How deep the list pages: the index keeps the best page * 50 hits in order, so a page 2,000 deep in 100,000 cars would
 * sort them all. 40 pages is 2,000 cars, a bulk change's most; beyond that, a filter finds a car sooner than paging.
 */
export const STOCK_PAGES_MAX = 40;

const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const optional = <T extends z.ZodTypeAny>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const dollars = (what: string) =>
  optional(
    z
      .string()
      .trim()
      .transform((v) => v.replace(/^\$/, "").replaceAll(",", ""))
      .pipe(
        z
          .string()
          .regex(/^\d{1,7}$/, `Enter the ${what} in whole dollars, like 25000.`)
          .transform(Number),
      ),
  );
const days = (what: string) =>
  optional(
    z
      .string()
      .trim()
      .regex(/^\d{1,5}$/, `Enter the ${what} as a whole number of days.`)
      .transform(Number),
  );
const name = optional(z.string().trim().max(60, "Keep it under 60 characters."));

/** The stock list's filters as the address bar carries them (a GET form): every key optional, a blank one ignored. */
export const stockFilterSchema = z
  .object({
    q: optional(z.string().trim().max(80, "Search for at most 80 characters.")),
    dealership: optional(
      z
        .string()
        .max(80)
        .regex(/^[\w-]+$/, "Choose a dealership from the list."),
    ),
    type: optional(z.enum(CAR_TYPES, { error: "Choose a type from the list." })),
    make: name,
    model: name,
    status: optional(z.enum(CAR_STATUSES, { error: "Choose a status from the list." })),
    minPrice: dollars("lowest price"),
    maxPrice: dollars("highest price"),
    minDays: days("fewest days in stock"),
    maxDays: days("most days in stock"),
    noPhotos: optional(z.literal("1")).transform(Boolean),
    noPrice: optional(z.literal("1")).transform(Boolean),
    sort: optional(z.enum(SORT_OPTIONS, { error: "Choose a sort order from the list." })),
    page: optional(
      z
        .string()
        .regex(/^\d{1,6}$/)
        .transform(Number)
        .pipe(
          z
            .number()
            .int()
            .min(1, "Pages start at 1.")
            .max(STOCK_PAGES_MAX, `The list goes ${STOCK_PAGES_MAX} pages deep: narrow the filters to see the cars after that.`),
        ),
    ),
  })
  .refine((f) => f.minPrice === undefined || f.maxPrice === undefined || f.minPrice <= f.maxPrice, {
    message: "The lowest price is above the highest.",
    path: ["minPrice"],
  })
  .refine((f) => f.minDays === undefined || f.maxDays === undefined || f.minDays <= f.maxDays, {
    message: "The fewest days in stock are more than the most.",
    path: ["minDays"],
  });

export type StockFilter = z.infer<typeof stockFilterSchema>;

export type FilterError = { field: string; message: string };

/**
 * The filters of an address, never refused whole: a field that does not parse is left out (the rest still apply) and
 * named with its message, so the list shows the error beside it with what was typed.
 */
export function parseStockFilter(params: Record<string, string>): { filter: StockFilter; error: FilterError | null } {
  const first = stockFilterSchema.safeParse(params);
  if (first.success) return { filter: first.data, error: null };
  const issue = first.error.issues[0];
  const field = String(issue?.path[0] ?? "q");
  const rest = Object.fromEntries(Object.entries(params).filter(([key]) => !first.error.issues.some((i) => i.path[0] === key)));
  const second = stockFilterSchema.safeParse(rest);
  return {
    filter: second.success ? second.data : { noPhotos: false, noPrice: false },
    error: { field, message: issue?.message ?? "Those filters aren't valid." },
  };
}

/** The sort the list uses when none is chosen: the newest arrivals first. */
export const DEFAULT_STOCK_SORT: SortOption = "latest";

/** The filter as a search of the site's index (its dealership named as the index files it), for the page asked. */
export type StockSearchInput = {
  query: string;
  refinements: Record<string, string[]>;
  ranges: {
    price?: { min: number | null; max: number | null };
    created_at_timestamp?: { min: number | null; max: number | null };
  };
  sortBy: SortOption;
  page: number;
  hitsPerPage: number;
  noPhotos: boolean;
  noPrice: boolean;
};

/**
 * Days in stock as listing times: a car has been in stock d days when d whole days have passed since it was listed.
 * At least `minDays`: listed at or before now - minDays. At most `maxDays`: listed after now - (maxDays + 1) days.
 * `dealerships` are the names of the dealerships searched (the index files cars by name), null for all: the one chosen,
 * or a salesperson's own.
 */
export function stockSearchInput(filter: StockFilter, now: Date, dealerships: { chosen: string[] | null }): StockSearchInput {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const refinements: Record<string, string[]> = {};
  if (dealerships.chosen) refinements.dealership_name = dealerships.chosen;
  if (filter.type) refinements.car_type = [filter.type];
  if (filter.make) refinements.make = [filter.make];
  if (filter.model) refinements.model = [filter.model];
  if (filter.status) refinements.status = [filter.status];
  const ranges: StockSearchInput["ranges"] = {};
  if (filter.minPrice !== undefined || filter.maxPrice !== undefined)
    ranges.price = { min: filter.minPrice ?? null, max: filter.maxPrice ?? null };
  if (filter.minDays !== undefined || filter.maxDays !== undefined)
    ranges.created_at_timestamp = {
      min: filter.maxDays === undefined ? null : nowSeconds - (filter.maxDays + 1) * DAY_SECONDS + 1,
      max: filter.minDays === undefined ? null : nowSeconds - filter.minDays * DAY_SECONDS,
    };
  return {
    query: filter.q ?? "",
    refinements,
    ranges,
    sortBy: filter.sort ?? DEFAULT_STOCK_SORT,
    page: filter.page ?? 1,
    hitsPerPage: STOCK_PAGE_SIZE,
    noPhotos: filter.noPhotos,
    noPrice: filter.noPrice,
  };
}

/** Whole days a car has been in stock, as the filter counts them. */
export const daysInStock = (listedAt: number, now: Date): number =>
  Math.max(0, Math.floor((now.getTime() - listedAt) / (DAY_SECONDS * 1000)));

/** The filter as a query string (page left out): what a page link, "select all matching" and the bulk form carry. */
export function stockFilterQuery(filter: StockFilter): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (key === "page" || value === undefined || value === false) continue;
    params.set(key, value === true ? "1" : String(value));
  }
  return params.toString();
}
