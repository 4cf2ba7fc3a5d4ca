import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { precompress } from "./precompress";

describe("precompress", () => {
  it("writes a brotli and a gzip copy beside each text file worth compressing, and none beside fonts or tiny files", async () => {
    const dir = mkdtempSync(join(tmpdir(), "precompress-"));
    mkdirSync(join(dir, "nested"));
    const script = "export const greeting = 'hello';\n".repeat(200);
    writeFileSync(join(dir, "entry-abc123.js"), script);
    writeFileSync(join(dir, "nested", "root-def456.css"), ".a{color:red}\n".repeat(200));
    writeFileSync(join(dir, "font-789.woff2"), randomBytes(4096));
    writeFileSync(join(dir, "tiny-000.js"), "export {};\n");
    const totals = await precompress(dir);
    expect(totals.files).toBe(2);
    expect(brotliDecompressSync(readFileSync(join(dir, "entry-abc123.js.br"))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, "entry-abc123.js.gz"))).toString()).toBe(script);
    expect(existsSync(join(dir, "nested", "root-def456.css.br"))).toBe(true);
    for (const name of ["font-789.woff2.br", "font-789.woff2.gz", "tiny-000.js.br"]) expect(existsSync(join(dir, name)), name).toBe(false);
    expect(totals.brotliBytes).toBeLessThan(totals.bytes / 10);
  });
});
