import { describe, expect, it } from "vitest";
import { previewExpiry, readPreview, signPreview } from "./preview-token.server";

const SECRET = "s".repeat(40);
const now = new Date("2026-12-04T00:00:00Z");
const claim = { siteId: 3, itemId: 17, version: 2, expires: previewExpiry(now) };

describe("preview addresses", () => {
  it("open the version they name, on their own site, for a week", () => {
    const token = signPreview(SECRET, claim);
    expect(readPreview(SECRET, token, 3, now)).toEqual(claim);
    expect(readPreview(SECRET, token, 3, new Date(now.getTime() + 6.9 * 86_400_000))).toEqual(claim);
    expect(readPreview(SECRET, token, 3, new Date(now.getTime() + 7 * 86_400_000))).toBeNull();
    expect(readPreview(SECRET, token, 4, now)).toBeNull();
  });

  it("refuse any part changed, another secret's signature, and what is not a token", () => {
    const token = signPreview(SECRET, claim);
    const [site, item, version, expires, signature] = token.split(".");
    expect(readPreview(SECRET, [site, item, "1", expires, signature].join("."), 3, now)).toBeNull();
    expect(readPreview(SECRET, [site, "18", version, expires, signature].join("."), 3, now)).toBeNull();
    expect(readPreview(SECRET, [site, item, version, String(Number(expires) + 86_400), signature].join("."), 3, now)).toBeNull();
    expect(readPreview("t".repeat(40), token, 3, now)).toBeNull();
    for (const bad of ["", "abc", `${token}x`, "1.2.3.4.<script>", "../../etc/passwd"]) expect(readPreview(SECRET, bad, 3, now)).toBeNull();
  });
});
