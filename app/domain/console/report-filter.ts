import { z } from "zod";
import { INSIGHT_PERIODS } from "~/domain/analytics/insights";
import { RESPONSE_PERIODS } from "./response-times";

// The reports' filters, kept apart from the reports' other rules: only loaders read them, so no page ships zod.

/**
 * The filters every console report reads from its query string: a period of days the report offers (anything else
 * falls back to `fallback`, since a bookmarked or hand-edited address should still open the report) and a
 * dealership's slug.
 */
export function reportFilterSchema<const P extends readonly number[]>(periods: P, fallback: P[number]) {
  const list = periods.join(", ").replace(/, (\d+)$/, " or $1");
  return z.object({
    days: z.coerce
      .number()
      .int()
      .refine((n) => (periods as readonly number[]).includes(n), `Choose a period of ${list} days.`)
      .catch(fallback),
    dealership: z
      .string()
      .regex(/^[a-z0-9-]{1,80}$/)
      .optional()
      .catch(undefined),
  });
}

export type ReportFilter = { days: number; dealership?: string | undefined };

/** Response times: a period of days the table offers, a dealership's slug. */
export const responseFilterSchema = reportFilterSchema(RESPONSE_PERIODS, 30);

/** The dashboard's. */
export const insightsFilterSchema = reportFilterSchema(INSIGHT_PERIODS, 30);

/** Days in stock past which a car is listed: the line a dealer sets for the site (analytics.staleDays), or types in. */
export const staleDaysSchema = z.coerce
  .number({ error: "Enter the days in stock as a whole number." })
  .int("Enter the days in stock as a whole number.")
  .min(1, "Enter at least 1 day.")
  .max(365, "Enter at most 365 days.");

/** The cars report's: the dashboard's, and the days in stock to flag (none given or none usable: the site's line). */
export const carsFilterSchema = insightsFilterSchema.extend({ over: staleDaysSchema.optional().catch(undefined) });
export type CarsFilter = z.infer<typeof carsFilterSchema>;
