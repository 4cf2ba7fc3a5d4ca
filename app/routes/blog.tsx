import { z } from "zod";
import { BlogCard } from "~/components/content/blog-card";
import { BlogPagination } from "~/components/content/blog-pagination";
import { Breadcrumbs } from "~/components/site/breadcrumbs";
import { loadBlogList } from "~/content/load-blog.server";
import { sharedPageHeaders } from "~/lib/page-cache";
import { requireSite } from "~/lib/require-site";
import { routeInput, routeSchema } from "~/lib/route-input";
import { pageData } from "~/seo/page-data.server";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/blog";

// The same page for every shopper: served from the page cache for a few seconds (app/lib/page-cache.ts).
export const headers = sharedPageHeaders;

/** `?page=2`: absent is the first page; anything but a page number is a 400 naming the parameter. */
const pageQuery = z
  .string()
  .regex(/^[1-9]\d{0,4}$/, "must be a page number")
  .optional()
  .transform((v) => (v === undefined ? 1 : Number(v)));

const INPUT = routeSchema({ query: { page: pageQuery } });

/** /blog: the site's published posts as cards, newest first, 12 a page. */
export async function loader(args: Route.LoaderArgs) {
  const { context } = args;
  const site = requireSite(context);
  const { query } = routeInput(args, INPUT);
  const list = await loadBlogList({ db: context.db, site, now: context.now }, query.page);
  if (!list) throw new Response("Not Found", { status: 404 });
  return { ...list, ...pageData(context, { crumbs: list.breadcrumbs }) };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [{ title: "Page not found" }];
  // Each page of the list has its own title and description.
  const paged = data.page > 1 ? `, page ${data.page} of ${data.pageCount}` : "";
  const title = `Blog${paged} | ${data.siteName}`;
  const description = `News, buying guides and local stories from ${data.siteName}${paged}. ${data.tagline}`.trim();
  return pageMeta({ title, description, url: data.url, siteName: data.siteName });
}

export default function Blog({ loaderData: list }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumbs trail={list.breadcrumbs.trail} current={list.breadcrumbs.current} />
      <h1 className="mt-4 font-heading text-3xl font-bold sm:text-4xl">Blog</h1>
      <p className="mt-2 text-muted">
        News, buying guides and local stories from {list.siteName}.{list.pageCount > 1 ? ` Page ${list.page} of ${list.pageCount}.` : ""}
      </p>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {list.cards.map((card, i) => (
          <li key={card.href} className="flex">
            <BlogCard card={card} priority={i < 3} />
          </li>
        ))}
      </ul>
      <BlogPagination page={list.page} pageCount={list.pageCount} />
    </div>
  );
}
