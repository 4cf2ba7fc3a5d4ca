import { describe, expect, it } from "vitest";
import { carsFilterSchema, insightsFilterSchema, responseFilterSchema } from "./report-filter";

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
  it("reads the days past which a car is listed, 60 unless a whole number of 1 to 365", () => {
    expect(carsFilterSchema.parse({ over: "45" }).over).toBe(45);
    expect(carsFilterSchema.parse({ over: "0" }).over).toBe(60);
    expect(carsFilterSchema.parse({ over: "abc" }).over).toBe(60);
    expect(carsFilterSchema.parse({}).over).toBe(60);
  });
});
