import { slugify } from "~/domain/slugify";

/**
 * Discovery spec section 2: /contact-us/{location-slug} drops the Sales, Service or Parts suffix,
 * and the brand name 'koda' (Škoda with its háček lost by older slug makers) becomes 'skoda'.
 */
export function contactUsSlug(locationName: string): string {
  return slugify(locationName)
    .replace(/-(sales|service|parts)$/, "")
    .replace(/(^|-)koda(?=-|$)/g, "$1skoda");
}
