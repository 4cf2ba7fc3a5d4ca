import { loadBrandDirectory } from "~/brands/brands.server";
import { BrandDirectory } from "~/components/brands/brand-directory";
import { sharedPageHeaders } from "~/lib/page-cache";
import { queryNumber, queryText, routeInput, routeSchema } from "~/lib/route-input";
import { requireSite } from "~/lib/require-site";
import { pageMeta } from "~/seo/page-meta";
import { siteUrl } from "~/sites/site-origin";
import { cachedClientLoader, DIRECTORY_CLIENT_CACHE_SIZE } from "~/search/response-cache";
import type { Route } from "./+types/brands";

const INPUT = routeSchema({
  query: { make: queryText(60), model: queryText(60), body: queryText(40), query: queryText(100), offset: queryNumber },
});

/** `/brands`: the manufacturer directory (discovery spec section 7), searchable, 21 a page, with the group's brand grid. */
export async function loader(args: Route.LoaderArgs) {
  const { context } = args;
  const { query } = routeInput(args, INPUT);
  const site = requireSite(context);
  const deps = { db: context.db, search: context.search, site, now: context.now };
  const directory = await loadBrandDirectory(deps, { ...query, offset: query.offset ?? 0 });
  // A search or later page of the directory is not a page of its own to index.
  const searched = Boolean(query.make || query.model || query.body || query.query || query.offset);
  return { ...directory, url: siteUrl(site, "/brands"), searched };
}

export const headers = sharedPageHeaders;

/** Directory searches already seen, 10 of them (discovery spec section 9), answered from memory for a minute. */
const directoryAnswers = cachedClientLoader(DIRECTORY_CLIENT_CACHE_SIZE);
export const clientLoader = (args: Route.ClientLoaderArgs) => directoryAnswers(args);

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [{ title: "Brands" }];
  return pageMeta({
    title: `Brands and models | ${data.siteName}`,
    description: `Every make and model ${data.siteName} sells, with the cars in stock for each.`,
    url: data.url,
    siteName: data.siteName,
    ...(data.searched ? { robots: "noindex, follow" } : {}),
  });
}

export default function Brands({ loaderData }: Route.ComponentProps) {
  return <BrandDirectory directory={loaderData} />;
}
