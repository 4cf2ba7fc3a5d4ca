import type { Queryable } from "~/db/database";
import { formatDate } from "~/domain/format";
import { pageBreadcrumbs } from "~/seo/breadcrumbs";
import { siteUrl } from "~/sites/site-origin";
import type { TenantSite } from "~/sites/tenant-site";
import { contentPagePath } from "./content-paths";
import { findContentPage } from "./content-queries.server";
import { renderMarkdown } from "~/render/render-markdown.server";

/**
 * A content page of the site (/about-us, /privacy-policy, /pages/{slug}...) ready to render, or
 * null when the site has no published page with that slug (the route answers with the site's 404).
 */
export async function loadContentPage(deps: { db: Queryable; site: TenantSite }, slug: string) {
  const { db, site } = deps;
  const page = await findContentPage(db, site.id, slug);
  if (!page) return null;
  // Absolute URLs start with the site's canonical origin, never with the request's host (decision 009).
  const url = siteUrl(site, contentPagePath(slug));
  return {
    siteName: site.name,
    slug: page.slug,
    title: page.title,
    metaDescription: page.metaDescription,
    body: renderMarkdown(page.bodyMarkdown),
    // The dealer's calendar day, dd/mm/yyyy: legal pages say when they last changed.
    updated: formatDate(page.updatedAt, site.timeZone),
    url,
    breadcrumbs: pageBreadcrumbs(site, [], { label: page.title, url }),
  };
}

export type ContentPage = NonNullable<Awaited<ReturnType<typeof loadContentPage>>>;
