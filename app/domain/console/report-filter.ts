import { z } from "zod";
import { DEFAULT_STALE_DAYS } from "~/domain/analytics/car-insights";
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

/** The cars report's: the dashboard's, and the days in stock past which a car is listed. */
export const carsFilterSchema = insightsFilterSchema.extend({
  over: z.coerce.number().int().min(1).max(365).catch(DEFAULT_STALE_DAYS),
});
export type CarsFilter = z.infer<typeof carsFilterSchema>;
