import { describe, expect, it } from "vitest";
import { carsFilterSchema, insightsFilterSchema, responseFilterSchema, staleDaysSchema } from "./report-filter";

describe("responseFilterSchema", () => {
  it("keeps a period the page offers and falls back to 30 days for anything else", () => {
    expect(responseFilterSchema.parse({ days: "7" }).days).toBe(7);
    expect(responseFilterSchema.parse({ days: "13" }).days).toBe(30);
    expect(responseFilterSchema.parse({ days: "<script>" }).days).toBe(30);
    expect(responseFilterSchema.parse({}).days).toBe(30);
  });

  it("drops a dealership that is no slug", () => {
    expect(responseFilterSchema.parse({ dealership: "metro-kia" }).dealership).toBe("metro-kia");
    expect(responseFilterSchema.parse({ dealership: "../x" }).dealership).toBeUndefined();
  });
});

describe("insightsFilterSchema", () => {
  it("offers 7, 30, 90 and 365 days and falls back to 30", () => {
    expect(insightsFilterSchema.parse({ days: "365" }).days).toBe(365);
    expect(insightsFilterSchema.parse({ days: "14" }).days).toBe(30);
  });
});

describe("carsFilterSchema", () => {
  it("reads the days past which a car is listed; none given or none usable leaves the site's line to apply", () => {
    expect(carsFilterSchema.parse({ over: "45" }).over).toBe(45);
    expect(carsFilterSchema.parse({ over: "0" }).over).toBeUndefined();
    expect(carsFilterSchema.parse({ over: "366" }).over).toBeUndefined();
    expect(carsFilterSchema.parse({ over: "abc" }).over).toBeUndefined();
    expect(carsFilterSchema.parse({}).over).toBeUndefined();
  });
});

describe("staleDaysSchema", () => {
  it("says what is wrong with a line the dealer typed", () => {
    const error = (value: unknown) => staleDaysSchema.safeParse(value).error?.issues[0].message;
    expect(staleDaysSchema.parse("45")).toBe(45);
    expect(error("4.5")).toBe("Enter the days in stock as a whole number.");
    expect(error("0")).toBe("Enter at least 1 day.");
    expect(error("400")).toBe("Enter at most 365 days.");
    expect(error("abc")).toBe("Enter the days in stock as a whole number.");
  });
});
