import { describe, expect, it } from "vitest";
import { daysInStock, parseStockFilter, stockFilterQuery, stockFilterSchema, stockSearchInput } from "./stock-filter";

const NOW = new Date("2026-12-02T00:00:00Z");
const DAY = 86_400_000;
const parse = (query: string) => stockFilterSchema.safeParse(Object.fromEntries(new URLSearchParams(query)));

describe("the stock list's filters", () => {
  it("ignores blank fields, as an empty GET form sends them", () => {
    const parsed = parse("q=&dealership=&type=&make=&status=&minPrice=&maxDays=&sort=");
    expect(parsed.success && parsed.data).toEqual({ noPhotos: false, noPrice: false });
  });

  it("reads prices as a person types them", () => {
    const parsed = parse("minPrice=$20,000&maxPrice=45990");
    expect(parsed.success && [parsed.data.minPrice, parsed.data.maxPrice]).toEqual([20_000, 45_990]);
  });

  it("says what is wrong with a price, a day count, a status or a range the wrong way round", () => {
    const message = (query: string) => {
      const parsed = parse(query);
      return parsed.success ? null : parsed.error.issues[0]?.message;
    };
    expect(message("minPrice=cheap")).toBe("Enter the lowest price in whole dollars, like 25000.");
    expect(message("maxDays=1.5")).toBe("Enter the most days in stock as a whole number of days.");
    expect(message("status=gone")).toBe("Choose a status from the list.");
    expect(message("minPrice=50000&maxPrice=20000")).toBe("The lowest price is above the highest.");
    expect(message("minDays=90&maxDays=30")).toBe("The fewest days in stock are more than the most.");
    expect(message("page=0")).toBe("Pages start at 1.");
    expect(message("page=41")).toBe("The list goes 40 pages deep: narrow the filters to see the cars after that.");
  });

  it("keeps the filters that parse when one does not, and names the one that did not", () => {
    expect(parseStockFilter({ make: "Toyota", minPrice: "cheap" })).toEqual({
      filter: { make: "Toyota", noPhotos: false, noPrice: false },
      error: { field: "minPrice", message: "Enter the lowest price in whole dollars, like 25000." },
    });
  });

  it("turns days in stock into listing times, whole days counted", () => {
    const parsed = parse("minDays=30&maxDays=60");
    if (!parsed.success) throw parsed.error;
    const { ranges } = stockSearchInput(parsed.data, NOW, { chosen: null });
    const range = ranges.created_at_timestamp as { min: number; max: number };
    const inRange = (listedAt: number) => listedAt / 1000 >= range.min && listedAt / 1000 <= range.max;
    for (const days of [29, 30, 45, 60, 61]) {
      const listedAt = NOW.getTime() - days * DAY - DAY / 2;
      expect([days, daysInStock(listedAt, NOW), inRange(listedAt)]).toEqual([days, days, days >= 30 && days <= 60]);
    }
    expect(inRange(NOW.getTime() - 30 * DAY)).toBe(true);
    expect(inRange(NOW.getTime() - 61 * DAY)).toBe(false);
  });

  it("searches the index's facets for the type, make, model, status and the dealership's name", () => {
    const parsed = parse("q=hilux&type=used&make=Toyota&model=HiLux&status=sold&noPhotos=1&sort=price_asc&page=2");
    if (!parsed.success) throw parsed.error;
    expect(stockSearchInput(parsed.data, NOW, { chosen: ["Coastal Toyota"] })).toEqual({
      query: "hilux",
      refinements: { dealership_name: ["Coastal Toyota"], car_type: ["used"], make: ["Toyota"], model: ["HiLux"], status: ["sold"] },
      ranges: {},
      sortBy: "price_asc",
      page: 2,
      hitsPerPage: 50,
      noPhotos: true,
      noPrice: false,
    });
  });

  it("writes the filter back as a query string without the page", () => {
    const parsed = parse("make=Toyota&noPrice=1&page=3&minPrice=1,000");
    if (!parsed.success) throw parsed.error;
    expect(stockFilterQuery(parsed.data)).toBe("make=Toyota&minPrice=1000&noPrice=1");
  });
});
