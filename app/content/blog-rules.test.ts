import { describe, expect, it } from "vitest";
import { BLOG_EXCERPT_CUT, blogExcerpt, blogListPath, blogPageCount } from "./blog-rules";

describe("blog card excerpt (vehicle spec section 9: cut at 100 characters)", () => {
  it("keeps a summary of 100 characters or fewer whole", () => {
    const exactly100 = `${"a".repeat(94)} bcde.`;
    expect(exactly100).toHaveLength(100);
    expect(blogExcerpt(exactly100)).toBe(exactly100);
  });

  it("cuts a longer summary at a whole word, the ellipsis within the 100", () => {
    const summary =
      "GX, GXL, XSE or Cruiser? We compare the RAV4 Hybrid grades our customers ask about most, and which one suits a family on the Coast.";
    const excerpt = blogExcerpt(summary);
    expect(excerpt.length).toBeLessThanOrEqual(BLOG_EXCERPT_CUT);
    expect(excerpt).toBe("GX, GXL, XSE or Cruiser? We compare the RAV4 Hybrid grades our customers ask about most, and which…");
  });

  it("drops punctuation left dangling before the ellipsis", () => {
    const summary = `${"word ".repeat(19)}end, and more words after the cut that do not fit in it`;
    expect(blogExcerpt(summary)).toMatch(/end…$/);
  });

  it("cuts a single overlong word rather than showing nothing", () => {
    expect(blogExcerpt("x".repeat(150))).toBe(`${"x".repeat(99)}…`);
  });
});

describe("blog pages (12 cards a page)", () => {
  it("needs a second page only past 12 posts", () => {
    expect(blogPageCount(0)).toBe(1);
    expect(blogPageCount(12)).toBe(1);
    expect(blogPageCount(13)).toBe(2);
    expect(blogPageCount(25)).toBe(3);
  });

  it("gives the first page the plain address and later pages ?page=", () => {
    expect(blogListPath(1)).toBe("/blog");
    expect(blogListPath(2)).toBe("/blog?page=2");
  });
});
