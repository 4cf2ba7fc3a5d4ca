import { Link } from "react-router";
import { Markdown } from "~/components/content/markdown";
import { LeadDialog } from "~/components/leads/lead-dialog";
import { Breadcrumbs } from "~/components/site/breadcrumbs";
import { imageSrcSet, imageUrl } from "~/images/image-url";
import { sharedPageHeaders } from "~/lib/page-cache";
import { requireSite } from "~/lib/require-site";
import { routeInput, routeSchema, slugParam } from "~/lib/route-input";
import { loadModelPage } from "~/models/load-model-page.server";
import { pageData } from "~/seo/page-data.server";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/model-page";

// The same page for every shopper: served from the page cache for a few seconds (app/lib/page-cache.ts).
export const headers = sharedPageHeaders;

const INPUT = routeSchema({ params: { slug: slugParam } });

/** `/models/{slug}`: a model the dealer sells new (the ute brand's /models/mu-x and /models/d-max). */
export async function loader(args: Route.LoaderArgs) {
  const { context } = args;
  const site = requireSite(context);
  const { params } = routeInput(args, INPUT);
  const page = await loadModelPage({ db: context.db, search: context.search, site, now: context.now }, params.slug.toLowerCase());
  if (!page) throw new Response("Not Found", { status: 404 });
  return {
    ...page,
    ...pageData(context, { html: { body: page.body }, crumbs: page.breadcrumbs }),
  };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [{ title: "Page not found" }];
  return pageMeta({
    title: `${data.name}${data.priceFrom ? ` | ${data.priceFrom}` : ""} | ${data.siteName}`,
    description: data.shortDescription,
    url: data.url,
    siteName: data.siteName,
    image: data.imageUrl,
  });
}

export default function ModelPage({ loaderData: page }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumbs trail={page.breadcrumbs.trail} current={page.breadcrumbs.current} />
      <section className="mt-4 grid items-center gap-6 overflow-hidden rounded-site bg-surface shadow-sm ring-1 ring-black/5 md:grid-cols-2">
        {page.hero ? (
          <img
            src={imageUrl(page.hero.src, 900)}
            srcSet={imageSrcSet(page.hero.src, [480, 720, 900, 1200])}
            sizes="(min-width: 768px) 50vw, 100vw"
            alt={page.hero.alt}
            width={900}
            height={600}
            className="aspect-[3/2] h-auto w-full bg-page object-cover"
          />
        ) : null}
        <div className="px-5 pb-6 md:py-8 md:pr-8">
          <h1 className="font-heading text-3xl font-bold sm:text-4xl">{page.name}</h1>
          <p className="mt-3 text-lg text-muted">{page.shortDescription}</p>
          {page.priceFrom ? (
            <>
              <p className="mt-4 font-heading text-2xl font-bold">{page.priceFrom}</p>
              <p className="text-sm text-muted">A guide for the entry grade; each car in our stock shows its own price.</p>
            </>
          ) : null}
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to={page.stock.href} className="rounded-site bg-brand px-5 py-3 font-semibold text-on-brand hover:opacity-90">
              {page.stock.label}
            </Link>
            <LeadDialog
              kind="general"
              title={`Enquire about the ${page.name}`}
              trigger="Enquire Now"
              className="rounded-site px-5 py-3 font-semibold ring-2 ring-brand hover:bg-page"
            />
            <Link to="/book-test-drive" className="rounded-site px-5 py-3 font-semibold ring-2 ring-brand hover:bg-page">
              Book a Test Drive
            </Link>
          </div>
        </div>
      </section>
      <article className="mx-auto mt-8 max-w-3xl rounded-site bg-surface px-5 py-8 shadow-sm ring-1 ring-black/5 sm:px-10">
        <Markdown markdown={page.body} className="[&>:first-child]:mt-0" />
      </article>
    </div>
  );
}
