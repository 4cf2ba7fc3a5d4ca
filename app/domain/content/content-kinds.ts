import type { OfferPriceType } from "~/domain/offers/offer";

// Without zod: the console's content form imports these in the browser (promotion-forms.ts reads the posts on the server).

export const CONTENT_KINDS = ["offer", "slide", "popup"] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
export const isContentKind = (value: string): value is ContentKind => (CONTENT_KINDS as readonly string[]).includes(value);

export const CONTENT_KIND_LABEL: Record<ContentKind, { one: string; many: string }> = {
  offer: { one: "offer", many: "Offers" },
  slide: { one: "slide", many: "Home page slides" },
  popup: { one: "popup", many: "Popups" },
};

export const PRICE_TYPES: readonly { value: OfferPriceType; label: string }[] = [
  { value: "drive_away", label: "Drive away" },
  { value: "from", label: "From" },
  { value: "plus_orc", label: "Plus on-road costs" },
];
