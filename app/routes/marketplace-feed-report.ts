import { z } from "zod";
import { requireSite } from "~/lib/require-site";
import { routeInput, routeSchema } from "~/lib/route-input";
import { feedAccessAllowed } from "~/marketplace-feeds/feed-access.server";
import { loadMarketplaceFeedReport } from "~/marketplace-feeds/load-marketplace-feed.server";
import type { Route } from "./+types/marketplace-feed-report";
import { FEED_HEADERS } from "./marketplace-feed";

const INPUT = routeSchema({ query: { token: z.string().max(200).optional() } });

/** `/feeds/report.json`: each feed's count of cars sent and the cars it leaves out, with what each lacks. */
export async function loader(args: Route.LoaderArgs) {
  const { context } = args;
  const { query } = routeInput(args, INPUT);
  const site = requireSite(context);
  if (!feedAccessAllowed(site.marketplaceFeeds.token, query.token ?? null))
    throw new Response("A token is needed", { status: 401, headers: FEED_HEADERS });
  const report = await loadMarketplaceFeedReport({ db: context.db, site, now: context.now });
  return Response.json(report, { headers: { ...FEED_HEADERS, "Cache-Control": "private, no-store" } });
}
