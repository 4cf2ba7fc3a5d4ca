/**
 * The one query interface the platform uses. Both the embedded PGlite path and the
 * real PostgreSQL path implement it, so every query function is written once.
 */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Database extends Queryable {
  readonly kind: "pglite" | "postgres";
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * LISTEN on a channel; resolves to an unsubscribe function. `onResubscribed` is called after a
   * lost connection is replaced: notifications sent in between were missed.
   */
  listen(channel: string, onPayload: (payload: string) => void, onResubscribed?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * The database cannot be reached (server stopped, restarting, connection refused or cut). Not a
 * fault of the request: whoever answers says "try again shortly" (503) rather than "something broke".
 */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`The database is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = "DatabaseUnavailableError";
  }
}
