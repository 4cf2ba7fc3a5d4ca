import type { Queryable } from "~/db/database";
import { formatDate } from "~/domain/format";
import { pageBreadcrumbs } from "~/seo/breadcrumbs";
import { siteUrl } from "~/sites/site-origin";
import type { TenantSite } from "~/sites/tenant-site";
import { BLOG_PAGE_SIZE, blogExcerpt, blogListPath, blogPageCount, blogPostPath } from "./blog-rules";
import { listPublishedPosts } from "./content-queries.server";

/** What a blog card shows (vehicle spec section 3: href, heading, image, description, date). */
export type BlogCard = {
  href: string;
  title: string;
  excerpt: string;
  /** dd/mm/yyyy in the site's time zone, and the ISO instant for the <time> element. */
  date: string;
  dateTime: string;
  image: { src: string; alt: string } | null;
};

/**
 * One page of the site's blog, or null when there is no such page: a page number past the last,
 * or a site with nothing published (no empty blog is shown).
 */
export async function loadBlogList(deps: { db: Queryable; site: TenantSite; now: Date }, page: number) {
  const { db, site, now } = deps;
  const { posts, total } = await listPublishedPosts(db, site.id, { now, limit: BLOG_PAGE_SIZE, offset: (page - 1) * BLOG_PAGE_SIZE });
  const pageCount = blogPageCount(total);
  if (total === 0 || page > pageCount) return null;
  const url = siteUrl(site, blogListPath(page));
  const cards: BlogCard[] = posts.map((p) => ({
    href: blogPostPath(p.slug),
    title: p.title,
    excerpt: blogExcerpt(p.summary),
    date: formatDate(p.publishedAt, site.timeZone),
    dateTime: p.publishedAt.toISOString(),
    image: p.heroImageSrc ? { src: p.heroImageSrc, alt: p.heroImageAlt } : null,
  }));
  return {
    siteName: site.name,
    tagline: site.tagline,
    page,
    pageCount,
    total,
    cards,
    url,
    breadcrumbs: pageBreadcrumbs(site, [], { label: "Blog", url: siteUrl(site, blogListPath(1)) }),
  };
}

export type BlogList = NonNullable<Awaited<ReturnType<typeof loadBlogList>>>;
