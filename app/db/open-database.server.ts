import { DataDirError, lockDataDir } from "./data-dir-lock.server";
import type { Pool } from "pg";
import { isConnectionFailure } from "./connection-failure";
import { type Database, DatabaseUnavailableError, type Queryable } from "./database";

// DATE columns stay 'YYYY-MM-DD' strings on both drivers: a JS Date would shift them by the
// server's time zone, and dealership dates are calendar days, not instants.
const DATE_OID = 1082;
const INT8_OID = 20;
const NUMERIC_OID = 1700;

export type DatabaseOptions = {
  databaseUrl?: string;
  dataDir?: string;
  /**
   * Told about connection failures no caller sees: connections that fail while idle (a restarted
   * server, say; the pool replaces them), a ROLLBACK or UNLISTEN that fails on a broken connection.
   */
  onConnectionError?: (error: Error) => void;
};

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.onConnectionError ?? (() => {}));
  return openPglite(options.dataDir);
}

/**
 * The embedded database's page cache. PostgreSQL's default, 128 MB, sits in PGlite's WebAssembly memory, which a
 * process never gives back: measured on the demo network (87 MB on disk), the server held 399 MB idle after a restart
 * with the default and 322 MB with 32 MB, and 489 against 399 MB after car pages of every site, at the same CPU a
 * request and start-up time. Pages beyond it are read from the data directory, through the OS's file cache.
 */
const PGLITE_SHARED_BUFFERS = "32MB";

async function openPglite(dataDir?: string): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  // The inbox search's trigram index (migration 0032) needs the extension loaded before any query touches leads.
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  let pg: import("@electric-sql/pglite").PGlite;
  try {
    pg = await PGlite.create(dataDir, {
      startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
      extensions: { pg_trgm },
      parsers: {
        [DATE_OID]: (v: string) => v,
        [INT8_OID]: (v: string) => Number(v),
        [NUMERIC_OID]: (v: string) => Number(v),
      },
    });
  } catch (error) {
    unlock();
    throw new DataDirError(`The embedded database in ${dataDir ?? "memory"} could not be opened: ${(error as Error).message}`);
  }
  const run = (q: { query: typeof pg.query }): Queryable => ({
    async query(sql, params) {
      const result = await q.query(sql, params as unknown[]);
      return result.rows as never[];
    },
  });
  return {
    kind: "pglite",
    ...run(pg),
    transaction: (work) => pg.transaction((tx) => work(run(tx))),
    async listen(channel, onPayload) {
      const unsubscribe = await pg.listen(channel, (payload) => onPayload(payload));
      return () => unsubscribe();
    },
    async close() {
      await pg.close();
      unlock();
    },
  };
}

async function openPostgres(url: string, onConnectionError: (error: Error) => void): Promise<Database> {
  const { default: pg } = await import("pg");
  const typeParsers = {
    getTypeParser(oid: number, format?: "text" | "binary") {
      if (oid === DATE_OID) return (v: string) => v;
      if (oid === INT8_OID || oid === NUMERIC_OID) return (v: string) => Number(v);
      return pg.types.getTypeParser(oid, format);
    },
  };
  // A server that does not answer a connect fails the request in seconds instead of holding it.
  const pool = new pg.Pool({ connectionString: url, max: 10, types: typeParsers, connectionTimeoutMillis: 5_000 });
  // Without a handler, an idle connection dropped by the server would crash the process.
  pool.on("error", onConnectionError);
  const run = (client: { query: Pool["query"] }): Queryable => ({
    async query(sql, params) {
      try {
        const result = await client.query(sql, params as unknown[]);
        return result.rows;
      } catch (error) {
        throw asUnavailable(error);
      }
    },
  });
  return {
    kind: "postgres",
    ...run(pool),
    transaction: (work) => inTransaction(pool, run, onConnectionError, work),
    listen: (channel, onPayload, onResubscribed) => listenFor(pool, onConnectionError, channel, onPayload, onResubscribed),
    close: () => pool.end(),
  };
}

/** One transaction on a connection of its own, rolled back on any error; a broken connection is destroyed, not reused. */
async function inTransaction<T>(
  pool: Pool,
  run: (client: { query: Pool["query"] }) => Queryable,
  onConnectionError: (error: Error) => void,
  work: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const client = await pool.connect().catch((error) => {
    throw asUnavailable(error);
  });
  let broken: Error | undefined;
  // A checked-out client has no error listener of the pool's: a connection cut between two of
  // the transaction's statements would otherwise be an unhandled 'error' event, ending the process.
  const onError = (error: Error) => {
    broken = error;
    onConnectionError(error);
  };
  client.on("error", onError);
  try {
    await client.query("BEGIN");
    const result = await work(run(client));
    await client.query("COMMIT");
    return result;
  } catch (error) {
    // The caller gets the first error; a failed ROLLBACK means the connection itself is broken,
    // and it is destroyed rather than handed to the next request.
    await client.query("ROLLBACK").catch((rollbackError: Error) => {
      broken = rollbackError;
      onConnectionError(rollbackError);
    });
    throw asUnavailable(error);
  } finally {
    client.off("error", onError);
    client.release(broken);
  }
}

async function listenFor(
  pool: Pool,
  onConnectionError: (error: Error) => void,
  channel: string,
  onPayload: (payload: string) => void,
  onResubscribed?: () => void,
): Promise<() => Promise<void>> {
  // LISTEN needs a connection of its own for as long as it listens; if that connection dies,
  // a new one is made (retrying until the server is back), so notifications keep arriving
  // after a database restart, and onResubscribed lets the listener catch up on what it missed.
  let stopped = false;
  let current: { client: import("pg").PoolClient; onError: (error: Error) => void } | null = null;
  const handler = (message: { channel: string; payload?: string }) => {
    if (message.channel === channel) onPayload(message.payload ?? "");
  };
  const detach = (client: import("pg").PoolClient, onError: (error: Error) => void) => {
    client.off("notification", handler);
    client.off("error", onError);
  };
  const subscribe = async (): Promise<void> => {
    const client = await pool.connect();
    const onError = (error: Error) => {
      onConnectionError(error);
      detach(client, onError);
      client.release(error);
      current = null;
      if (!stopped) resubscribe(500);
    };
    client.on("notification", handler);
    client.on("error", onError);
    try {
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      detach(client, onError);
      client.release(error as Error);
      throw error;
    }
    current = { client, onError };
  };
  const resubscribe = (delayMs: number) => {
    const timer = setTimeout(() => {
      if (stopped) return;
      subscribe().then(
        () => onResubscribed?.(),
        (error) => {
          onConnectionError(error);
          resubscribe(Math.min(delayMs * 2, 5_000));
        },
      );
    }, delayMs);
    timer.unref();
  };
  await subscribe();
  return async () => {
    stopped = true;
    const listening = current;
    current = null;
    if (!listening) return;
    detach(listening.client, listening.onError);
    await listening.client.query(`UNLISTEN ${listening.client.escapeIdentifier(channel)}`).catch(onConnectionError);
    listening.client.release();
  };
}

/** A driver error that means the server is out of reach, as the error every caller can recognise. */
function asUnavailable(error: unknown): unknown {
  return isConnectionFailure(error) ? new DatabaseUnavailableError(error) : error;
}
