import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { contentTypeOf } from "./content-type";

describe("contentTypeOf", () => {
  it("names each photo format /img takes from its first bytes", async () => {
    const image = sharp({ create: { width: 8, height: 8, channels: 3, background: "#123456" } });
    expect(contentTypeOf(await image.clone().jpeg().toBuffer())).toBe("image/jpeg");
    expect(contentTypeOf(await image.clone().png().toBuffer())).toBe("image/png");
    expect(contentTypeOf(await image.clone().webp().toBuffer())).toBe("image/webp");
    expect(contentTypeOf(await image.clone().gif().toBuffer())).toBe("image/gif");
    expect(contentTypeOf(await image.clone().avif().toBuffer())).toBe("image/avif");
  });
  it("calls anything else bytes", () => {
    expect(contentTypeOf(Buffer.from("<svg/>"))).toBe("application/octet-stream");
    expect(contentTypeOf(Buffer.alloc(0))).toBe("application/octet-stream");
  });
});
