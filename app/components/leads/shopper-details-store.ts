import { parseStoredDetails, type ShopperDetails } from "~/leads/shopper-details";

// Per site: local storage belongs to the site's own host.
const KEY = "shopper-details";

/** The details the shopper asked this device to remember, or null. */
export function loadShopperDetails(): ShopperDetails | null {
  try {
    return parseStoredDetails(window.localStorage.getItem(KEY));
  } catch {
    return null;
  }
}

export function saveShopperDetails(details: ShopperDetails) {
  try {
    if (Object.keys(details).length) window.localStorage.setItem(KEY, JSON.stringify(details));
  } catch {
    // Storage full or blocked: nothing is remembered, and the form works as before.
  }
}

export function forgetShopperDetails() {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // Blocked storage holds nothing to forget.
  }
}
