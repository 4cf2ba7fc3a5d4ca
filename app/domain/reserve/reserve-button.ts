/** The reserve button's words a site may choose (vehicle spec section 2, discovery spec section 4). */
export const RESERVE_BUTTONS = ["reserve-now", "reserve-this-car", "reserve-car-now"] as const;
export type ReserveButton = (typeof RESERVE_BUTTONS)[number];

/**
 * The reserve button's label, one for the cards and the car page: "Buy Online" where the button leads to the
 * buy-online journey (a shopper there buys the car, not only holds it), otherwise the site's choice of
 * "Reserve Now $200", "Reserve This Car $200" or "Reserve Car Now", the amount from the deposit setting.
 */
export function reserveButtonLabel({
  button,
  checkoutPath,
  depositLabel,
}: {
  button: ReserveButton;
  checkoutPath: string;
  depositLabel: string;
}): string {
  if (checkoutPath.endsWith("/buy-online")) return "Buy Online";
  if (button === "reserve-car-now") return "Reserve Car Now";
  return `${button === "reserve-this-car" ? "Reserve This Car" : "Reserve Now"} ${depositLabel}`;
}
