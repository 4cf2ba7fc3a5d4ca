import { redirect } from "react-router";
import { Markdown } from "~/components/content/markdown";
import { Breadcrumbs } from "~/components/site/breadcrumbs";
import { contentRoute } from "~/content/content-paths";
import { loadContentPage } from "~/content/load-content-page.server";
import { sharedPageHeaders } from "~/lib/page-cache";
import { pageData } from "~/seo/page-data.server";
import { pageMeta } from "~/seo/page-meta";
import { requireSite } from "~/lib/require-site";
import { routeInput, routeSchema, slugParam } from "~/lib/route-input";
import type { Route } from "./+types/content-page";

// The same page for every shopper: served from the page cache for a few seconds (app/lib/page-cache.ts).
export const headers = sharedPageHeaders;

const INPUT = routeSchema({ params: { slug: slugParam.optional() } });

/** /about-us, /privacy-policy, /terms-and-conditions, /fleet, /finance-and-insurance and /pages/{slug}: the dealer's own pages. */
export async function loader(args: Route.LoaderArgs) {
  const { context, pattern } = args;
  const site = requireSite(context);
  const { params } = routeInput(args, INPUT);
  const asked = contentRoute(pattern, params.slug);
  if (!asked) throw new Response("Not Found", { status: 404 });
  if (asked.kind === "moved") throw redirect(asked.to, 301);
  const page = await loadContentPage({ db: context.db, site }, asked.slug);
  // A page this site does not have is its 404, whichever other site has one.
  if (!page) throw new Response("Not Found", { status: 404 });
  return {
    ...page,
    ...pageData(context, { html: { body: page.body }, crumbs: page.breadcrumbs }),
  };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [{ title: "Page not found" }];
  return pageMeta({
    title: `${data.title} | ${data.siteName}`,
    description: data.metaDescription,
    url: data.url,
    siteName: data.siteName,
  });
}

export default function ContentPage({ loaderData: page }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <Breadcrumbs trail={page.breadcrumbs.trail} current={page.breadcrumbs.current} />
      <article className="mt-4 rounded-site bg-surface px-5 py-8 shadow-sm ring-1 ring-black/5 sm:px-10">
        <h1 className="font-heading text-3xl font-bold sm:text-4xl">{page.title}</h1>
        <Markdown markdown={page.body} className="mt-6 [&>:first-child]:mt-0" />
        <p className="mt-10 border-t border-black/10 pt-4 text-sm text-muted">Page last updated {page.updated}.</p>
      </article>
    </div>
  );
}
