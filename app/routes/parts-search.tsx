import { PARTS_ENQUIRY_PATH, PartsSearch } from "~/components/parts/parts-search";
import { sharedPageHeaders } from "~/lib/page-cache";
import { requireSite } from "~/lib/require-site";
import { queryText, routeInput, routeSchema } from "~/lib/route-input";
import { pageBreadcrumbs } from "~/seo/breadcrumbs";
import { pageData } from "~/seo/page-data.server";
import { pageMeta } from "~/seo/page-meta";
import { loadPartsSearch } from "~/services/load-parts-search.server";
import { siteUrl } from "~/sites/site-origin";
import type { Route } from "./+types/parts-search";

// The same page for every shopper: served from the page cache for a few seconds (app/lib/page-cache.ts).
export const headers = sharedPageHeaders;

const INPUT = routeSchema({ query: { query: queryText(100) } });

export async function loader(args: Route.LoaderArgs) {
  const { context } = args;
  const site = requireSite(context);
  const { query } = routeInput(args, INPUT);
  const page = await loadPartsSearch({ db: context.db, search: context.search, site, now: context.now }, query.query);
  return {
    ...page,
    url: siteUrl(site, "/parts/search"),
    ...pageData(context, {
      crumbs: pageBreadcrumbs(site, [{ label: "Parts and accessories", href: PARTS_ENQUIRY_PATH }], {
        label: "Parts search",
        url: siteUrl(site, "/parts/search"),
      }),
    }),
  };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [{ title: "Parts search" }];
  return pageMeta({
    title: `${data.query ? `Parts: ${data.query}` : "Parts search"} | ${data.siteName}`,
    description: `Genuine parts and accessories from ${data.siteName}: find a part, see accessories fitted to our stock and ask our parts team.`,
    url: data.url,
    siteName: data.siteName,
    ...(data.query ? { robots: "noindex, follow" } : {}),
  });
}

export default function PartsSearchPage({ loaderData }: Route.ComponentProps) {
  return <PartsSearch page={loaderData} />;
}
