import { CAR_STATUSES, CAR_TYPES } from "~/domain/vehicle/car";
import { z } from "zod";
import { feedDate, feedText, httpUrl, lenderEntries, linkedFile, spinFrames, wholeNumber, yesNo } from "./feed-values";

const text = feedText;
const whole = wholeNumber;

export const FEED_LIST_LIMIT = 60;

/**
 * One car in a stock feed, the same for CSV and JSON (docs/feeds/README.md). CSV cells arrive as
 * text, so numbers and yes/no are coerced; lists arrive as `a|b|c`, specifications as `spec.{name}`
 * columns, spin frames as `spin.exterior`/`spin.interior` and lender entries as `lender.{provider}.{field}`
 * columns (parse-feed.ts turns them into the JSON shape before this schema sees them).
 */
export const FeedRowSchema = z.object({
  stock_number: text(40).regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, "must be letters, digits and . _ / - only"),
  car_type: z.enum(CAR_TYPES, { error: "must be new, used or demo" }),
  status: z.enum(CAR_STATUSES, { error: "must be in_stock, coming_soon or sold" }).default("in_stock"),
  item_type: z.enum(["car", "motorcycle", "caravan"], { error: "must be car, motorcycle or caravan" }).default("car"),
  year: whole(1900, 2100),
  make: text(60),
  model: text(60),
  badge: text(80).optional(),
  series: text(60).optional(),
  body: text(60).optional(),
  colour: text(60).optional(),
  interior_colour: text(60).optional(),
  km: whole(0, 5_000_000).default(0),
  price: whole(0, 100_000_000),
  was_price: whole(1, 100_000_000).optional(),
  price_type: text(40).optional(),
  transmission: text(60).optional(),
  fuel: text(60).optional(),
  drive: text(20).optional(),
  engine: text(40).optional(),
  seats: whole(1, 99).optional(),
  doors: whole(0, 9).optional(),
  vin: z
    .string()
    .trim()
    .regex(/^[A-HJ-NPR-Z0-9]{17}$/i, "must be 17 letters and digits (no I, O or Q)")
    .transform((v) => v.toUpperCase())
    .optional(),
  rego: text(12).optional(),
  rego_state: z.enum(["QLD", "NSW", "VIC", "ACT", "TAS", "SA", "WA", "NT"], { error: "must be an Australian state, like QLD" }).optional(),
  rego_expiry: feedDate({ monthOnly: false }),
  build_date: feedDate({ monthOnly: true }),
  compliance_date: feedDate({ monthOnly: true }),
  certified: yesNo,
  tag: text(40).optional(),
  preorder: yesNo,
  subscription_price: whole(1, 100_000).optional(),
  history_report_url: linkedFile.optional(),
  location: text(80).optional(),
  dealer_comments: z.string().trim().max(10_000, "must be at most 10,000 characters").optional(),
  photos: z.array(text(2000), { error: "must be a list" }).max(FEED_LIST_LIMIT, `must list at most ${FEED_LIST_LIMIT}`).default([]),
  videos: z.array(httpUrl, { error: "must be a list of URLs" }).max(10, "must list at most 10").default([]),
  walkaround_video: httpUrl.optional(),
  features: z.array(text(120), { error: "must be a list" }).max(200, "must list at most 200").default([]),
  specifications: z
    .record(z.string().trim().min(1).max(80), z.union([z.string().trim().max(200), z.number()]), { error: "must map names to values" })
    .refine((s) => Object.keys(s).length <= 200, "must have at most 200 entries")
    .default({}),
  spin: spinFrames,
  lenders: lenderEntries,
});
export type FeedRow = z.infer<typeof FeedRowSchema>;

/** A row as read from the file: its 1-based line and its values, not yet validated. */
export type RawFeedRow = { line: number; values: unknown; problem?: string };
export type ValidFeedRow = { line: number; row: FeedRow };
export type RejectedRow = { line: number; stockNumber: string | null; field: string; reason: string };

/** Validates every row on its own, so one bad row never stops the rest; each problem names its line and field. */
export function validateFeedRows(raw: readonly RawFeedRow[]): { valid: ValidFeedRow[]; rejected: RejectedRow[] } {
  const valid: ValidFeedRow[] = [];
  const rejected: RejectedRow[] = [];
  for (const { line, values, problem } of raw) {
    const stock = (values as { stock_number?: unknown } | null)?.stock_number;
    const stockNumber = typeof stock === "string" && stock.trim() ? stock.trim() : null;
    if (problem) {
      rejected.push({ line, stockNumber, field: "row", reason: problem });
      continue;
    }
    const parsed = FeedRowSchema.safeParse(values);
    if (parsed.success) {
      const nul = nulPaths(parsed.data);
      if (nul.length === 0) valid.push({ line, row: parsed.data });
      for (const field of nul) rejected.push({ line, stockNumber, field, reason: "must not contain a NUL character" });
      continue;
    }
    for (const issue of parsed.error.issues)
      rejected.push({ line, stockNumber, field: issue.path.map(String).join(".") || "row", reason: issue.message });
  }
  return { valid, rejected };
}

/**
 * Where a row's text holds U+0000. PostgreSQL cannot store it in a text column, so without this one
 * such cell failed the whole feed's batch at the database (500) instead of rejecting its row.
 * Walks the parsed row, so fields the platform ignores do not count.
 */
function nulPaths(value: unknown, path = ""): string[] {
  if (typeof value === "string") return value.includes("\u0000") ? [path || "row"] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => nulPaths(item, path ? `${path}.${i}` : String(i)));
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, item]) =>
    key.includes("\u0000") ? [path || "row"] : nulPaths(item, path ? `${path}.${key}` : key),
  );
}
