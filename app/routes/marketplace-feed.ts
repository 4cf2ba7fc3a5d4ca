import { z } from "zod";
import { sharedPageHeaders } from "~/lib/page-cache";
import { requireSite } from "~/lib/require-site";
import { routeInput, routeSchema, slugParam } from "~/lib/route-input";
import { feedAccessAllowed } from "~/marketplace-feeds/feed-access.server";
import { MARKETPLACES } from "~/marketplace-feeds/feed-car";
import { loadMarketplaceFeed } from "~/marketplace-feeds/load-marketplace-feed.server";
import type { Route } from "./+types/marketplace-feed";

/**
 * Marketplaces fetch these on their own schedule, so no cache outside the server keeps a copy without asking again
 * (a sold car leaves at the next fetch); the server's page cache serves repeats for a few seconds and drops them
 * when the site's stock changes, as it does the sitemap's. A feed is for a marketplace's crawler, never a search result.
 */
export const FEED_HEADERS = {
  "Cache-Control": "public, max-age=0, must-revalidate",
  "X-Robots-Tag": "noindex, nofollow",
} as const;

const INPUT = routeSchema({
  params: { dealership: slugParam.optional(), file: z.string().regex(/^[a-z-]+\.xml$/) },
  query: { token: z.string().max(200).optional() },
});

/** `/feeds/{marketplace}.xml` (the site's cars) and `/feeds/{dealership}/{marketplace}.xml` (one dealership's). */
export async function loader(args: Route.LoaderArgs) {
  const { context } = args;
  const { params, query } = routeInput(args, INPUT);
  const site = requireSite(context);
  if (!feedAccessAllowed(site.marketplaceFeeds.token, query.token ?? null))
    throw new Response("A token is needed", { status: 401, headers: FEED_HEADERS });
  const marketplace = MARKETPLACES.find((m) => `${m}.xml` === params.file);
  if (marketplace === undefined) throw new Response("Not Found", { status: 404 });
  const feed = await loadMarketplaceFeed({
    db: context.db,
    site,
    now: context.now,
    marketplace,
    dealershipSlug: params.dealership ?? null,
  });
  if (feed === null) throw new Response("Not Found", { status: 404 });
  return new Response(feed.xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", ...FEED_HEADERS, ...sharedPageHeaders() },
  });
}
