import { z } from "zod";
import { historyReportHref } from "~/domain/vehicle/history-report";

/**
 * The value types of a feed row (docs/feeds/README.md, Fields), shared by its flat fields and its
 * nested ones (lender entries). CSV cells arrive as text, JSON values as themselves: each type takes both.
 */
export const feedText = (max: number) => z.string().trim().min(1, "must not be empty").max(max, `must be at most ${max} characters`);

export const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);

export const httpUrl = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).max(2000);

/**
 * A file the car's page links to: a web address, or a path on the site itself (the demo's sample report is one), the
 * two the page's link accepts (historyReportHref). Anything else would be dropped from the page, so it is refused here.
 */
export const linkedFile = z
  .string()
  .trim()
  .max(2000, "must be at most 2,000 characters")
  .refine((v) => historyReportHref(v) !== null, "must be an http(s) URL or a path on this site, like /files/report.pdf");

const YES = new Set(["true", "yes", "y", "1"]);
const NO = new Set(["false", "no", "n", "0"]);

/** true/false in JSON; in CSV also yes/no, y/n and 1/0 (any case). An absent field is false. */
export const yesNo = z
  .preprocess(
    (value) => {
      if (typeof value !== "string") return value;
      const word = value.trim().toLowerCase();
      return YES.has(word) ? true : NO.has(word) ? false : value;
    },
    z.boolean({ error: "must be true or false (or yes/no, 1/0)" }),
  )
  .default(false);

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const AU_DAY = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const ISO_MONTH = /^(\d{4})-(\d{2})$/;
const AU_MONTH = /^(\d{2})\/(\d{4})$/;

/** [year, month, day] of a date written yyyy-mm-dd or dd/mm/yyyy (and, when `monthOnly`, yyyy-mm or mm/yyyy: the 1st). */
function dateParts(text: string, monthOnly: boolean): [number, number, number] | null {
  const iso = ISO_DAY.exec(text);
  if (iso) return [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  const au = AU_DAY.exec(text);
  if (au) return [Number(au[3]), Number(au[2]), Number(au[1])];
  if (!monthOnly) return null;
  const isoMonth = ISO_MONTH.exec(text);
  if (isoMonth) return [Number(isoMonth[1]), Number(isoMonth[2]), 1];
  const auMonth = AU_MONTH.exec(text);
  return auMonth ? [Number(auMonth[2]), Number(auMonth[1]), 1] : null;
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/**
 * A calendar date, stored as yyyy-mm-dd (the `date` columns). Build and compliance plates name a
 * month, so those fields also take the month alone; a date that does not exist (31/02/2024) is an error.
 */
export const feedDate = ({ monthOnly }: { monthOnly: boolean }) =>
  z
    .string({ error: "must be a date" })
    .trim()
    .transform((text, ctx) => {
      const parts = dateParts(text, monthOnly);
      const [year, month, day] = parts ?? [0, 0, 0];
      const real = new Date(Date.UTC(year, month - 1, day));
      if (!parts || real.getUTCMonth() !== month - 1 || real.getUTCDate() !== day) {
        ctx.addIssue({
          code: "custom",
          message: parts
            ? "is not a real date"
            : `must be a date like 2024-03-31 or 31/03/2024${monthOnly ? " (or the month alone, 2024-03 or 03/2024)" : ""}`,
        });
        return z.NEVER;
      }
      if (year < 1900 || year > 2100) {
        ctx.addIssue({ code: "custom", message: "must be between the years 1900 and 2100" });
        return z.NEVER;
      }
      return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
    })
    .optional();

// A lender's figure may be left out (or null in JSON): the database keeps null, not 0.
const optionalFigure = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === null || value === "" ? undefined : value), schema.optional());
const rate = optionalFigure(
  z.coerce.number({ error: "must be a number" }).min(0, "must be at least 0").max(100, "must be at most 100 (a percentage)"),
);
const dollars = optionalFigure(wholeNumber(0, 100_000_000));

/**
 * One lender's entry for the car (`car_finance_lenders`): its rates (per cent a year), repayments and
 * disclaimer. Strict, unlike the row: a misspelt figure would otherwise vanish from the finance panel unnoticed.
 */
export const LenderEntrySchema = z.strictObject(
  {
    provider: feedText(60),
    interest_rate: rate,
    comparison_rate: rate,
    payment_week: dollars,
    payment_month: dollars,
    balloon: dollars,
    deposit: dollars,
    term_years: optionalFigure(wholeNumber(1, 30)),
    total_payable: dollars,
    establishment_fees: optionalFigure(z.coerce.number({ error: "must be a number" }).min(0, "must be at least 0").max(100_000)),
    disclaimer: optionalFigure(z.string().trim().max(2000, "must be at most 2,000 characters")),
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? `has no field ${issue.keys.map((k) => `"${k}"`).join(", ")} (see docs/feeds/README.md)`
        : "must be an object",
  },
);

export const MAX_LENDERS = 10;
export const lenderEntries = z
  .array(LenderEntrySchema, { error: "must be a list" })
  .max(MAX_LENDERS, `must list at most ${MAX_LENDERS}`)
  .superRefine((entries, ctx) => {
    const seen = new Set<string>();
    entries.forEach((entry, i) => {
      if (seen.has(entry.provider))
        ctx.addIssue({ code: "custom", path: [i, "provider"], message: `names ${entry.provider} again: one entry per lender` });
      seen.add(entry.provider);
    });
  })
  .default([]);

export const MAX_SPIN_FRAMES = 120;
const frames = z
  .array(feedText(2000), { error: "must be a list" })
  .max(MAX_SPIN_FRAMES, `must list at most ${MAX_SPIN_FRAMES} frames`)
  .default([]);

/** The 360 views' frames in turning order, each a photo (URL or file path) taken like `photos`; strict, like a lender entry. */
export const spinFrames = z
  .strictObject(
    { exterior: frames, interior: frames },
    {
      error: (issue) =>
        issue.code === "unrecognized_keys"
          ? `has no view ${issue.keys.map((k) => `"${k}"`).join(", ")}: the views are "exterior" and "interior"`
          : 'must be an object with "exterior" and "interior" lists',
    },
  )
  .default({ exterior: [], interior: [] });
