import { describe, expect, it } from "vitest";
import { isStoreKey } from "./file-store";

describe("storage keys", () => {
  it("are lower-case words joined by hyphens, in segments joined by slashes", () => {
    for (const key of ["feed/3f2a", "feed/0123abcd", "uploads/site-7/photo-1", "one"]) expect(isStoreKey(key), key).toBe(true);
  });
  it("name nothing outside the store: no dots, leading or doubled slashes, upper case or overlong keys", () => {
    for (const key of ["", "../secret", "feed/../x", "/feed/x", "feed//x", "feed/x/", "feed/x.svg", "Feed/x", "feed/x y", "a".repeat(201)])
      expect(isStoreKey(key), key).toBe(false);
  });
});
