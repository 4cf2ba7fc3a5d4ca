import type { Database, Queryable } from "~/db/database";
import { insertRows } from "~/db/insert-rows.server";
import { type DemoContentSite, type DemoSiteContent, demoContentFor } from "./demo-content";

const DAY_MS = 24 * 60 * 60 * 1000;

async function hasContent(db: Queryable, siteId: number): Promise<boolean> {
  const [row] = await db.query<{ found: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM content_pages WHERE site_id = $1)
         OR EXISTS (SELECT 1 FROM blog_posts WHERE site_id = $1)
         OR EXISTS (SELECT 1 FROM faq_entries WHERE site_id = $1) AS found`,
    [siteId],
  );
  return Boolean(row?.found);
}

async function deleteContent(db: Queryable, siteId: number): Promise<void> {
  await db.query("DELETE FROM content_pages WHERE site_id = $1", [siteId]);
  await db.query("DELETE FROM blog_posts WHERE site_id = $1", [siteId]);
  await db.query("DELETE FROM faq_entries WHERE site_id = $1", [siteId]);
}

async function insertContent(db: Queryable, siteId: number, content: DemoSiteContent, now: Date): Promise<void> {
  await insertRows(
    db,
    "content_pages",
    ["site_id", "slug", "title", "meta_description", "body_markdown", "published", "updated_at"],
    content.pages.map((p) => [siteId, p.slug, p.title, p.metaDescription, p.bodyMarkdown, true, now]),
  );
  await insertRows(
    db,
    "blog_posts",
    [
      "site_id",
      "slug",
      "title",
      "summary",
      "body_markdown",
      "hero_image_src",
      "hero_image_alt",
      "author",
      "published_at",
      "tags",
      "updated_at",
    ],
    content.posts.map((p) => {
      const published = new Date(now.getTime() - p.daysAgo * DAY_MS);
      return [siteId, p.slug, p.title, p.summary, p.bodyMarkdown, p.hero.src, p.hero.alt, p.author, published, p.tags, published];
    }),
  );
  await insertRows(
    db,
    "faq_entries",
    ["site_id", "faq_group", "question", "answer_markdown", "position"],
    content.faq.map((f, i) => [siteId, f.group, f.question, f.answerMarkdown, i + 1]),
  );
}

/**
 * Writes each demo site's pages, blog and FAQ (app/demo/demo-content.ts), each site in one
 * transaction. A site that already has any content keeps it, since a dealer may have edited it,
 * unless `reset` asks for the demo again (npm run seed). Returns the slugs of the sites written.
 */
export async function writeDemoContent(
  db: Database,
  sites: readonly (DemoContentSite & { id: number })[],
  options: { now: Date; reset: boolean },
): Promise<string[]> {
  const written: string[] = [];
  for (const site of sites) {
    const content = demoContentFor(site);
    if (!content) continue;
    const wrote = await db.transaction(async (tx) => {
      if (!options.reset && (await hasContent(tx, site.id))) return false;
      await deleteContent(tx, site.id);
      await insertContent(tx, site.id, content, options.now);
      return true;
    });
    if (wrote) written.push(site.slug);
  }
  return written;
}
