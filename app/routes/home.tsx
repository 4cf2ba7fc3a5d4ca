import { PlatformIndexIsland } from "~/components/site/platform-index-island";
import { SiteHome } from "~/components/site/site-home";
import { requireSite } from "~/lib/require-site";
import { loadPlatformIndex } from "~/services/load-platform-index.server";
import { loadSiteHome } from "~/services/load-site-home.server";
import type { Route } from "./+types/home";
import { sharedPageHeaders } from "~/lib/page-cache";
import { pageData } from "~/seo/page-data.server";
import { pageMeta } from "~/seo/page-meta";

// The same page for every shopper: served from the page cache for a few seconds (app/lib/page-cache.ts).
export const headers = sharedPageHeaders;

/** `/` is two pages: the platform's index of demo sites on localhost, and a site's home page on its host. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, search, host, now } = context;
  if (host.kind === "platform") return { kind: "platform" as const, ...loadPlatformIndex({ search, now }, host) };
  const site = requireSite(context);
  const { dealersJsonLd, ...home } = await loadSiteHome({ db, search, site, now });
  return { kind: "site" as const, ...home, ...pageData(context, { jsonLd: dealersJsonLd }) };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [{ title: "Page not found" }];
  if (data.kind === "platform")
    return [
      { title: "Dealer platform: demo sites" },
      { name: "description", content: "The demo dealer websites served by this platform." },
    ];
  return pageMeta({
    title: `${data.name}: new, used and demo cars`,
    description: `${data.tagline}. Browse new, used and demo stock from ${data.name}.`,
    url: data.url,
    siteName: data.name,
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return loaderData.kind === "platform" ? <PlatformIndexIsland sites={loaderData.sites} /> : <SiteHome data={loaderData} />;
}
