import { formatNumber } from "~/domain/format";
import { type HiddenReason, type VisibilityRules, whyNotVisible } from "~/domain/stock-visibility";
import type { PlannedCar } from "./plan-import";

/** A car the import lists that the site will not show, and the site's rule that hides it. */
export type NotShownCar = { line: number; stockNumber: string; reason: HiddenReason; message: string };

const CAR_TYPE_WORDS = { new: "new", used: "used", demo: "demo" } as const;
const listWords = (words: readonly string[]) =>
  words.length <= 1 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;

/** Why the car is not shown, in the dealer's terms, naming the site setting or feed field that decides it. */
export function notShownMessage(reason: HiddenReason, car: PlannedCar, rules: VisibilityRules): string {
  const r = rules.stockRestrictions;
  switch (reason) {
    case "hidden_by_dealer":
      return "is set not to show on the dealer's website";
    case "not_arrived":
      return "is coming soon, and the site shows only cars in stock";
    case "listed_too_long":
      return `was listed more than ${formatNumber(r.maxAgeDays ?? 0)} days ago, the longest the site shows a car`;
    case "car_type":
      return `is a ${CAR_TYPE_WORDS[car.fields.carType]} car, and the site shows only ${listWords(r.carTypes.map((t) => CAR_TYPE_WORDS[t]))} cars`;
    case "no_photo":
      return car.fields.photos.length
        ? "has no photo that could be used (see photoFailures), and the site shows only cars with photos"
        : "has no photo, and the site shows only cars with photos";
    case "excluded_make":
      return `is a ${car.fields.make}, a make the site does not show`;
    case "excluded_stock_number":
      return "has a stock number the site does not show";
    case "not_certified":
      return "is not certified, and the site shows only certified cars (send certified: true if it is)";
    case "sold":
      return r.inStockOnly
        ? "is sold, and the site shows only cars in stock"
        : `is sold, and the site shows sold cars for ${formatNumber(rules.recentSoldDays)} days after the sale`;
  }
}

/**
 * The listed cars the site's search will not show, by the same rule the site uses (whyNotVisible),
 * so the report cannot disagree with the site. `photoCount` is how many photos the car will have
 * stored: after the fetch when the import is applied, as listed when it is not.
 */
export function carsNotShown(
  cars: readonly PlannedCar[],
  photoCount: (car: PlannedCar) => number,
  rules: VisibilityRules,
  now: Date,
): NotShownCar[] {
  return cars.flatMap((car) => {
    const reason = whyNotVisible(
      {
        ...car.fields,
        stocknum: car.stocknum,
        showOnDealerWebsite: car.showOnDealerWebsite,
        createdAt: car.createdAt,
        photosCount: photoCount(car),
      },
      rules,
      now,
    );
    return reason ? [{ line: car.line, stockNumber: car.stocknum, reason, message: notShownMessage(reason, car, rules) }] : [];
  });
}
