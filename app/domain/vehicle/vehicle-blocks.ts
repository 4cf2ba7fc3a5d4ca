/** The vehicle-page blocks a site can hide for cars at one of its locations (vehicle spec section 9). */
export const HIDEABLE_VEHICLE_BLOCKS = ["price-comparison", "finance-calculator", "fuel-calculator", "delivery-calculator"] as const;
export type HideableVehicleBlock = (typeof HIDEABLE_VEHICLE_BLOCKS)[number];

/**
 * The blocks hidden for a car at `locationSlug`: the spec's 'fixed location id 793 hides one
 * vehicle-page block', configured per site by location slug (ids differ between installs).
 */
export function hiddenBlocksAt(
  rules: readonly { location: string; blocks: readonly HideableVehicleBlock[] }[],
  locationSlug: string,
): HideableVehicleBlock[] {
  return [...new Set(rules.filter((r) => r.location === locationSlug).flatMap((r) => r.blocks))];
}

/** The mobile bar's buttons: Call Now and Enquire Now, or on one brand the sidebar's three actions (vehicle spec section 2). */
export type MobileBarActions = "call-enquire" | "sidebar";
export function mobileBarButtons(actions: MobileBarActions, hasPhone: boolean): ("call" | "enquire" | "test-drive")[] {
  const call = hasPhone ? (["call"] as const) : [];
  return actions === "sidebar" ? ["enquire", "test-drive", ...call] : [...call, "enquire"];
}
