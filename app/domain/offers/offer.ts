import { calendarDate, formatAud, formatDate } from "~/domain/format";
import { slugify } from "~/domain/slugify";

/** What an offer is about (discovery spec section 3: the offers search's categories), in the order filters list them. */
export const OFFER_CATEGORIES = ["new", "demo", "used", "finance", "service", "parts", "accessories", "fleet"] as const;
export type OfferCategory = (typeof OFFER_CATEGORIES)[number];
export const isOfferCategory = (value: string): value is OfferCategory => (OFFER_CATEGORIES as readonly string[]).includes(value);

export const OFFER_CATEGORY_LABEL: Record<OfferCategory, string> = {
  new: "New",
  demo: "Demo",
  used: "Used",
  finance: "Finance",
  service: "Service",
  parts: "Parts",
  accessories: "Accessories",
  fleet: "Fleet and business",
};

export type OfferPriceType = "drive_away" | "from" | "plus_orc";

/** An offer as pages read it: one row of `offers` with its dealership and that dealership's time zone. */
export type Offer = {
  id: number;
  dealershipId: number;
  dealershipSlug: string;
  dealershipName: string;
  make: string | null;
  model: string | null;
  body: string | null;
  categories: OfferCategory[];
  title: string;
  summary: string;
  description: string;
  price: number | null;
  priceType: OfferPriceType;
  saving: number | null;
  imageSrc: string | null;
  imageAlt: string;
  disclaimer: string;
  /** Calendar days ('YYYY-MM-DD') in `timeZone`: the offer runs from the start of one to the end of the other. */
  startsOn: string;
  endsOn: string;
  /** The dealership's own (its main location's), else the site's. */
  timeZone: string;
  cta: { label: string; href: string } | null;
};

export type OfferStatus = "upcoming" | "current" | "ended";

/**
 * Whether an offer runs today by its dealership's calendar: it starts at midnight on `startsOn` and
 * ends at midnight after `endsOn` there, so an offer ending on the 30th is still on at 11:59 pm
 * that night in Perth or Sydney, whatever the server's own zone.
 */
export function offerStatus(offer: Pick<Offer, "startsOn" | "endsOn" | "timeZone">, now: Date): OfferStatus {
  const today = calendarDate(now, offer.timeZone);
  if (today < offer.startsOn) return "upcoming";
  return today > offer.endsOn ? "ended" : "current";
}

export const isCurrentOffer = (offer: Pick<Offer, "startsOn" | "endsOn" | "timeZone">, now: Date) => offerStatus(offer, now) === "current";

/** Vehicle spec section 9: an offer's disclaimer is cut at 100 characters, the rest behind Show more. */
export const OFFER_DISCLAIMER_CUT = 100;

/**
 * The disclaimer's first part (at most 100 characters) and the rest. The cut falls on the last
 * space at or before the limit when there is one in its second half, so a word is not split; a
 * disclaimer of 100 characters or fewer is shown whole (`rest` empty).
 */
export function cutDisclaimer(text: string, limit = OFFER_DISCLAIMER_CUT): { shown: string; rest: string } {
  const whole = text.trim();
  if (whole.length <= limit) return { shown: whole, rest: "" };
  const space = whole.lastIndexOf(" ", limit);
  const at = space > limit / 2 ? space : limit;
  return { shown: whole.slice(0, at).trimEnd(), rest: whole.slice(at).trimStart() };
}

/**
 * The price as a shopper reads it: '$45,990 drive away' ('ride away' for a motorcycle, 'on road' for a
 * caravan, which is towed), 'From $299', '$52,990 + ORC'; null for an offer without a price.
 */
export function offerPriceText(offer: Pick<Offer, "price" | "priceType"> & { body?: string | null }): string | null {
  if (offer.price === null) return null;
  const amount = formatAud(offer.price);
  if (offer.priceType === "from") return `From ${amount}`;
  if (offer.priceType === "plus_orc") return `${amount} + ORC`;
  if (offer.body === "caravan") return `${amount} on road`;
  return `${amount} ${offer.body === "motorcycle" ? "ride" : "drive"} away`;
}

export const offerSavingText = (offer: Pick<Offer, "saving">): string | null => (offer.saving ? `Save ${formatAud(offer.saving)}` : null);

/**
 * An offer's own address (discovery spec section 2): `/offers/{manufacturer}/{id}` when it is about
 * one make, `/offers/{id}` otherwise. Both answer; this one is the canonical.
 */
export function offerPath(offer: Pick<Offer, "id" | "make">): string {
  return offer.make ? `/offers/${slugify(offer.make)}/${offer.id}` : `/offers/${offer.id}`;
}

/** Whether the manufacturer in `/offers/{manufacturer}/{id}` is the offer's own make; an offer on any make has none. */
export function manufacturerMatches(offer: Pick<Offer, "make">, manufacturer: string): boolean {
  return offer.make !== null && slugify(offer.make) === manufacturer.toLowerCase();
}

/** 'Toyota HiLux', 'Jayco', or null: what the offer is about, for headings and the enquiry. */
export function offerVehicle(offer: Pick<Offer, "make" | "model">): string | null {
  return [offer.make, offer.model].filter(Boolean).join(" ") || null;
}

/** What a card in the offers grid (and on the home page) shows of an offer. */
export type OfferCard = {
  id: number;
  path: string;
  title: string;
  summary: string;
  priceText: string | null;
  savingText: string | null;
  image: { src: string; alt: string } | null;
  dealershipName: string;
  categories: string[];
  /** The last day, dd/mm/yyyy. */
  endsText: string;
};

export function toOfferCard(offer: Offer): OfferCard {
  return {
    id: offer.id,
    path: offerPath(offer),
    title: offer.title,
    summary: offer.summary,
    priceText: offerPriceText(offer),
    savingText: offerSavingText(offer),
    image: offer.imageSrc ? { src: offer.imageSrc, alt: offer.imageAlt } : null,
    dealershipName: offer.dealershipName,
    categories: offer.categories.map((c) => OFFER_CATEGORY_LABEL[c]),
    endsText: formatDate(offer.endsOn),
  };
}
