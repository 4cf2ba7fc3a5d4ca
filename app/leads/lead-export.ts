import { withoutControlCharacters } from "~/lib/clean-input";
import type { LeadListRow } from "~/leads/lead-admin-queries.server";

/** The columns every lead export starts with (the admin CLI's and the console's), in this order: `leadCells`. */
export const LEAD_COLUMNS = ["lead_id", "received", "form", "category", "name", "last_name", "email", "phone"] as const;

/** A lead's cells under LEAD_COLUMNS: the time in the site's zone as dealers read it. */
export const leadCells = (
  r: Pick<LeadListRow, "id" | "createdAt" | "form" | "category" | "name" | "lastName" | "email" | "phone">,
  timeZone: string,
) => [r.id, receivedAt(new Date(r.createdAt), timeZone), r.form, r.category, r.name, r.lastName, r.email, r.phone];

const COLUMNS = [...LEAD_COLUMNS, "car_id", "dealership", "quarantine", "delivery", "marketing_consent"] as const;

/** Quotes a CSV cell, and defuses a leading = + - @ so a spreadsheet never runs a shopper's text as a formula. */
export function csvCell(value: unknown): string {
  // Control characters (a terminal's escape codes) have no place in a spreadsheet; line breaks stay, quoted.
  let text = value === null || value === undefined ? "" : withoutControlCharacters(String(value));
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r']/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** dd/mm/yyyy hh:mm in the site's zone, as Australian dealers read it. */
export function receivedAt(instant: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-AU", {
      timeZone,
      hourCycle: "h23",
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

/** A held lead says why, until the dealer releases it; then its deliveries, like any other lead's. */
export const deliverySummary = (row: Pick<LeadListRow, "deliveries" | "quarantineReason" | "releasedAt">) =>
  row.quarantineReason && !row.releasedAt
    ? `held (${row.quarantineReason}): not delivered`
    : row.deliveries.map((d) => `${d.channel} ${d.status}${d.status === "pending" ? ` (attempt ${d.attempts})` : ""}`).join("; ") ||
      "no targets";

/** A CSV document: the header, then one line per row, every cell through `csvCell`, CRLF line ends (RFC 4180). */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return `${[header.join(","), ...rows.map((cells) => cells.map(csvCell).join(","))].join("\r\n")}\r\n`;
}

export function leadsToCsv(rows: LeadListRow[], timeZone: string): string {
  return toCsv(
    COLUMNS,
    rows.map((r) => [...leadCells(r, timeZone), r.carId, r.dealershipSlug, r.quarantineReason, deliverySummary(r), r.marketingConsent]),
  );
}
