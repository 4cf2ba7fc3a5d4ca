import { cursorOf, type Keyset, parseCursor } from "./keyset-cursor";
import { parseReservationFilter, type ReservationFilter } from "./reservation-state";

/** How many reservations a page of /dealer/reservations lists. */
export const RESERVATIONS_PAGE = 100;

/** The list's address: its state, and where a page starts (`after`: older than that row; `before`: newer). */
export type ReservationPageQuery = { filter: ReservationFilter; after?: Keyset; before?: Keyset };

export function parseReservationPage(params: URLSearchParams): ReservationPageQuery {
  const filter = parseReservationFilter(params.get("state"));
  const after = parseCursor(params.get("after"));
  // Both in one address is no link the page makes: the older page wins.
  const before = after ? undefined : parseCursor(params.get("before"));
  return { filter, ...(after ? { after } : {}), ...(before ? { before } : {}) };
}

/**
 * One page from what the query fetched: `size + 1` rows from its cursor, newest first, or (for `before`) oldest first
 * going back towards the newest. The extra row says whether there is a page beyond; the cursor the page came by says
 * there is one on its other side.
 */
export function pageOf<T extends { createdAt: Date; id: string }>(
  fetched: readonly T[],
  query: Pick<ReservationPageQuery, "after" | "before">,
  size: number,
): { rows: T[]; newer: string | null; older: string | null } {
  const more = fetched.length > size;
  const rows = fetched.slice(0, size);
  if (query.before) {
    rows.reverse();
    const [first, last] = [rows[0], rows.at(-1)];
    return { rows, newer: more && first ? cursorOf(first) : null, older: last ? cursorOf(last) : null };
  }
  const [first, last] = [rows[0], rows.at(-1)];
  return { rows, newer: query.after && first ? cursorOf(first) : null, older: more && last ? cursorOf(last) : null };
}

/** The address of a page of the list, keeping its state. */
export function reservationPageHref(filter: ReservationFilter, cursor?: { after: string } | { before: string }): string {
  const params = new URLSearchParams();
  if (filter !== "all") params.set("state", filter);
  if (cursor && "after" in cursor) params.set("after", cursor.after);
  if (cursor && "before" in cursor) params.set("before", cursor.before);
  const query = params.toString();
  return query ? `/dealer/reservations?${query}` : "/dealer/reservations";
}
