/**
 * The console lists' keyset cursor (the leads inbox, the reservations): a row's place in a list ordered newest first
 * by (created_at, id), written `createdAt ISO~id` in the URL. Page 50 costs what page 1 does, and a row added while
 * someone pages is never shown twice.
 */
export type Keyset = { createdAt: Date; id: string };

/** What a cursor in a URL must look like: anything else is no cursor (never a 500, never SQL). */
export const CURSOR_PATTERN = /^\d{4}-\d{2}-\d{2}T[\d:.]+Z~[0-9a-f-]{36}$/;

export const cursorOf = (row: { createdAt: Date; id: string }) => `${new Date(row.createdAt).toISOString()}~${row.id}`;

export function parseCursor(value: string | null | undefined): Keyset | undefined {
  if (!value || !CURSOR_PATTERN.test(value)) return undefined;
  const [createdAt, id] = value.split("~") as [string, string];
  const at = new Date(createdAt);
  return Number.isNaN(at.getTime()) ? undefined : { createdAt: at, id };
}
