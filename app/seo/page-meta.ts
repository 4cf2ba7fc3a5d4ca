import type { MetaDescriptor } from "react-router";

export type PageMetaInput = {
  /** The whole document title, unique to the page (it names the filter, the location, the car...). */
  title: string;
  description: string;
  /** The page's canonical URL, absolute on the site's canonical origin (built in the loader, decision 009). */
  url: string;
  siteName: string;
  /** Absolute URL of the picture a shared link shows. */
  image?: string | null;
  type?: "website" | "article" | "product";
  /** `noindex, follow` for a filtered or later page of a list, say; absent lets the page be indexed. */
  robots?: string;
};

/**
 * The head of every public page, written one way: title and description, the canonical link, Open
 * Graph and Twitter card tags (a large-image card when the page has a picture). Its JSON-LD is in its
 * loader data (`app/seo/page-json-ld.ts`), written by the root's `PageJsonLdScripts`.
 */
export function pageMeta(page: PageMetaInput): MetaDescriptor[] {
  const { title, description, url, image } = page;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...(page.robots ? [{ name: "robots", content: page.robots }] : []),
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:site_name", content: page.siteName },
    ...(image ? [{ property: "og:image", content: image }] : []),
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    ...(image ? [{ name: "twitter:image", content: image }] : []),
  ];
}

/**
 * One shopper's own page (sign-in, garage, watchlist, a payment or checkout step, a thank-you page):
 * a title and, when it helps, a description, and kept out of search engines; no canonical or card.
 */
export function privatePageMeta(title: string, description?: string): MetaDescriptor[] {
  return [{ title }, ...(description ? [{ name: "description", content: description }] : []), { name: "robots", content: "noindex" }];
}
