import type { Queryable } from "~/db/database";
import { formatDate } from "~/domain/format";
import { imageUrl } from "~/images/image-url";
import { pageBreadcrumbs } from "~/seo/breadcrumbs";
import { siteUrl } from "~/sites/site-origin";
import type { TenantSite } from "~/sites/tenant-site";
import { blogListPath, blogPostPath } from "./blog-rules";
import { articleJsonLd } from "./content-json-ld";
import { findPublishedPost } from "./content-queries.server";
import { renderMarkdown } from "~/render/render-markdown.server";

/** A published post of the site ready to render, or null (unknown, a draft, scheduled for later, or another site's). */
export async function loadBlogPost(deps: { db: Queryable; site: TenantSite; now: Date }, slug: string) {
  const { db, site, now } = deps;
  const post = await findPublishedPost(db, site.id, slug, now);
  if (!post) return null;
  const url = siteUrl(site, blogPostPath(post.slug));
  const image = post.heroImageSrc ? siteUrl(site, imageUrl(post.heroImageSrc, 1200, { fmt: "jpeg" })) : null;
  return {
    siteName: site.name,
    title: post.title,
    summary: post.summary,
    body: renderMarkdown(post.bodyMarkdown),
    author: post.author,
    tags: post.tags,
    date: formatDate(post.publishedAt, site.timeZone),
    dateTime: post.publishedAt.toISOString(),
    hero: post.heroImageSrc ? { src: post.heroImageSrc, alt: post.heroImageAlt } : null,
    url,
    image,
    articleJsonLd: articleJsonLd({
      title: post.title,
      summary: post.summary,
      url,
      image,
      publishedAt: post.publishedAt,
      updatedAt: post.updatedAt,
      author: post.author,
      publisherName: site.name,
      publisherUrl: siteUrl(site, "/"),
      tags: post.tags,
    }),
    breadcrumbs: pageBreadcrumbs(site, [{ label: "Blog", href: blogListPath(1) }], { label: post.title, url }),
  };
}

export type BlogPost = NonNullable<Awaited<ReturnType<typeof loadBlogPost>>>;
