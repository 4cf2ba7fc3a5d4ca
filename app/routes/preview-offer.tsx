import { data } from "react-router";
import { OfferPage } from "~/components/offers/offer-page";
import { PreviewBanner } from "~/components/site/preview-banner";
import { OFFERS_PATH } from "~/domain/offers/offer-paths";
import { previewHeaders, previewMeta, previewNotFound } from "~/lib/preview-page";
import { requireSite } from "~/lib/require-site";
import { pageBreadcrumbs } from "~/seo/breadcrumbs";
import { pageData } from "~/seo/page-data.server";
import { loadOfferPreview } from "~/services/load-preview.server";
import type { Route } from "./+types/preview-offer";

export const headers = previewHeaders;

export async function loader({ context, params }: Route.LoaderArgs) {
  const site = requireSite(context);
  const deps = { db: context.db, search: context.search, site, now: context.now, services: context.leads, logger: context.logger };
  const preview = await loadOfferPreview({ ...deps, secret: context.console.secret }, params.token);
  if (!preview) throw data(previewNotFound, { status: 404 });
  const { jsonLd: _none, ...page } = preview.page;
  const crumbs = pageBreadcrumbs(site, [{ label: "Special offers", href: OFFERS_PATH }], { label: page.offer.title, url: page.url });
  return { about: preview.about, page: { ...page, ...pageData(context, { crumbs }) } };
}

export const meta = ({ data: d }: Route.MetaArgs) => previewMeta(d?.page.offer.title);

export default function PreviewOffer({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PreviewBanner about={loaderData.about} />
      <OfferPage d={loaderData.page} result={undefined} />
    </>
  );
}
