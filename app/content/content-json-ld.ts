/** schema.org JSON-LD for content pages and blog posts (every URL absolute, on the site's canonical origin). */

export type BreadcrumbItem = { name: string; url: string };

/** A BreadcrumbList in the order the page's breadcrumbs show, Home first. */
export function breadcrumbJsonLd(items: readonly BreadcrumbItem[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({ "@type": "ListItem", position: i + 1, name: item.name, item: item.url })),
  };
}

export type ArticleFacts = {
  title: string;
  summary: string;
  url: string;
  /** Absolute URL of the hero image, when the post has one. */
  image: string | null;
  publishedAt: Date;
  updatedAt: Date;
  author: string;
  publisherName: string;
  publisherUrl: string;
  tags: readonly string[];
};

/** schema.org Article for a blog post, with the dealer as its publisher. */
export function articleJsonLd(post: ArticleFacts) {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: post.title,
    description: post.summary,
    url: post.url,
    mainEntityOfPage: { "@type": "WebPage", "@id": post.url },
    ...(post.image ? { image: [post.image] } : {}),
    datePublished: post.publishedAt.toISOString(),
    // An edit made before the post went out is not a later modification.
    dateModified: new Date(Math.max(post.updatedAt.getTime(), post.publishedAt.getTime())).toISOString(),
    author: { "@type": "Person", name: post.author },
    publisher: { "@type": "AutoDealer", name: post.publisherName, url: post.publisherUrl },
    ...(post.tags.length ? { keywords: post.tags.join(", ") } : {}),
  };
}
