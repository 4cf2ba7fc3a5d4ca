import { z } from "zod";
import { CAR_STATUSES, type CarStatus } from "~/domain/vehicle/car";
import type { PriceChange } from "./bulk-price";

/** The most cars one bulk change takes: beyond it, narrow the filters (a change is one transaction). */
export const BULK_LIMIT = 2_000;

export type BulkChange = { kind: "status"; status: CarStatus } | { kind: "price"; change: PriceChange };

/** Which cars: the ones ticked, or every car matching the list's filters (a query string), as at the preview. */
export type BulkSelection = { kind: "ids"; ids: number[] } | { kind: "matching"; filter: string };

export type BulkRequest = { step: "preview" | "apply"; change: BulkChange; selection: BulkSelection };

const id = z
  .string()
  .regex(/^\d{1,9}$/, "Choose cars from the list.")
  .transform(Number);

/** "-1000", "+500", "-$1,500", "10", "-2.5": an amount in whole dollars, or a percentage to one decimal place. */
function priceChange(by: "amount" | "percent", raw: string): PriceChange | string {
  const text = raw
    .trim()
    .replace(/^([+-]?)\$/, "$1")
    .replaceAll(",", "");
  if (by === "amount") {
    if (!/^[+-]?\d{1,7}$/.test(text)) return "Enter the amount in whole dollars, like -1000 to take $1,000 off or 500 to add $500.";
    const amount = Number(text);
    return amount === 0 ? "Enter an amount other than $0." : { by, amount };
  }
  if (!/^[+-]?\d{1,3}(\.\d)?$/.test(text)) return "Enter the percentage as a number, like -5 to take 5% off or 2.5 to add 2.5%.";
  const percent = Number(text);
  if (percent === 0) return "Enter a percentage other than 0.";
  if (percent <= -100) return "A price can't come down by 100% or more.";
  if (percent > 100) return "A price can go up by at most 100% at once.";
  return { by, percent };
}

const formSchema = z.object({
  step: z.enum(["preview", "apply"], { error: "Choose what to do with the cars." }),
  change: z.enum(["sold", "status", "price"], { error: "Choose what to do with the cars." }),
  status: z.preprocess((v) => (v === "" ? undefined : v), z.enum(CAR_STATUSES, { error: "Choose the new status." }).optional()),
  priceBy: z.preprocess((v) => (v === "" ? undefined : v), z.enum(["amount", "percent"]).optional()),
  priceValue: z.string().max(20).optional(),
  car: z.array(id).max(BULK_LIMIT, `Choose at most ${BULK_LIMIT} cars at once.`).default([]),
  /** The confirmation's cars, as the preview found them: "12,15,18". */
  ids: z
    .string()
    .max(BULK_LIMIT * 10)
    .regex(/^\d{1,9}(,\d{1,9})*$/)
    .optional(),
  all: z.literal("1").optional(),
  filter: z.string().max(2_000).default(""),
});

/**
 * The bulk form, posted from the list (preview) or from the confirmation (apply). Takes the form's fields with the
 * ticked cars as the array `car`. Returns the request or the message to show.
 */
export function parseBulkForm(fields: Record<string, unknown>): { ok: true; request: BulkRequest } | { ok: false; message: string } {
  const parsed = formSchema.safeParse(fields);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? "Check the form and try again." };
  const f = parsed.data;
  let change: BulkChange;
  if (f.change === "sold") change = { kind: "status", status: "sold" };
  else if (f.change === "status") {
    if (!f.status) return { ok: false, message: "Choose the new status." };
    change = { kind: "status", status: f.status };
  } else {
    if (!f.priceBy) return { ok: false, message: "Choose whether to change the price by an amount or a percentage." };
    const price = priceChange(f.priceBy, f.priceValue ?? "");
    if (typeof price === "string") return { ok: false, message: price };
    change = { kind: "price", change: price };
  }
  const ids = f.ids ? [...new Set(f.ids.split(",").map(Number))] : [...new Set(f.car)];
  if (ids.length > BULK_LIMIT) return { ok: false, message: `Choose at most ${BULK_LIMIT} cars at once.` };
  const selection: BulkSelection = f.step === "preview" && f.all === "1" ? { kind: "matching", filter: f.filter } : { kind: "ids", ids };
  if (selection.kind === "ids" && selection.ids.length === 0) return { ok: false, message: "Tick the cars to change first." };
  return { ok: true, request: { step: f.step, change, selection } };
}

const STATUS_WORDS: Record<CarStatus, string> = { in_stock: "in stock", coming_soon: "coming soon", sold: "sold" };

/** "Mark 12 cars sold?", "Take $1,000 off the price of 3 cars?": the confirmation's question. */
export function bulkQuestion(change: BulkChange, count: number, formatAud: (n: number) => string): string {
  const cars = count === 1 ? "1 car" : `${count} cars`;
  if (change.kind === "status") return `Mark ${cars} ${STATUS_WORDS[change.status]}?`;
  const c = change.change;
  if (c.by === "amount")
    return c.amount < 0 ? `Take ${formatAud(-c.amount)} off the price of ${cars}?` : `Add ${formatAud(c.amount)} to the price of ${cars}?`;
  return c.percent < 0 ? `Take ${-c.percent}% off the price of ${cars}?` : `Put the price of ${cars} up by ${c.percent}%?`;
}

/** What was done, once it is: "12 cars marked sold." */
export function bulkDone(change: BulkChange, changed: number, unchanged: number): string {
  const cars = (n: number) => (n === 1 ? "1 car" : `${n} cars`);
  const done = change.kind === "status" ? `${cars(changed)} marked ${STATUS_WORDS[change.status]}.` : `${cars(changed)} repriced.`;
  return unchanged
    ? `${done} ${cars(unchanged)} already ${unchanged === 1 ? "was" : "were"} ${change.kind === "status" ? STATUS_WORDS[change.status] : "at that price"}.`
    : done;
}
