import { describe, expect, it } from "vitest";
import { configChanges, withSetting } from "./config-changes";

describe("configChanges", () => {
  it("names each changed setting by its path, with what it was and became", () => {
    const before = { name: "Metro", insights: { staleDays: 60 }, hosts: ["a.com.au"], theme: { brand: "#123456" } };
    const after = { name: "Metro", insights: { staleDays: 45 }, hosts: ["a.com.au", "b.com.au"], theme: {} };
    expect(configChanges(before, after)).toEqual([
      { path: "hosts", before: ["a.com.au"], after: ["a.com.au", "b.com.au"] },
      { path: "insights.staleDays", before: 60, after: 45 },
      { path: "theme.brand", before: "#123456", after: undefined },
    ]);
  });

  it("names a setting in a section one side does not have", () => {
    expect(configChanges({ name: "Metro" }, { name: "Metro", analytics: { staleDays: 45 } })).toEqual([
      { path: "analytics.staleDays", before: undefined, after: 45 },
    ]);
  });

  it("finds nothing between a config and itself", () => {
    const config = { name: "Metro", dealerships: [{ slug: "kia", locations: [{ slug: "x" }] }] };
    expect(configChanges(config, structuredClone(config))).toEqual([]);
  });
});

describe("withSetting", () => {
  it("sets a nested setting on a copy, making the objects on the way", () => {
    const config = { name: "Metro", theme: { brand: "#123456" } };
    expect(withSetting(config, ["insights", "staleDays"], 45)).toEqual({
      name: "Metro",
      theme: { brand: "#123456" },
      insights: { staleDays: 45 },
    });
    expect(config).toEqual({ name: "Metro", theme: { brand: "#123456" } });
  });

  it("removes a setting given undefined, so the schema's default applies again", () => {
    expect(withSetting({ insights: { staleDays: 45, other: 1 } }, ["insights", "staleDays"], undefined)).toEqual({
      insights: { other: 1 },
    });
  });
});
