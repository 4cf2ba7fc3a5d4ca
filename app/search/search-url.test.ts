import { describe, expect, it } from "vitest";
import { SORT_OPTIONS, SORTS } from "~/domain/search-sort";
import { joinMakeModel, modelOfMake, splitMakeModel } from "./make-model";
import { formSearchHref } from "./search-state";
import type { SearchState } from "./search-types";
import { ALL_STOCK_PATH, bodyTypePath, carTypePath, makeModelPath } from "~/domain/search-paths";
import { invalidSearchMessage, isFiltered, isSearchParam, searchHref } from "./search-url";

const state = (over: Partial<SearchState> = {}): SearchState => ({
  query: "",
  refinements: {},
  ranges: {},
  sortBy: null,
  page: 1,
  ...over,
});
const form = (qs: string) => new URLSearchParams(qs);

describe("search links", () => {
  it("builds the all-stock, make/model, car-type and body-type paths", () => {
    expect(ALL_STOCK_PATH).toBe("/search/new-used-and-demo-cars");
    expect(makeModelPath("Škoda", "Kodiaq")).toBe("/search/skoda/kodiaq");
    expect(makeModelPath("Isuzu UTE")).toBe("/search/isuzu-ute");
    expect(carTypePath("used")).toBe("/search/used-cars");
    expect(bodyTypePath("Cab Chassis")).toBe("/search/cab-chassis");
  });

  it("writes a state canonically and leaves out the site's default sort and page 1", () => {
    expect(searchHref()).toBe(ALL_STOCK_PATH);
    expect(searchHref(state())).toBe(ALL_STOCK_PATH);
    expect(searchHref(state({ sortBy: "latest" }), { defaultSort: "latest" })).toBe(ALL_STOCK_PATH);
    expect(
      decodeURIComponent(searchHref(state({ refinements: { model: ["HiLux"], make: ["Toyota"] }, page: 2, sortBy: "price_asc" }))),
    ).toBe(`${ALL_STOCK_PATH}?refinementList[make][0]=Toyota&refinementList[model][0]=HiLux&sortBy=price_asc&page=2`);
    expect(searchHref(state({ query: "ranger" }), { path: "/search/ford" })).toBe("/search/ford?query=ranger");
  });

  it("turns a form's fields into the same canonical link, dropping empty fields", () => {
    const fields = form(
      "sortBy=relevance&query=+ranger+&refinementList[make][]=Ford&refinementList[make][]=Toyota&range[price]=&range[km]=:50000&refinementList[body][]=",
    );
    expect(decodeURIComponent(formSearchHref(fields))).toBe(
      `${ALL_STOCK_PATH}?query=ranger&refinementList[make][0]=Ford&refinementList[make][1]=Toyota&range[km]=:50000`,
    );
    expect(formSearchHref(form("query=&sortBy=relevance"))).toBe(ALL_STOCK_PATH);
    expect(formSearchHref(form("sortBy=price_desc"), { defaultSort: "price_desc" })).toBe(ALL_STOCK_PATH);
    expect(formSearchHref(form("sortBy=price_desc"))).toBe(`${ALL_STOCK_PATH}?sortBy=price_desc`);
  });

  it("joins the no-JavaScript min/max boxes into one range and keeps non-search parameters", () => {
    expect(
      decodeURIComponent(
        formSearchHref(form("range[price][min]=30,000&range[price][max]=$50000&utm_source=ad"), { path: "/search/toyota" }),
      ),
    ).toBe("/search/toyota?range[price]=30000:50000&utm_source=ad");
  });

  it("keeps fields the parser refuses as sent, so the page can say what is wrong", () => {
    expect(decodeURIComponent(formSearchHref(form("page=0&query=")))).toBe(`${ALL_STOCK_PATH}?page=0`);
    expect(decodeURIComponent(formSearchHref(form("refinementList[nope][]=x")))).toBe(`${ALL_STOCK_PATH}?refinementList[nope][0]=x`);
  });
});

describe("make > model values", () => {
  it("splits and joins at the separator", () => {
    expect(joinMakeModel("Toyota", "HiLux")).toBe("Toyota > HiLux");
    expect(splitMakeModel("Toyota > HiLux")).toEqual({ make: "Toyota", model: "HiLux" });
    expect(splitMakeModel("Toyota")).toBeNull();
    expect(splitMakeModel(joinMakeModel("Isuzu UTE", "D-MAX"))).toEqual({ make: "Isuzu UTE", model: "D-MAX" });
  });

  it("gives a value's model only for its own make", () => {
    expect(modelOfMake("Mazda > CX-5", "Mazda")).toBe("CX-5");
    expect(modelOfMake("Mazda > CX-5", "Maz")).toBeNull();
    expect(modelOfMake("Mazda > CX-5", "Toyota")).toBeNull();
  });
});

describe("isFiltered", () => {
  it("is false for an untouched search, whatever its page or sort", () => {
    expect(isFiltered(state())).toBe(false);
    expect(isFiltered(state({ page: 3, sortBy: "price_asc" }))).toBe(false);
  });
  it("is true for text, a refinement (from the path too) or a range", () => {
    expect(isFiltered(state({ query: "hilux" }))).toBe(true);
    expect(isFiltered(state({ refinements: { make: ["Toyota"] } }))).toBe(true);
    expect(isFiltered(state({ ranges: { price: { min: 10_000, max: null } } }))).toBe(true);
  });
});

describe("search parameters and refusals", () => {
  it("knows which keys are search state", () => {
    for (const key of ["query", "sortBy", "page", "refinementList[make][0]", "range[price]"]) expect(isSearchParam(key)).toBe(true);
    for (const key of ["utm_source", "fbclid", "q"]) expect(isSearchParam(key)).toBe(false);
  });
  it("words the parser's reason as one sentence for the shopper", () => {
    expect(invalidSearchMessage("page must be a whole number from 1 to 1000")).toBe(
      "That search link isn't valid: page must be a whole number from 1 to 1000.",
    );
    expect(invalidSearchMessage('Unknown facet "nope"')).toBe('That search link isn\'t valid: unknown facet "nope".');
    expect(invalidSearchMessage("")).toBe("That search link isn't valid.");
  });
});

describe("sort options", () => {
  it("are one list with a label each, in menu order", () => {
    expect(SORT_OPTIONS).toEqual(["relevance", "latest", "price_desc", "price_asc"]);
    expect(SORTS.map((s) => s.label)).toEqual(["Most relevant", "Latest", "Highest price", "Lowest price"]);
  });
});
