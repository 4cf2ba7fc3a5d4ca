import { describe, expect, it } from "vitest";
import { changeRows, settingText } from "./settings-history-view";

describe("settingText", () => {
  it("shows text as written, other values as JSON, an absent setting as not set", () => {
    expect(settingText("#1a2b3c")).toBe("#1a2b3c");
    expect(settingText(45)).toBe("45");
    expect(settingText(false)).toBe("false");
    expect(settingText(["a.com.au", "b.com.au"])).toBe('["a.com.au","b.com.au"]');
    expect(settingText(undefined)).toBe("(not set)");
  });

  it("cuts a long value to 240 characters with an ellipsis", () => {
    const text = settingText("x".repeat(500));
    expect(text).toHaveLength(240);
    expect(text.endsWith("…")).toBe(true);
  });
});

describe("changeRows", () => {
  it("turns each change into a row of texts", () => {
    expect(changeRows([{ path: "analytics.staleDays", before: undefined, after: 45 }])).toEqual([
      { path: "analytics.staleDays", before: "(not set)", after: "45" },
    ]);
  });
});
