import { siteContent } from "~/site-content/site-content-cache.server";
import { listLocations } from "~/db/queries/locations.server";
import { renderMarkdown } from "~/render/render-markdown.server";
import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import type { Database } from "~/db/database";
import { formatDate } from "~/domain/format";
import { formatPhone, phoneHref } from "~/domain/phone";
import { directionsHref, formatAddress } from "~/domain/locations/address";
import { mainSalesLocations } from "~/domain/locations/location";
import {
  cutDisclaimer,
  manufacturerMatches,
  OFFER_CATEGORY_LABEL,
  type Offer,
  type OfferCard,
  offerPath,
  offerPriceText,
  offerSavingText,
  offerStatus,
  offerVehicle,
  toOfferCard,
} from "~/domain/offers/offer";
import { offerJsonLd } from "~/domain/offers/offer-json-ld";
import { imageUrl } from "~/images/image-url";
import type { LeadFormSetup } from "~/leads/lead-form-setup";
import { leadFormSetup } from "~/leads/lead-form-setup.server";
import { type LeadPagePost, submitLeadPage } from "~/leads/lead-page.server";
import type { LeadServices } from "~/leads/lead-services";
import { formDataToBody } from "~/leads/request-body";
import { siteUrl } from "~/sites/site-origin";
import type { TenantSite } from "~/sites/tenant-site";
import { listCurrentOffers } from "./load-special-offers.server";
import { findOffer } from "./offer-queries.server";

type Deps = { db: Database; site: TenantSite; now: Date; services: LeadServices; logger: Logger };

/** How many current offers an offer page suggests (instead of an ended one, or beside a current one). */
const OTHER_OFFERS = 3;

/** The page's own view of the dealership making the offer: its main location for this kind of offer. */
async function dealershipPlace(deps: Deps, offer: Offer) {
  const locations = (await siteContent(deps.db, deps.site.id, "locations", listLocations)).filter(
    (l) => l.dealershipSlug === offer.dealershipSlug,
  );
  // A service or parts offer is taken up at the workshop or counter; anything else at the sales yard.
  const department = offer.categories.find((c) => c === "service" || c === "parts");
  const place = (department && locations.find((l) => l.type === department)) || mainSalesLocations(locations)[0] || locations[0];
  if (!place) return null;
  return {
    name: place.name,
    address: formatAddress(place),
    directions: directionsHref(place),
    phone: place.phone ? { text: formatPhone(place.phone), href: phoneHref(place.phone) } : null,
    path: `/locations/${place.slug}`,
  };
}

/**
 * The fields an offer's enquiry carries to the dealer, set by the server from the offer itself: the
 * dealership making it (so a group site does not ask which one), the offer as the lead's
 * subcategory, and its id, title and address as custom fields.
 */
function offerLeadFields(offer: Offer, url: string): Record<string, string> {
  return {
    dealership_slug: offer.dealershipSlug,
    subcategory: offer.title.slice(0, 80),
    "custom_fields[offer_id]": String(offer.id),
    "custom_fields[offer]": offer.title,
    "custom_fields[offer_url]": url,
  };
}

export type OfferPageAddress = { id: number; manufacturer: string | null };

/**
 * `/offers/{id}` and `/offers/{manufacturer}/{id}`: the site's offer, or null when the site has no
 * such offer, the manufacturer in the path is not the offer's make, or the offer has not started.
 * An ended offer is still a page (status 410): it says when it ended and shows the offers running now.
 */
export async function loadOfferPage(deps: Deps, address: OfferPageAddress) {
  const offer = await findOffer(deps.db, deps.site, address.id);
  if (!offer) return null;
  if (address.manufacturer !== null && !manufacturerMatches(offer, address.manufacturer)) return null;
  const status = offerStatus(offer, deps.now);
  return status === "upcoming" ? null : offerPage(deps, offer, status);
}

/**
 * An unpublished version's offer page (issue 55's preview): the page it will be once it runs, with no enquiry form (an
 * enquiry about an offer that is not on the site would name nothing the dealer can find).
 */
export async function previewOfferPage(deps: Deps, offer: Offer) {
  const page = await offerPage(deps, offer, "current");
  return { ...page, lead: null };
}

async function offerPage(deps: Deps, offer: Offer, status: "current" | "ended") {
  const { site, now } = deps;
  const url = siteUrl(site, offerPath(offer));
  const image = offer.imageSrc ? siteUrl(site, imageUrl(offer.imageSrc, 1200, { fmt: "jpeg" })) : null;
  // The offer's other rows depend on the offer alone: read at once, one wait for the database rather than three in turn.
  const [allCurrent, setup, place] = await Promise.all([
    listCurrentOffers(deps),
    status === "current" ? leadFormSetup(deps, "offer") : null,
    dealershipPlace(deps, offer),
  ]);
  const current = allCurrent.filter((o) => o.id !== offer.id);
  // The same make's offers first, then the newest of the rest.
  const others: OfferCard[] = [
    ...current.filter((o) => o.make && o.make === offer.make),
    ...current.filter((o) => !o.make || o.make !== offer.make),
  ]
    .slice(0, OTHER_OFFERS)
    .map(toOfferCard);
  let lead: { setup: LeadFormSetup; hidden: Record<string, string>; idempotencyKey: string } | null = null;
  if (setup) {
    const dealership = setup.dealerships.filter((d) => d.slug === offer.dealershipSlug);
    lead = {
      setup: { ...setup, dealerships: dealership, rules: { ...setup.rules, dealershipSlugs: dealership.map((d) => d.slug) } },
      hidden: offerLeadFields(offer, url),
      idempotencyKey: randomUUID(),
    };
  }
  return {
    siteName: site.name,
    status,
    offer: {
      id: offer.id,
      title: offer.title,
      summary: offer.summary,
      description: renderMarkdown(offer.description),
      priceText: offerPriceText(offer),
      savingText: offerSavingText(offer),
      image: offer.imageSrc ? { src: offer.imageSrc, alt: offer.imageAlt } : null,
      disclaimer: { whole: offer.disclaimer.trim(), shown: cutDisclaimer(offer.disclaimer).shown },
      categories: offer.categories.map((c) => OFFER_CATEGORY_LABEL[c]),
      vehicle: offerVehicle(offer),
      make: offer.make,
      startsText: formatDate(offer.startsOn),
      endsText: formatDate(offer.endsOn),
      dealershipName: offer.dealershipName,
      cta: offer.cta,
    },
    place,
    others,
    url,
    image,
    jsonLd: offerJsonLd(offer, url, image, now),
    lead,
  };
}

export type OfferPageData = Awaited<ReturnType<typeof offerPage>>;

/**
 * The offer's enquiry posted without JavaScript. What names the offer comes from the offer the
 * page loaded, never from the post; an ended offer takes no enquiries.
 */
export async function submitOfferEnquiry(deps: Deps, page: OfferPageData, post: LeadPagePost) {
  if (!page.lead) return null;
  const fields = new FormData();
  for (const [name, value] of Object.entries(page.lead.hidden)) fields.append(name, value);
  const server = formDataToBody(fields);
  const posted = post.body.custom_fields && typeof post.body.custom_fields === "object" ? post.body.custom_fields : {};
  const body = { ...post.body, ...server, custom_fields: { ...posted, ...(server.custom_fields as object) } };
  return submitLeadPage(deps, { kind: "offer" }, { ...post, body });
}
