import { soldCutoff, type VisibilityRules } from "~/domain/stock-visibility";

/**
 * The SQL twin of `isVisibleOnSite` (an integration test holds them equal). Returns a WHERE
 * clause over `c` (cars) that always starts with the site, plus its parameters from `$first`.
 */
export function visibleStockWhere(siteId: number, rules: VisibilityRules, now: Date, first = 1): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const p = (value: unknown) => `$${first + params.push(value) - 1}`;
  const clauses = [
    `c.site_id = ${p(siteId)}`,
    "c.show_on_dealer_website",
    `(c.status IN ('in_stock', 'coming_soon') OR (c.status = 'sold' AND c.sold_at > ${p(soldCutoff(rules, now))}))`,
  ];
  const r = rules.stockRestrictions;
  if (r.carTypes.length) clauses.push(`c.car_type = ANY(${p(r.carTypes)}::text[])`);
  if (r.photoRequired) clauses.push("EXISTS (SELECT 1 FROM car_images ci WHERE ci.car_id = c.id)");
  if (r.excludedMakes.length) clauses.push(`NOT (c.make = ANY(${p(r.excludedMakes)}::text[]))`);
  if (r.excludedStockNumbers.length) clauses.push(`NOT (c.stocknum = ANY(${p(r.excludedStockNumbers)}::text[]))`);
  if (r.certifiedOnly) clauses.push("c.certified");
  return { sql: clauses.join(" AND "), params };
}
