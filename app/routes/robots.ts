import { requireSite } from "~/lib/require-site";
import { robotsTxt } from "~/seo/robots";
import type { Route } from "./+types/robots";

/** `/robots.txt`: what crawlers may read on this site and where its sitemap is. */
export function loader({ context }: Route.LoaderArgs) {
  const site = requireSite(context);
  return new Response(robotsTxt(site.origin), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
