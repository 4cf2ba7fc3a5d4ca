import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseImageRequest } from "./image-params";

describe("image request parameters", () => {
  it("accepts in-range width, quality and format with defaults", () => {
    expect(parseImageRequest("car/suv/red/side", {})).toEqual({
      ok: true,
      key: "car/suv/red/side",
      params: { w: 800, q: 75, fmt: "webp" },
    });
    expect(parseImageRequest("car/suv/red/side", { w: "600", q: "60", fmt: "avif" })).toMatchObject({
      ok: true,
      params: { w: 600, q: 60, fmt: "avif" },
    });
  });
  it("rejects out-of-range or malformed values with a message naming the parameter", () => {
    expect(parseImageRequest("car/suv/red/side", { w: "99999" })).toEqual({ ok: false, error: "w must be at most 2400" });
    expect(parseImageRequest("car/suv/red/side", { w: "abc" })).toMatchObject({ ok: false, error: expect.stringMatching(/^w /) });
    expect(parseImageRequest("car/suv/red/side", { q: "0" })).toMatchObject({ ok: false, error: "q must be at least 1" });
    expect(parseImageRequest("car/suv/red/side", { fmt: "gif" })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^fmt must be one of/),
    });
    expect(parseImageRequest("car/suv/red/side", { w: ["100", "200"] })).toMatchObject({ ok: false });
    expect(parseImageRequest("../../etc/passwd", {})).toMatchObject({ ok: false });
  });
  it("never throws, whatever a bot sends", () => {
    fc.assert(
      fc.property(fc.string(), fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.array(fc.string()))), (key, query) => {
        const result = parseImageRequest(key, query);
        expect(typeof result.ok).toBe("boolean");
      }),
    );
  });
});
