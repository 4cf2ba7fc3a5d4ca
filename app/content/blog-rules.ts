/** Blog list rules: cards a page, the card's excerpt, and the list's addresses. */

/** Cards on one page of /blog; more posts than this and the list is paginated. */
export const BLOG_PAGE_SIZE = 12;

/** Vehicle spec section 9: a blog card's excerpt is cut at 100 characters. */
export const BLOG_EXCERPT_CUT = 100;

/**
 * The card's excerpt of a post's summary: the whole summary when it fits, else at most 100
 * characters ending at a whole word, with an ellipsis (which counts towards the 100).
 */
export function blogExcerpt(summary: string): string {
  const text = summary.replace(/\s+/g, " ").trim();
  if (text.length <= BLOG_EXCERPT_CUT) return text;
  const room = text.slice(0, BLOG_EXCERPT_CUT - 1);
  // The room ends on a whole word when a space follows it; otherwise the part-word is dropped,
  // unless it is the only word (one longer than the cut is cut rather than showing nothing).
  const lastSpace = room.lastIndexOf(" ");
  const words = text[room.length] === " " || lastSpace <= 0 ? room : room.slice(0, lastSpace);
  return `${words.replace(/[\s,;:.!?–—-]+$/, "")}…`;
}

/** How many pages a list of `total` posts takes (at least one, so an empty blog still has its first page). */
export function blogPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));
}

/** The address of a page of the list: the first page is plain /blog, so it has one address only. */
export function blogListPath(page: number): string {
  return page <= 1 ? "/blog" : `/blog?page=${page}`;
}

export function blogPostPath(slug: string): string {
  return `/blog/${slug}`;
}
