import { loadBrandOverview } from "~/brands/brands.server";
import { BrandOverview } from "~/components/brands/brand-overview";
import { sharedPageHeaders } from "~/lib/page-cache";
import { routeInput, routeSchema, slugParam } from "~/lib/route-input";
import { requireSite } from "~/lib/require-site";
import { brandOverviewPath } from "~/domain/brands/brand-directory";
import { pageMeta } from "~/seo/page-meta";
import { siteUrl } from "~/sites/site-origin";
import type { Route } from "./+types/brand-overview";

const INPUT = routeSchema({ params: { brand: slugParam } });

/** `/{brand}/overview` (discovery spec section 2): one brand at this dealer: its models, its latest cars, where to find it. */
export async function loader(args: Route.LoaderArgs) {
  const { context } = args;
  const { params } = routeInput(args, INPUT);
  const site = requireSite(context);
  const deps = { db: context.db, search: context.search, site, now: context.now };
  const found = await loadBrandOverview(deps, params.brand);
  if (!found) throw new Response("Not Found", { status: 404 });
  return { ...found, url: siteUrl(site, brandOverviewPath(found.make)) };
}

export const headers = sharedPageHeaders;

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [{ title: "Page not found" }];
  return pageMeta({
    title: `${data.make} | ${data.siteName}`,
    description: `${data.make} at ${data.siteName}: ${data.total} in stock, every model, and where to see them.`,
    url: data.url,
    siteName: data.siteName,
  });
}

export default function BrandOverviewPage({ loaderData }: Route.ComponentProps) {
  return <BrandOverview brand={loaderData} />;
}
