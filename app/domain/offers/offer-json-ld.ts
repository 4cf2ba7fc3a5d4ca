import { OFFER_CATEGORY_LABEL, type Offer, offerStatus, offerVehicle } from "./offer";

const VEHICLE_TYPE: Record<string, string> = { caravan: "Vehicle", motorcycle: "Motorcycle" };

/**
 * schema.org `Offer` for an offer page (issue 15): what is offered, its price in AUD where it has
 * one, the days it is valid (the dealership's calendar days) and the dealership making it. An ended
 * offer says so through `availability`, so search engines stop showing it as current.
 */
export function offerJsonLd(offer: Offer, url: string, image: string | null, now: Date) {
  const vehicle = offerVehicle(offer);
  return {
    "@context": "https://schema.org",
    "@type": "Offer",
    name: offer.title,
    description: offer.summary,
    url,
    ...(image ? { image } : {}),
    category: offer.categories.map((c) => OFFER_CATEGORY_LABEL[c]).join(", "),
    priceCurrency: "AUD",
    ...(offer.price !== null ? { price: offer.price } : {}),
    validFrom: offer.startsOn,
    validThrough: offer.endsOn,
    availability: offerStatus(offer, now) === "ended" ? "https://schema.org/Discontinued" : "https://schema.org/InStock",
    seller: { "@type": "AutoDealer", name: offer.dealershipName },
    itemOffered: vehicle
      ? {
          "@type": VEHICLE_TYPE[offer.body ?? ""] ?? "Car",
          name: vehicle,
          ...(offer.make ? { brand: { "@type": "Brand", name: offer.make } } : {}),
          ...(offer.model ? { model: offer.model } : {}),
        }
      : { "@type": "Service", name: offer.title },
  };
}
