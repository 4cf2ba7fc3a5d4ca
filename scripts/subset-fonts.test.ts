import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { convert } from "fontverter";
import * as hb from "harfbuzzjs";
import { describe, expect, it } from "vitest";
import { FONT_SUBSETS, fontsourceFile, KEPT_FEATURES, LATIN_RANGES, latinText, subsetFace, writeFontSubsets } from "./subset-fonts";

type FaceFacts = { unicodes: Set<number>; weight: [number, number] | null; features: Set<string> };

async function readFace(woff2: Buffer): Promise<FaceFacts> {
  const face = new hb.Face(new hb.Blob(await convert(woff2, "sfnt")), 0);
  const wght = face.getAxisInfos().wght;
  return {
    unicodes: new Set(face.collectUnicodes()),
    weight: wght ? [wght.min, wght.max] : null,
    features: new Set([...face.getTableFeatureTags("GSUB"), ...face.getTableFeatureTags("GPOS")]),
  };
}

const latin = new Set([...latinText()].map((c) => c.codePointAt(0) ?? 0));

describe("the sites' typefaces, cut down at build time", () => {
  it.each(FONT_SUBSETS.map((s) => [s.file, s] as const))(
    "%s keeps every latin character and default feature of its source, its weights, and is smaller",
    async (_file, subset) => {
      const source = readFileSync(fontsourceFile(subset));
      const cut = await subsetFace(subset);
      // One at a time: woff2 decoding (fontverter's wasm) is not safe to run twice at once.
      const before = await readFace(source);
      const after = await readFace(cut);

      const latinInSource = [...before.unicodes].filter((u) => latin.has(u));
      expect(latinInSource.length).toBeGreaterThan(200);
      expect(latinInSource.filter((u) => !after.unicodes.has(u))).toEqual([]);
      expect([...after.unicodes].filter((u) => !latin.has(u))).toEqual([]);

      expect(after.weight).toEqual([...subset.weight]);
      expect(before.weight?.[0]).toBeLessThanOrEqual(subset.weight[0]);
      expect(before.weight?.[1]).toBeGreaterThanOrEqual(subset.weight[1]);

      expect([...after.features].filter((f) => !KEPT_FEATURES.includes(f))).toEqual([]);
      for (const feature of KEPT_FEATURES) if (before.features.has(feature)) expect(after.features, feature).toContain(feature);
      expect(before.features.size).toBeGreaterThan(after.features.size);

      expect(cut.length).toBeLessThan(source.length);
    },
  );

  it("fonts.css declares each cut face once, with the weights and characters its file keeps", () => {
    const css = readFileSync(new URL("../app/fonts.css", import.meta.url), "utf8");
    const faces = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body]) => ({
      file: /src:\s*url\(\.\.\/generated\/fonts\/([^)]+)\)/.exec(body ?? "")?.[1],
      weight: /font-weight:\s*(\d+)\s+(\d+);/
        .exec(body ?? "")
        ?.slice(1)
        .map(Number),
      unicodeRange: /unicode-range:([^;]*);/.exec(body ?? "")?.[1]?.replace(/\s+/g, ""),
    }));
    const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, "0");
    const declaredRange = LATIN_RANGES.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(",");
    expect(faces.map((f) => f.file).sort()).toEqual(FONT_SUBSETS.map((s) => s.file).sort());
    for (const subset of FONT_SUBSETS) {
      const face = faces.find((f) => f.file === subset.file);
      expect(face?.weight, subset.file).toEqual([...subset.weight]);
      expect(face?.unicodeRange, subset.file).toBe(declaredRange);
    }
  });

  it("writes each face to the directory, and leaves a file that has not changed as it was", async () => {
    const dir = mkdtempSync(join(tmpdir(), "fonts-"));
    const first = await writeFontSubsets(dir);
    expect(first.map((f) => f.file)).toEqual(FONT_SUBSETS.map((s) => s.file));
    for (const face of first) expect(statSync(join(dir, face.file)).size).toBe(face.to);
    const times = first.map((f) => statSync(join(dir, f.file)).mtimeMs);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await writeFontSubsets(dir);
    expect(first.map((f) => statSync(join(dir, f.file)).mtimeMs)).toEqual(times);
  });
});
