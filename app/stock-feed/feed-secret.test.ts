import { describe, expect, it } from "vitest";
import { decryptFeedSecret, encryptFeedSecret } from "./feed-secret.server";

describe("pull credentials at rest", () => {
  it("reads back what it encrypted, differently each time, and nothing under another secret or when altered", () => {
    const a = encryptFeedSecret("k".repeat(32), "pa55word");
    const b = encryptFeedSecret("k".repeat(32), "pa55word");
    expect(a).not.toBe(b);
    expect(a).not.toContain("pa55word");
    expect(decryptFeedSecret("k".repeat(32), a)).toBe("pa55word");
    expect(decryptFeedSecret("j".repeat(32), a)).toBeNull();
    expect(decryptFeedSecret("k".repeat(32), `${a.slice(0, -2)}AA`)).toBeNull();
    expect(decryptFeedSecret("k".repeat(32), "garbage")).toBeNull();
  });
});
