import { describe, expect, it } from "vitest";
import { formatDate } from "~/domain/format";
import { maskPhone, regoLabel, showThumbnails, splitAt, stepIndex } from "./vehicle-display";

describe("vehicle page display rules", () => {
  it("cuts dealer comments at 400 characters without splitting a word", () => {
    const text = `${"word ".repeat(100)}end`;
    const [shown, rest] = splitAt(text, 400);
    expect(shown.length).toBeLessThanOrEqual(400);
    expect(shown.length).toBeGreaterThan(360);
    expect(shown + rest).toBe(text);
    expect(rest.startsWith(" ")).toBe(true);
    expect(splitAt("short", 400)).toEqual(["short", ""]);
  });
  it("labels rego per spec", () => {
    expect(regoLabel("2027-03-01", "2026-11-22", true, formatDate)).toBe("Expires on 01/03/2027");
    expect(regoLabel("2026-11-22", "2026-11-22", true, formatDate)).toBe("Expires on 22/11/2026");
    expect(regoLabel("2026-10-01", "2026-11-22", true, formatDate)).toBe("Unregistered");
    expect(regoLabel("2026-10-01", "2026-11-22", false, formatDate)).toBeNull();
    expect(regoLabel(null, "2026-11-22", true, formatDate)).toBeNull();
  });
  it("masks the phone after the first 5 characters", () => {
    expect(maskPhone("07 5443 1800")).toBe("07 54** ****");
  });
});

describe("gallery rules", () => {
  it("shows thumbnails only for an in-stock car with more than 3 images", () => {
    expect(showThumbnails(4, "in_stock")).toBe(true);
    expect(showThumbnails(3, "in_stock")).toBe(false);
    expect(showThumbnails(7, "sold")).toBe(false);
    expect(showThumbnails(7, "coming_soon")).toBe(false);
  });
  it("wraps from the last photo to the first and back", () => {
    expect(stepIndex(6, 1, 7)).toBe(0);
    expect(stepIndex(0, -1, 7)).toBe(6);
    expect(stepIndex(2, 1, 7)).toBe(3);
  });
});
