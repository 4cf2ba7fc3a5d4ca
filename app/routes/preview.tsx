import { data } from "react-router";
import { OfferPage } from "~/components/offers/offer-page";
import { PreviewBanner } from "~/components/site/preview-banner";
import { SiteHome } from "~/components/site/site-home";
import { OFFERS_PATH } from "~/domain/offers/offer-paths";
import { requireSite } from "~/lib/require-site";
import { pageBreadcrumbs } from "~/seo/breadcrumbs";
import { pageData } from "~/seo/page-data.server";
import { loadPreview } from "~/services/load-preview.server";
import type { Route } from "./+types/preview";

// Never shared: one person's look at an unpublished version (no page cache, no CDN, no search engine).
export const headers = () => ({ "X-Robots-Tag": "noindex, nofollow" });

export async function loader({ context, params }: Route.LoaderArgs) {
  const site = requireSite(context);
  const deps = { db: context.db, search: context.search, site, now: context.now, services: context.leads, logger: context.logger };
  const preview = await loadPreview({ ...deps, secret: context.console.secret }, params.token);
  if (!preview)
    throw data("This preview address has expired or is not for this site. Ask for a new one from the console.", { status: 404 });
  if (preview.kind === "home") {
    const { dealersJsonLd: _unused, ...home } = preview.home;
    return { kind: "home" as const, about: preview.about, home: { kind: "site" as const, ...home, ...pageData(context, {}) } };
  }
  const { jsonLd: _none, ...page } = preview.page;
  const crumbs = pageBreadcrumbs(site, [{ label: "Special offers", href: OFFERS_PATH }], { label: page.offer.title, url: page.url });
  return { kind: "offer" as const, about: preview.about, page: { ...page, ...pageData(context, { crumbs }) } };
}

export const meta = ({ data: d }: Route.MetaArgs) => [
  { title: d ? `Preview: ${d.kind === "offer" ? d.page.offer.title : d.home.name}` : "Preview not found" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function Preview({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PreviewBanner about={loaderData.about} />
      {loaderData.kind === "offer" ? <OfferPage d={loaderData.page} result={undefined} /> : <SiteHome data={loaderData.home} />}
    </>
  );
}
