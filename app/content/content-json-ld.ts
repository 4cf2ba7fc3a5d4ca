/** schema.org JSON-LD for blog posts (every URL absolute, on the site's canonical origin); breadcrumbs are app/seo/breadcrumbs.ts. */

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
