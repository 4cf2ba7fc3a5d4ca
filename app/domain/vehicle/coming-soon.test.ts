import { describe, expect, it } from "vitest";
import { comingSoonNote } from "./coming-soon";

describe("a coming-soon car's note", () => {
  it("says it has not arrived, and offers only what the site allows", () => {
    expect(comingSoonNote({ testDrive: true, reserve: false })).toBe(
      "This car is on its way to us and hasn't arrived yet: enquire now and we'll tell you when it lands or book a test drive for when it arrives.",
    );
    expect(comingSoonNote({ testDrive: false, reserve: false })).toBe(
      "This car is on its way to us and hasn't arrived yet: enquire now and we'll tell you when it lands.",
    );
    expect(comingSoonNote({ testDrive: true, reserve: true })).toContain(
      ", book a test drive for when it arrives or reserve it before it does.",
    );
  });
});
