import type { CardRules } from "~/domain/card-actions";
import { depositOf } from "~/domain/reserve/deposit";
import { reserveButtonLabel } from "~/domain/reserve/reserve-button";
import { takesDeposits } from "~/domain/reserve/takes-deposits";
import type { TenantSite } from "~/sites/tenant-site";

export type CardSettings = CardRules & { noPriceText: string };

/** What a result card needs from the site's configuration, small enough to send to the browser. */
export function cardSettings(site: TenantSite): CardSettings {
  return {
    noPriceText: site.texts.noPriceText,
    detailsText: site.texts.detailsButtonText,
    enquireText: site.texts.enquireButtonText,
    quickEnquiry: site.search.quickEnquiry,
    availability: site.vehicle.availability,
    financeText: site.texts.searchResultFinanceText,
    financePath: site.financePath,
    checkoutPath: site.checkoutPath,
    reserveLabel: takesDeposits(site) ? reserveLabelOf(site) : null,
    hideTestDriveForComingSoon: site.search.hideTestDriveForComingSoon,
    hideSaveWithoutPriceOrPhotos: site.search.hideSaveWithoutPriceOrPhotos,
    subscriptions: site.finance.subscriptions,
  };
}

/** The site's reserve button words, the same on its cards and its car pages. */
export function reserveLabelOf(site: TenantSite): string {
  return reserveButtonLabel({ button: site.reservations.button, checkoutPath: site.checkoutPath, depositLabel: depositOf(site).label });
}
