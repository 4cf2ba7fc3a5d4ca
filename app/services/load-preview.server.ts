import type { Logger } from "pino";
import type { Database } from "~/db/database";
import { findContentVersion } from "~/db/queries/content-items.server";
import { listDealershipZones } from "~/db/queries/dealership-zones.server";
import { contentSchedule } from "~/domain/content/content-status";
import type { AnyContent, OfferContent, PopupContent, SlideContent } from "~/domain/content/promotion-forms";
import { isOfferCategory, type Offer } from "~/domain/offers/offer";
import { withRunInstants } from "~/domain/promotions/popup";
import type { Slide } from "~/domain/promotions/slide";
import type { LeadServices } from "~/leads/lead-services";
import { previewOfferPage } from "~/offers/load-offer-page.server";
import type { StockSearch } from "~/search/search-index";
import { readPreview } from "~/site-content/preview-token.server";
import type { TenantSite } from "~/sites/tenant-site";
import { loadSiteHome } from "./load-site-home.server";

type Deps = { db: Database; search: StockSearch; site: TenantSite; now: Date; services: LeadServices; logger: Logger; secret: string };

const imageOf = (data: { imageSrc: string; imageAlt: string }) => (data.imageSrc ? { src: data.imageSrc, alt: data.imageAlt } : null);

async function offerOf(deps: Deps, id: number, data: OfferContent): Promise<Offer | null> {
  const dealership = (await listDealershipZones(deps.db, deps.site)).find((d) => d.slug === data.dealershipSlug);
  if (!dealership) return null;
  const blank = (text: string) => text || null;
  return {
    id,
    dealershipId: dealership.id,
    dealershipName: dealership.name,
    timeZone: dealership.timeZone,
    ...data,
    make: blank(data.make),
    model: blank(data.model),
    body: blank(data.body),
    categories: data.categories.filter(isOfferCategory),
    imageSrc: blank(data.imageSrc),
    cta: data.ctaLabel && data.ctaHref ? { label: data.ctaLabel, href: data.ctaHref } : null,
  };
}

/** A draft slide or popup on the home page as it is now: the slide first in the slider, the popup open whatever its days. */
async function homeWith(deps: Deps, kind: "slide" | "popup", liveId: number | null, data: AnyContent) {
  const home = await loadSiteHome(deps);
  if (kind === "slide") {
    const s = data as SlideContent;
    const slide: Slide = { ...s, id: liveId ?? 0, image: { src: s.imageSrc, alt: s.imageAlt } };
    return { ...home, promotions: { ...home.promotions, slides: [slide, ...home.promotions.slides.filter((x) => x.id !== liveId)] } };
  }
  const p = data as PopupContent;
  const popup = withRunInstants({ ...p, id: liveId ?? 0, image: imageOf(p), startsOn: null, endsOn: null }, deps.site.timeZone);
  return { ...home, promotions: { ...home.promotions, popup, preview: true } };
}

/**
 * `/preview/{token}` (issue 55): the version a console preview address names, on the page of the site it will be on,
 * or null when the address is not this site's, has expired, or names nothing. An offer is shown as it will be while it
 * runs; a slide or popup on the home page as it is today.
 */
export async function loadPreview(deps: Deps, token: string) {
  const claim = readPreview(deps.secret, token, deps.site.id, deps.now);
  const row = claim ? await findContentVersion(deps.db, deps.site.id, claim.itemId, claim.version) : null;
  if (!claim || !row) return null;
  const about = { version: claim.version, runs: contentSchedule(row.data), published: row.liveId !== null };
  if (row.kind === "offer") {
    const offer = await offerOf(deps, row.liveId ?? claim.itemId, row.data as OfferContent);
    return offer ? { kind: "offer" as const, about, page: await previewOfferPage(deps, offer) } : null;
  }
  return { kind: "home" as const, about, home: await homeWith(deps, row.kind, row.liveId, row.data) };
}
