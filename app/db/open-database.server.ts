import { DataDirError, lockDataDir } from "./data-dir-lock.server";
import type { Pool } from "pg";
import type { Database, Queryable } from "./database";

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

async function openPglite(dataDir?: string): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  let pg: import("@electric-sql/pglite").PGlite;
  try {
    pg = await PGlite.create(dataDir, {
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
  const pool = new pg.Pool({ connectionString: url, max: 10, types: typeParsers });
  // Without a handler, an idle connection dropped by the server would crash the process.
  pool.on("error", onConnectionError);
  const run = (client: { query: Pool["query"] }): Queryable => ({
    async query(sql, params) {
      const result = await client.query(sql, params as unknown[]);
      return result.rows;
    },
  });
  return {
    kind: "postgres",
    ...run(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const result = await work(run(client));
        await client.query("COMMIT");
        return result;
      } catch (error) {
        // The caller gets the first error; a failed ROLLBACK means the connection itself is broken.
        await client.query("ROLLBACK").catch(onConnectionError);
        throw error;
      } finally {
        client.release();
      }
    },
    async listen(channel, onPayload) {
      // LISTEN needs a connection of its own for as long as it listens; if that connection dies,
      // a new one is made, so notifications keep arriving after a database restart.
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
          if (!stopped) setTimeout(() => subscribe().catch(onConnectionError), 500);
        };
        client.on("notification", handler);
        client.on("error", onError);
        await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
        current = { client, onError };
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
    },
    close: () => pool.end(),
  };
}
