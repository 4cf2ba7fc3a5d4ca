/** PostgreSQL's largest `integer`: a larger id can name no row, and would make the query itself fail. */
export const MAX_ROW_ID = 2_147_483_647;

/** A database row id from a URL or a request body (a number, or a string of digits), or null for anything else. */
export function parseRowId(value: unknown): number | null {
  const id = typeof value === "number" ? value : typeof value === "string" && /^\d{1,10}$/.test(value.trim()) ? Number(value) : Number.NaN;
  return Number.isInteger(id) && id > 0 && id <= MAX_ROW_ID ? id : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A uuid id (a reservation, a valuation, a payment request) from a URL or a request body, lower-cased, or null for
 * anything else: PostgreSQL refuses a malformed uuid with an error, so nothing else may reach a uuid column.
 */
export function parseUuid(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const v = value.trim();
  return UUID.test(v) ? v.toLowerCase() : null;
}
