/**
 * The price figures the specs decide by, each named once. Every rule below compares with `>`:
 * a car priced exactly at a threshold is on the 'not shown' side.
 */

/** Vehicle spec section 5: a price shows (and a car can be reserved) only above $10. */
export const PRICE_DISPLAY_THRESHOLD = 10;
export const isPriced = (car: { price: number }) => car.price > PRICE_DISPLAY_THRESHOLD;

/** Discovery spec section 4, vehicle spec section 5: the finance link and lender estimates need a price above $500. */
export const FINANCE_MIN_PRICE = 500;
export const financeOffered = (car: { price: number }) => car.price > FINANCE_MIN_PRICE;

/** Vehicle spec section 5: the market price gauge needs a price above $200. */
export const GAUGE_MIN_PRICE = 200;

/** Vehicle spec section 5: a weekly repayment of $25 or less shows 'Enquire for Finance' instead of the figure. */
export const ENQUIRE_FOR_FINANCE_MAX_WEEKLY = 25;
/** Vehicle spec section 5: a weekly repayment of $25 or less shows 'Enquire for Finance' instead (here, beside the rule: cards show it without the calculator's code). */
export const ENQUIRE_FOR_FINANCE = "Enquire for Finance";
export const showsWeeklyRepayment = (weekly: number | null | undefined): weekly is number =>
  typeof weekly === "number" && weekly > ENQUIRE_FOR_FINANCE_MAX_WEEKLY;

/** Vehicle spec section 5: 'Below market price' when the market average is more than $499 above the price. */
export const BELOW_MARKET_MARGIN = 499;
