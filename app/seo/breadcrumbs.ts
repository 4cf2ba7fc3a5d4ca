import { siteUrl } from "~/sites/site-origin";

/** A link in a page's breadcrumb trail (components/site/breadcrumbs.tsx shows Home, the trail, then the page). */
import type { Crumb } from "~/domain/crumb";

export type BreadcrumbItem = { name: string; url: string };

/** A schema.org BreadcrumbList in the order the page's breadcrumbs show, Home first; every URL absolute. */
export function breadcrumbJsonLd(items: readonly BreadcrumbItem[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({ "@type": "ListItem", position: i + 1, name: item.name, item: item.url })),
  };
}

export type PageBreadcrumbs = {
  trail: Crumb[];
  /** The page's own name, shown last and not as a link; absent when the trail's last link is the page. */
  current?: string;
  jsonLd: ReturnType<typeof breadcrumbJsonLd>;
};

/**
 * A page's breadcrumbs from one set of facts: the trail the page shows (`<Breadcrumbs>`) and the
 * BreadcrumbList search engines read, so the two never disagree. `current` is the page itself, with
 * its canonical URL.
 */
export function pageBreadcrumbs(
  site: { origin: string },
  trail: readonly Crumb[],
  current?: { label: string; url: string },
): PageBreadcrumbs {
  const items: BreadcrumbItem[] = [
    { name: "Home", url: siteUrl(site, "/") },
    ...trail.map((c) => ({ name: c.label, url: siteUrl(site, c.href) })),
    ...(current ? [{ name: current.label, url: current.url }] : []),
  ];
  return { trail: [...trail], ...(current ? { current: current.label } : {}), jsonLd: breadcrumbJsonLd(items) };
}
