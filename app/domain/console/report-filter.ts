import { z } from "zod";

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

/** The period select's options: "Last 7 days", ... */
export const periodOptions = (periods: readonly number[]) => periods.map((days) => ({ value: String(days), label: `Last ${days} days` }));

export type ReportFilter = { days: number; dealership?: string | undefined };
