import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { IMAGE_FORMATS, IMAGE_QUALITIES, IMAGE_WIDTHS, imageSrcSet, imageUrl, snapWidth } from "~/images/image-url";
import { parseImageRequest } from "./image-params";

describe("image request parameters", () => {
  it("accepts the served widths, quality and formats, with defaults", () => {
    expect(parseImageRequest("car/suv/red/side", {})).toEqual({
      ok: true,
      key: "car/suv/red/side",
      params: { w: 720, q: 75, fmt: "webp" },
    });
    expect(parseImageRequest("car/suv/red/side", { w: "600", q: "75", fmt: "png" })).toMatchObject({
      ok: true,
      params: { w: 600, q: 75, fmt: "png" },
    });
  });
  it("rejects out-of-range or malformed values with a message naming the parameter", () => {
    expect(parseImageRequest("car/suv/red/side", { w: "99999" })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^w must be one of 96, /),
    });
    expect(parseImageRequest("car/suv/red/side", { w: "abc" })).toMatchObject({ ok: false, error: expect.stringMatching(/^w /) });
    expect(parseImageRequest("car/suv/red/side", { q: "0" })).toMatchObject({ ok: false, error: "q must be 75" });
    expect(parseImageRequest("car/suv/red/side", { fmt: "gif" })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^fmt must be one of/),
    });
    expect(parseImageRequest("car/suv/red/side", { w: ["100", "200"] })).toMatchObject({ ok: false });
    expect(parseImageRequest("../../etc/passwd", {})).toMatchObject({ ok: false });
  });
  it("allows only the variants pages ask for: 9 widths x 3 formats x 1 quality = 27 a key (security finding 4)", () => {
    // Before: every w from 16 to 2400, every q from 1 to 100 and 4 formats, about 954,000 a key.
    let allowed = 0;
    for (let w = 1; w <= 2400; w++)
      for (const q of [1, 50, 60, 74, 75, 76, 90, 100])
        for (const fmt of ["webp", "avif", "jpeg", "png", "gif"])
          if (parseImageRequest("car/suv/red/side", { w: String(w), q: String(q), fmt }).ok) allowed++;
    expect(allowed).toBe(27);
    expect(IMAGE_WIDTHS.length * IMAGE_FORMATS.length * IMAGE_QUALITIES.length).toBe(27);
    for (const w of [17, 800, 1030, 2400]) expect(parseImageRequest("car/suv/red/side", { w: String(w) }).ok, String(w)).toBe(false);
    expect(parseImageRequest("car/suv/red/side", { fmt: "avif" }).ok).toBe(false);
    expect(parseImageRequest("car/suv/red/side", { q: "100" }).ok).toBe(false);
  });
  it("refuses malformed keys before they reach the renderer or the file system (security finding 9)", () => {
    for (const key of [
      "logo/make/-x",
      "logo/make/a--b",
      "logo/make/x-",
      `logo/make/${"a".repeat(3000)}`,
      "car",
      "Car/suv/red/side",
      "a/b/c/d/e",
    ])
      expect(parseImageRequest(key, {}), key.slice(0, 40)).toEqual({ ok: false, error: "Unknown image path" });
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

describe("image URLs", () => {
  it("snap any wanted width to the ladder the server accepts", () => {
    expect(snapWidth(1)).toBe(96);
    expect(snapWidth(96)).toBe(96);
    expect(snapWidth(97)).toBe(160);
    expect(snapWidth(800)).toBe(900);
    expect(snapWidth(5000)).toBe(1200);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.constantFrom(undefined, ...IMAGE_FORMATS), (w, fmt) => {
        const url = new URL(imageUrl("car/suv/red/side", w, fmt ? { fmt } : {}), "http://x");
        expect(parseImageRequest(url.pathname.slice("/img/".length), Object.fromEntries(url.searchParams)).ok).toBe(true);
      }),
    );
    expect(imageSrcSet("car/suv/red/side", [300, 320, 480])).toBe("/img/car/suv/red/side?w=320 320w, /img/car/suv/red/side?w=480 480w");
  });

  it("every width written in app/ is on the ladder (a page never links a variant the server refuses)", () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
      });
    const widths: [string, number][] = [];
    for (const path of files("app")) {
      const text = readFileSync(path, "utf8");
      for (const m of text.matchAll(/\/img\/[^"'`\s]*\?w=(\d+)/g)) widths.push([path, Number(m[1])]);
      for (const m of text.matchAll(/imageUrl\([^,()]+(?:\([^()]*\))?[^,()]*,\s*(\d+)/g)) widths.push([path, Number(m[1])]);
      for (const m of text.matchAll(/imageSrcSet\([^,]+,\s*\[([\d,\s]+)\]/g))
        for (const w of m[1].split(",")) widths.push([path, Number(w.trim())]);
    }
    expect(widths.length).toBeGreaterThan(10);
    const ladder: readonly number[] = IMAGE_WIDTHS;
    expect(widths.filter(([, w]) => !ladder.includes(w))).toEqual([]);
  });
});
