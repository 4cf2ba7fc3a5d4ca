import { data } from "react-router";
import { PlatformIndexIsland } from "~/components/site/platform-index-island";
import { SiteHome } from "~/components/site/site-home";
import { sharedPageHeaders } from "~/lib/page-cache";
import { previewHeaders, previewNotFound } from "~/lib/preview-page";
import { requireSite } from "~/lib/require-site";
import { loadPlatformIndex } from "~/services/load-platform-index.server";
import { loadHomePreview } from "~/services/load-preview.server";
import { loadSiteHome } from "~/services/load-site-home.server";
import { pageData } from "~/seo/page-data.server";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/home";

// The same page for every shopper: served from the page cache for a few seconds (app/lib/page-cache.ts). A console
// preview (/preview/home/{token}, decision 054) is one person's and never shared: its loader says so, and its
// X-Robots-Tag keeps it out of search (so the page's meta, which the browser bundle carries, stays the home page's).
export const headers = ({ loaderHeaders }: Route.HeadersArgs) =>
  loaderHeaders.has("X-Robots-Tag") ? previewHeaders() : sharedPageHeaders();

/**
 * `/` is two pages: the platform's index of demo sites on localhost, and a site's home page on its host; at
 * /preview/home/{token}, the site's home page with a draft slide first in its slider or a draft popup open.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { db, search, host, now } = context;
  if (host.kind === "platform") return { kind: "platform" as const, ...loadPlatformIndex({ search, now }, host) };
  const site = requireSite(context);
  if (params.token !== undefined) {
    const deps = { db, search, site, now, services: context.leads, logger: context.logger, secret: context.console.secret };
    const preview = await loadHomePreview(deps, params.token);
    if (!preview) throw data(previewNotFound, { status: 404 });
    const { dealersJsonLd: _unused, ...home } = preview.home;
    return data({ kind: "site" as const, preview: preview.about, ...home, ...pageData(context, {}) }, { headers: previewHeaders() });
  }
  const { dealersJsonLd, ...home } = await loadSiteHome({ db, search, site, now });
  return { kind: "site" as const, preview: null, ...home, ...pageData(context, { jsonLd: dealersJsonLd }) };
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
