import { Link } from "react-router";
import { Markdown } from "~/components/content/markdown";
import { Breadcrumbs } from "~/components/site/breadcrumbs";
import { loadBlogPost } from "~/content/load-blog-post.server";
import { imageSrcSet, imageUrl } from "~/images/image-url";
import { sharedPageHeaders } from "~/lib/page-cache";
import { requireSite } from "~/lib/require-site";
import { routeInput, routeSchema, slugParam } from "~/lib/route-input";
import { pageData } from "~/seo/page-data.server";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/blog-post";

// The same page for every shopper: served from the page cache for a few seconds (app/lib/page-cache.ts).
export const headers = sharedPageHeaders;

const INPUT = routeSchema({ params: { slug: slugParam } });

/** /blog/{slug}: one published post of the site. */
export async function loader(args: Route.LoaderArgs) {
  const { context } = args;
  const site = requireSite(context);
  const { params } = routeInput(args, INPUT);
  const post = await loadBlogPost({ db: context.db, site, now: context.now }, params.slug);
  if (!post) throw new Response("Not Found", { status: 404 });
  const { breadcrumbs, articleJsonLd, ...shown } = post;
  return {
    ...shown,
    ...pageData(context, { html: { body: post.body }, crumbs: breadcrumbs, jsonLd: [articleJsonLd] }),
  };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [{ title: "Page not found" }];
  return [
    ...pageMeta({
      title: `${data.title} | ${data.siteName}`,
      description: data.summary,
      url: data.url,
      siteName: data.siteName,
      image: data.image,
      type: "article",
    }),
    { property: "article:published_time", content: data.dateTime },
  ];
}

export default function BlogPost({ loaderData: post }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <Breadcrumbs trail={post.breadcrumbs.trail} current={post.breadcrumbs.current} />
      <article className="mt-4">
        <h1 className="font-heading text-3xl font-bold leading-tight sm:text-4xl">{post.title}</h1>
        <p className="mt-3 text-muted">
          By {post.author} <span aria-hidden="true">·</span> <time dateTime={post.dateTime}>{post.date}</time>
        </p>
        {post.hero ? (
          <img
            src={imageUrl(post.hero.src, 900)}
            srcSet={imageSrcSet(post.hero.src, [480, 720, 900, 1200])}
            sizes="(min-width: 768px) 720px, 100vw"
            alt={post.hero.alt}
            width={900}
            height={600}
            fetchPriority="high"
            className="mt-6 aspect-[3/2] w-full rounded-site bg-black/5 object-cover"
          />
        ) : null}
        <p className="mt-6 text-lg leading-relaxed">{post.summary}</p>
        <Markdown markdown={post.body} />
        {post.tags.length ? (
          <ul aria-label="Topics" className="mt-8 flex flex-wrap gap-2">
            {post.tags.map((tag) => (
              <li key={tag} className="rounded-site bg-surface px-3 py-1 text-sm ring-1 ring-black/10">
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
      </article>
      <p className="mt-10">
        <Link to="/blog" className="font-semibold underline">
          More from our blog
        </Link>
      </p>
    </div>
  );
}
