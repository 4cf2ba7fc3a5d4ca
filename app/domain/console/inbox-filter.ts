import { z } from "zod";
import { midnightIn, nextCalendarDay } from "~/domain/format";
import { LEAD_STATUSES } from "./lead-status";
import { CURSOR_PATTERN, type Keyset, parseCursor } from "./keyset-cursor";

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter a date as dd/mm/yyyy.")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), "Enter a real date.");
const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/** The inbox's filters as the address bar carries them: every key optional, a blank one ignored. */
export const inboxFilterSchema = z.object({
  form: z.preprocess(
    blankToUndefined,
    z
      .string()
      .max(40)
      .regex(/^[\w-]+$/)
      .optional(),
  ),
  dealership: z.preprocess(
    blankToUndefined,
    z
      .string()
      .max(80)
      .regex(/^[\w-]+$/)
      .optional(),
  ),
  status: z.preprocess(blankToUndefined, z.enum(LEAD_STATUSES).optional()),
  assigned: z.preprocess(blankToUndefined, z.union([z.literal("me"), z.literal("none"), z.string().regex(/^\d{1,18}$/)]).optional()),
  from: z.preprocess(blankToUndefined, day.optional()),
  to: z.preprocess(blankToUndefined, day.optional()),
  q: z.preprocess(blankToUndefined, z.string().trim().max(80).optional()),
  /** The keyset cursor: the last row of the previous page, `createdAt ISO~id`. */
  after: z.preprocess(blankToUndefined, z.string().regex(CURSOR_PATTERN).optional()),
});
export type InboxFilter = z.infer<typeof inboxFilterSchema>;

/** What the query takes: instants for the date range (whole days on the site's clock), the cursor split, `me` resolved. */
export type InboxQuery = {
  form?: string;
  dealership?: string;
  status?: string;
  assigned?: string | null;
  since?: Date;
  until?: Date;
  q?: string;
  after?: Keyset;
  /** A salesperson limited to some dealerships sees only theirs. */
  dealerships: string[] | null;
};

export function inboxQuery(filter: InboxFilter, viewer: { staffId: string; dealerships: string[] | null }, timeZone: string): InboxQuery {
  return {
    form: filter.form,
    dealership: filter.dealership,
    status: filter.status,
    assigned: filter.assigned === "me" ? viewer.staffId : filter.assigned === "none" ? null : filter.assigned,
    since: filter.from ? midnightIn(filter.from, timeZone) : undefined,
    until: filter.to ? midnightIn(nextCalendarDay(filter.to), timeZone) : undefined,
    q: filter.q,
    after: parseCursor(filter.after),
    dealerships: viewer.dealerships,
  };
}
