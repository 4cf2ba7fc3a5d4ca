import { randomUUID } from "node:crypto";
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

/**
 * A draft slide or popup on the home page as it is now: the slide first in the slider, the popup open whatever its days
 * and whatever this browser dismissed before (its dismissed flag is kept under a key of this preview's own).
 */
async function homeWith(deps: Deps, kind: "slide" | "popup", liveId: number | null, data: AnyContent) {
  const home = await loadSiteHome(deps);
  if (kind === "slide") {
    const s = data as SlideContent;
    const slide: Slide = { ...s, id: liveId ?? 0, image: { src: s.imageSrc, alt: s.imageAlt } };
    return { ...home, promotions: { ...home.promotions, slides: [slide, ...home.promotions.slides.filter((x) => x.id !== liveId)] } };
  }
  const p = data as PopupContent;
  const popup = withRunInstants({ ...p, id: liveId ?? 0, image: imageOf(p), startsOn: null, endsOn: null }, deps.site.timeZone);
  return { ...home, promotions: { ...home.promotions, popup, siteSlug: `${deps.site.slug}:preview:${randomUUID()}` } };
}

/** The version a preview address names, when it is this site's, unexpired, and of one of `kinds`; else null. */
async function previewed(deps: Deps, token: string, kinds: readonly string[]) {
  const claim = readPreview(deps.secret, token, deps.site.id, deps.now);
  const row = claim ? await findContentVersion(deps.db, deps.site.id, claim.itemId, claim.version) : null;
  if (!claim || !row || !kinds.includes(row.kind)) return null;
  return { claim, row, about: { version: claim.version, runs: contentSchedule(row.data), published: row.liveId !== null } };
}

/**
 * `/preview/offer/{token}` (issue 55): an offer's version as its page will show it while it runs, or null when the
 * address is not this site's, has expired, or names nothing.
 */
export async function loadOfferPreview(deps: Deps, token: string) {
  const found = await previewed(deps, token, ["offer"]);
  const offer = found ? await offerOf(deps, found.row.liveId ?? found.claim.itemId, found.row.data as OfferContent) : null;
  return found && offer ? { about: found.about, page: await previewOfferPage(deps, offer) } : null;
}

/** `/preview/home/{token}`: a slide's or popup's version on the home page as it is today. */
export async function loadHomePreview(deps: Deps, token: string) {
  const found = await previewed(deps, token, ["slide", "popup"]);
  if (!found) return null;
  return { about: found.about, home: await homeWith(deps, found.row.kind as "slide" | "popup", found.row.liveId, found.row.data) };
}
