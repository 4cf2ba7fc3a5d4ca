import type { CarType } from "~/domain/vehicle/car";
/**
 * Why Buy From Us (vehicle spec section 2: "3-year warranty standard, easy finance, servicing for 50+
 * years; 7-year or 5-year warranties for new cars at two dealers"). Each reason is a row the dealer
 * owns: site-wide (no dealership), or a dealership's own, and for every car or one car type only.
 * Reasons share a topic when one stands in for another: a dealership's new-car warranty replaces the
 * standard warranty on that dealership's new cars, and nowhere else.
 */

export type WhyBuyReason = {
  topic: string;
  title: string;
  detail: string;
  /** Null: every dealership of the site. */
  dealershipSlug: string | null;
  /** Null: every car; otherwise only cars of this type (a new-car warranty). */
  carType: CarType | null;
};

/** What the panel shows for one reason. */
export type WhyBuyItem = { topic: string; title: string; detail: string };

const item = (r: WhyBuyReason): WhyBuyItem => ({ topic: r.topic, title: r.title, detail: r.detail });

/** How closely a reason fits a car: its own dealership counts more than its car type; -1 when it does not apply. */
function closeness(r: WhyBuyReason, car: { dealershipSlug: string; carType: CarType }): number {
  if (r.dealershipSlug !== null && r.dealershipSlug !== car.dealershipSlug) return -1;
  if (r.carType !== null && r.carType !== car.carType) return -1;
  return (r.dealershipSlug !== null ? 2 : 0) + (r.carType !== null ? 1 : 0);
}

/**
 * The reasons for one car's page, one a topic, in the order the rows come (by position): for each
 * topic, the row that fits the car most closely, so a new Kia at the Kia dealership reads '7-year
 * new-car warranty' where a used car there reads '3-year warranty as standard'.
 */
export function reasonsForCar(rows: readonly WhyBuyReason[], car: { dealershipSlug: string; carType: CarType }): WhyBuyItem[] {
  const best = new Map<string, { row: WhyBuyReason; fit: number }>();
  for (const row of rows) {
    const f = closeness(row, car);
    const held = best.get(row.topic);
    if (f >= 0 && (!held || f > held.fit)) best.set(row.topic, { row, fit: f });
  }
  const topics = [...new Set(rows.map((r) => r.topic))];
  return topics.flatMap((t) => {
    const chosen = best.get(t);
    return chosen ? [item(chosen.row)] : [];
  });
}

/**
 * The reasons for the home page, which speaks for every dealership: the site-wide reasons for all
 * cars, each followed by the dealerships' own reasons on the same topic (the two dealers' new-car
 * warranties after the standard one). A dealership's reason names its dealership in its own text.
 */
export function reasonsForSite(rows: readonly WhyBuyReason[]): WhyBuyItem[] {
  const general = rows.filter((r) => r.dealershipSlug === null && r.carType === null);
  const placed = new Set(general.map((r) => r.topic));
  const specific = rows.filter((r) => r.dealershipSlug !== null || r.carType !== null);
  return [
    ...general.flatMap((g) => [g, ...specific.filter((s) => s.topic === g.topic)]),
    // A dealership's reason on a topic the site has no general row for still shows, at the end.
    ...specific.filter((s) => !placed.has(s.topic)),
  ].map(item);
}
