import { describe, expect, it } from "vitest";
import { urlProblem } from "./url-guard";

describe("URLs a route may see", () => {
  it("lets real addresses through: slugs, searches in any script, long refinement lists", () => {
    for (const url of [
      "/cars/2023-toyota-landcruiser-300-gx-ctm010687",
      "/search/%C5%A1koda?query=%E7%8E%8B%20%F0%9F%9A%97&refinementList%5Bmake%5D%5B0%5D=Toyota",
      `/search/new-used-and-demo-cars?${Array.from({ length: 300 }, (_, i) => `refinementList[make][${i}]=M${i}`).join("&")}`,
      "/locations?postcode=4000",
      `/__manifest?paths=${encodeURIComponent(Array.from({ length: 120 }, (_, i) => `/cars/2023-toyota-hilux-sr5-ctm0${i}`).join(","))}&version=abc`,
      "/",
    ])
      expect(urlProblem(url), url).toBeNull();
  });

  it("refuses NUL and control characters in the path or the query, broken encoding and overlong parts", () => {
    expect(urlProblem("/cars/%00")).toMatch(/control characters/);
    expect(urlProblem("/locations/a%1Bb")).toMatch(/control characters/);
    expect(urlProblem("/print?car_id=%00")).toMatch(/control characters/);
    expect(urlProblem("/search/x?query=%07bell")).toMatch(/control characters/);
    expect(urlProblem("/cars/%ED%A0%80")).toMatch(/percent-encoding/);
    expect(urlProblem("/cars/%E0%A4%A")).toMatch(/percent-encoding/);
    expect(urlProblem(`/cars/${"a".repeat(501)}`)).toMatch(/too long/);
    expect(urlProblem(`/search/x?query=${"a".repeat(8001)}`)).toMatch(/too long/);
  });
});
