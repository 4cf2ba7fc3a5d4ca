import { DELIVERY_NO_ESTIMATE, DELIVERY_POSTCODE_REQUIRED, deliveryEstimate } from "~/domain/finance/delivery-estimate";
import { postcodeError } from "~/domain/postcode";
import type { CarDetail } from "~/domain/vehicle/car";
import { geocodePostcode } from "~/geo/postcodes.server";
import type { TenantSite } from "~/sites/tenant-site";

export type CarDelivery =
  | { ok: true; price: number; region: string; km: number }
  /** `typo`: the shopper's postcode is missing or malformed; otherwise there is no estimate for that place. */
  | { ok: false; typo: boolean; message: string };

/** The shopper's postcode is theirs to fix when it is missing or not 4 digits. */
export function deliveryPostcodeError(postcode: string): string | null {
  const trimmed = postcode.trim();
  return trimmed ? postcodeError(trimmed) : DELIVERY_POSTCODE_REQUIRED;
}

/** The price (whole dollars) of delivering the car from its location to a postcode, by the site's delivery bands. */
export function carDelivery(site: TenantSite, car: Pick<CarDetail, "location">, postcode: string): CarDelivery {
  const invalid = deliveryPostcodeError(postcode);
  if (invalid) return { ok: false, typo: true, message: invalid };
  const place = geocodePostcode(postcode.trim());
  const estimate = place ? deliveryEstimate({ lat: car.location.lat, lng: car.location.lng }, place, site.finance.deliveryBands) : null;
  if (!place || !estimate) return { ok: false, typo: false, message: DELIVERY_NO_ESTIMATE };
  return { ok: true, price: estimate.price, region: `${estimate.region}: ${place.locality} ${place.state}`, km: estimate.km };
}
