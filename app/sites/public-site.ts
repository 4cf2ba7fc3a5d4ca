import type { TenantSite } from "~/sites/tenant-site";
import { themeCss } from "./theme-css";

/** The part of a site's config the browser may see: branding and navigation, no switches. */
export function publicSite(site: TenantSite) {
  return {
    slug: site.slug,
    name: site.name,
    tagline: site.tagline,
    logo: site.theme.logo,
    layout: site.theme.layout,
    socialLinks: site.socialLinks,
    themeCss: themeCss(site.theme),
    /** Discovery spec section 9: the label of a location's contact link ('Contact Us'). */
    contactLinkText: site.texts.contactLinkText,
    /** Discovery spec section 3: location cards link their dealership's stock on some sites. */
    locationCardStock: site.locationCardStock,
    /** Issue 15: the tile source a location map loads when it scrolls into view (null: the drawn map only). */
    maps: site.maps,
    /** Issue 56: the site asks before counting a shopper by a visitor id (the consent notice). */
    askConsent: site.analytics.askConsent,
  };
}
export type PublicSite = ReturnType<typeof publicSite>;
