import { describe, expect, it } from "vitest";
import { leadVisitSource, readVisitSource, SOURCE_VALUE_MAX, sourceRows, sourceValue, visitEventData } from "./visit-source";

const own = "coastal-toyota.localhost";
const page = (query: string) => new URL(`http://${own}/cars/2021-toyota-hilux${query}`);

describe("readVisitSource", () => {
  it("keeps the five UTM parameters of the address the visit arrived at", () => {
    const url = page("?utm_source=google&utm_medium=cpc&utm_campaign=spring+sale&utm_term=hilux&utm_content=ad-2&colour=white");
    expect(readVisitSource(url, "", own)).toEqual({
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "spring sale",
      utm_term: "hilux",
      utm_content: "ad-2",
    });
  });

  it("keeps only the host of another site that sent the shopper, never its path or query", () => {
    expect(readVisitSource(page(""), "https://www.Facebook.com/groups/utes?fbclid=abc", own)).toEqual({
      source_referrer: "www.facebook.com",
    });
  });

  it("is no source when the referrer is the site itself, empty, or not a web address", () => {
    expect(readVisitSource(page(""), `http://${own}/search`, own)).toEqual({});
    expect(readVisitSource(page(""), "", own)).toEqual({});
    expect(readVisitSource(page(""), "android-app://com.google.android.gm/", own)).toEqual({});
  });

  it("skips empty parameters and cuts long ones to 200 characters", () => {
    const source = readVisitSource(page(`?utm_source=%20&utm_campaign=${"x".repeat(250)}`), "", own);
    expect(source).toEqual({ utm_campaign: "x".repeat(200) });
  });
});

describe("visitEventData", () => {
  it("names the referrer 'referrer' and keeps at most five keys, utm_term the first to go", () => {
    const source = {
      source_referrer: "www.google.com",
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "spring",
      utm_term: "hilux",
      utm_content: "ad-2",
    };
    expect(visitEventData(source, 5)).toEqual({
      referrer: "www.google.com",
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "spring",
      utm_content: "ad-2",
    });
    expect(visitEventData({ utm_term: "hilux" }, 5)).toEqual({ utm_term: "hilux" });
    expect(visitEventData({}, 5)).toEqual({});
  });
});

describe("a lead's source", () => {
  it("keeps trimmed values of 1 to 200 characters and drops anything else", () => {
    expect(sourceValue(" google ")).toBe("google");
    expect(sourceValue("x".repeat(SOURCE_VALUE_MAX))).toHaveLength(200);
    expect(sourceValue("x".repeat(SOURCE_VALUE_MAX + 1))).toBeNull();
    expect(sourceValue("")).toBeNull();
    expect(sourceValue(42)).toBeNull();
    expect(sourceValue({ a: 1 })).toBeNull();
    expect(sourceValue("line\nbreak")).toBeNull();
    expect(sourceValue(["first", "last"])).toBe("last");
  });

  it("is null when the submission has none, and keeps the good fields of a mixed one", () => {
    expect(leadVisitSource({ name: "Sam" })).toBeNull();
    expect(leadVisitSource({ utm_source: "newsletter", utm_medium: "x".repeat(500), source_referrer: 7 })).toEqual({
      utm_source: "newsletter",
    });
  });

  it("lists as the console labels it, in the fields' order", () => {
    expect(sourceRows({ utm_campaign: "spring", source_referrer: "www.google.com" })).toEqual([
      { label: "Came from", value: "www.google.com" },
      { label: "Campaign", value: "spring" },
    ]);
  });
});
