import { mkdirSync } from "node:fs";
import type { Pool } from "pg";
import type { Database, Queryable } from "./database";

// DATE columns stay 'YYYY-MM-DD' strings on both drivers: a JS Date would shift them by the
// server's time zone, and dealership dates are calendar days, not instants.
const DATE_OID = 1082;
const INT8_OID = 20;
const NUMERIC_OID = 1700;

export type DatabaseOptions = { databaseUrl?: string; dataDir?: string };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir);
}

async function openPglite(dataDir?: string): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir, {
    parsers: {
      [DATE_OID]: (v: string) => v,
      [INT8_OID]: (v: string) => Number(v),
      [NUMERIC_OID]: (v: string) => Number(v),
    },
  });
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
    close: () => pg.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import("pg");
  const typeParsers = {
    getTypeParser(oid: number, format?: "text" | "binary") {
      if (oid === DATE_OID) return (v: string) => v;
      if (oid === INT8_OID || oid === NUMERIC_OID) return (v: string) => Number(v);
      return pg.types.getTypeParser(oid, format);
    },
  };
  const pool = new pg.Pool({ connectionString: url, max: 10, types: typeParsers });
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
        await client.query("ROLLBACK").catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async listen(channel, onPayload) {
      // LISTEN needs a connection of its own for as long as it listens.
      const client = await pool.connect();
      const handler = (message: { channel: string; payload?: string }) => {
        if (message.channel === channel) onPayload(message.payload ?? "");
      };
      client.on("notification", handler);
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
      return async () => {
        client.off("notification", handler);
        await client.query(`UNLISTEN ${client.escapeIdentifier(channel)}`).catch(() => {});
        client.release();
      };
    },
    close: () => pool.end(),
  };
}
