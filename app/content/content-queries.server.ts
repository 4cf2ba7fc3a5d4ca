import type { Queryable } from "~/db/database";

/** Site content (migration 0010): every query takes the site, so one site never reads another's pages. */

export type ContentPageRow = { slug: string; title: string; metaDescription: string; bodyMarkdown: string; updatedAt: Date };

/** A published page of the site, or null (an unpublished page is as absent as a missing one). */
export async function findContentPage(db: Queryable, siteId: number, slug: string): Promise<ContentPageRow | null> {
  const [row] = await db.query<ContentPageRow>(
    `SELECT slug, title, meta_description AS "metaDescription", body_markdown AS "bodyMarkdown", updated_at AS "updatedAt"
       FROM content_pages WHERE site_id = $1 AND slug = $2 AND published`,
    [siteId, slug],
  );
  return row ? { ...row, updatedAt: new Date(row.updatedAt) } : null;
}

export type BlogCardRow = {
  slug: string;
  title: string;
  summary: string;
  heroImageSrc: string | null;
  heroImageAlt: string;
  publishedAt: Date;
};

/** One page of the site's posts published by `now`, newest first, and how many there are in all. */
export async function listPublishedPosts(
  db: Queryable,
  siteId: number,
  options: { now: Date; limit: number; offset: number },
): Promise<{ posts: BlogCardRow[]; total: number }> {
  const rows = await db.query<BlogCardRow & { total: string | number }>(
    `SELECT slug, title, summary, hero_image_src AS "heroImageSrc", hero_image_alt AS "heroImageAlt",
            published_at AS "publishedAt", count(*) OVER () AS total
       FROM blog_posts WHERE site_id = $1 AND published_at <= $2
      ORDER BY published_at DESC, id DESC LIMIT $3 OFFSET $4`,
    [siteId, options.now, options.limit, options.offset],
  );
  // A page past the end has no rows to carry the window count, so it asks for the total alone.
  const total = rows.length ? Number(rows[0].total) : await countPublishedPosts(db, siteId, options.now);
  return { posts: rows.map(({ total: _total, ...post }) => ({ ...post, publishedAt: new Date(post.publishedAt) })), total };
}

async function countPublishedPosts(db: Queryable, siteId: number, now: Date): Promise<number> {
  const [row] = await db.query<{ n: string | number }>("SELECT count(*) AS n FROM blog_posts WHERE site_id = $1 AND published_at <= $2", [
    siteId,
    now,
  ]);
  return Number(row.n);
}

export type BlogPostRow = BlogCardRow & { bodyMarkdown: string; author: string; tags: string[]; updatedAt: Date };

/** A post of the site published by `now`, or null (drafts and posts scheduled for later are not found). */
export async function findPublishedPost(db: Queryable, siteId: number, slug: string, now: Date): Promise<BlogPostRow | null> {
  const [row] = await db.query<BlogPostRow>(
    `SELECT slug, title, summary, body_markdown AS "bodyMarkdown", hero_image_src AS "heroImageSrc", hero_image_alt AS "heroImageAlt",
            author, tags, published_at AS "publishedAt", updated_at AS "updatedAt"
       FROM blog_posts WHERE site_id = $1 AND slug = $2 AND published_at <= $3`,
    [siteId, slug, now],
  );
  return row ? { ...row, publishedAt: new Date(row.publishedAt), updatedAt: new Date(row.updatedAt) } : null;
}

export type FaqEntryRow = { question: string; answerMarkdown: string };

/** A group of the site's questions and answers (such as 'trade-in'), in the order the dealer set. */
export async function listFaqEntries(db: Queryable, siteId: number, group: string): Promise<FaqEntryRow[]> {
  return db.query<FaqEntryRow>(
    `SELECT question, answer_markdown AS "answerMarkdown" FROM faq_entries WHERE site_id = $1 AND faq_group = $2 ORDER BY position`,
    [siteId, group],
  );
}
