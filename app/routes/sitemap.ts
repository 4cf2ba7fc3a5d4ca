import { z } from "zod";
import { sharedPageHeaders } from "~/lib/page-cache";
import { requireSite } from "~/lib/require-site";
import { routeInput, routeSchema } from "~/lib/route-input";
import { loadSitemap } from "~/services/load-sitemap.server";
import { sitemapPartXml, sitemapRootXml } from "~/seo/sitemap-xml";
import type { Route } from "./+types/sitemap";

/**
 * A sold or new car must leave or enter the sitemap within a second (issue 17), so no cache outside
 * the server may keep a copy without asking again; the server's page cache serves repeats for a few
 * seconds and drops them when the site's stock changes, so a burst of crawler requests reads the data once.
 */
const XML_HEADERS = {
  "Content-Type": "application/xml; charset=utf-8",
  "Cache-Control": "public, max-age=0, must-revalidate",
  ...sharedPageHeaders(),
};

const INPUT = routeSchema({
  params: {
    file: z
      .string()
      .regex(/^[a-z]+-\d{1,4}\.xml$/)
      .optional(),
  },
});

/** `/sitemap.xml` (the site's URLs, or the index of its parts past 50,000) and `/sitemaps/{part}.xml`. */
export async function loader(args: Route.LoaderArgs) {
  const { context } = args;
  const { params } = routeInput(args, INPUT);
  const site = requireSite(context);
  const plan = await loadSitemap({ db: context.db, site, now: context.now });
  const xml = params.file === undefined ? sitemapRootXml(site.origin, plan) : sitemapPartXml(plan, params.file);
  if (xml === null) throw new Response("Not Found", { status: 404 });
  return new Response(xml, { headers: XML_HEADERS });
}
