/**
 * Discovery spec section 3, stored user details: the name, last name, e-mail, phone and postcode a
 * shopper typed, kept on their device only when they tick the box, so the next form starts filled
 * in; cleared when they untick it or ask us to forget them.
 */
export const SHOPPER_DETAIL_FIELDS = ["name", "last_name", "email", "phone", "postcode"] as const;
export type ShopperDetails = Partial<Record<(typeof SHOPPER_DETAIL_FIELDS)[number], string>>;

/** The details worth keeping from a form's values: the five fields, trimmed, and only those filled in. */
export function pickShopperDetails(values: Record<string, unknown>): ShopperDetails {
  const details: ShopperDetails = {};
  for (const field of SHOPPER_DETAIL_FIELDS) {
    const value = values[field];
    if (typeof value === "string" && value.trim()) details[field] = value.trim().slice(0, 200);
  }
  return details;
}

/** What to fill in on a new form: each stored detail for a field the form has and the shopper has not filled. */
export function prefillFrom(stored: ShopperDetails, current: Record<string, unknown>): ShopperDetails {
  const fill: ShopperDetails = {};
  for (const field of SHOPPER_DETAIL_FIELDS) {
    const now = current[field];
    if (stored[field] && field in current && (typeof now !== "string" || !now.trim())) fill[field] = stored[field];
  }
  return fill;
}

/** A stored value read back from the device: only the five fields, as strings; anything else is dropped. */
export function parseStoredDetails(raw: string | null): ShopperDetails | null {
  if (!raw) return null;
  try {
    const details = pickShopperDetails(JSON.parse(raw) as Record<string, unknown>);
    return Object.keys(details).length ? details : null;
  } catch {
    return null;
  }
}
