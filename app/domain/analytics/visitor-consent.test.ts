import { describe, expect, it } from "vitest";
import { mayAssignVisitor } from "./visitor-consent";

describe("mayAssignVisitor", () => {
  it("counts every browser by its visitor id where the site does not ask", () => {
    expect(mayAssignVisitor({ askConsent: false }, undefined)).toBe(true);
    expect(mayAssignVisitor({ askConsent: false }, false)).toBe(true);
  });

  it("where the site asks, counts a browser only once its batch says the shopper accepted", () => {
    expect(mayAssignVisitor({ askConsent: true }, true)).toBe(true);
    expect(mayAssignVisitor({ askConsent: true }, false)).toBe(false);
    expect(mayAssignVisitor({ askConsent: true }, undefined)).toBe(false);
  });
});
