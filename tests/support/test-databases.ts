import { randomBytes } from "node:crypto";
import type { Database } from "~/db/database";
import { openDatabase } from "~/db/open-database.server";
import { testDatabaseUrl } from "./test-database-url";

export type TestDatabase = { name: "pglite" | "postgres"; open(): Promise<Database>; dispose(): Promise<void> };

/**
 * The integration suite runs on embedded PGlite always, and on a real PostgreSQL server when
 * TEST_DATABASE_URL is set. Each test file gets its own throwaway PostgreSQL database.
 */
export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [{ name: "pglite", open: () => openDatabase({}), dispose: async () => {} }];
  const url = testDatabaseUrl();
  if (url) {
    const dbName = `test_${randomBytes(6).toString("hex")}`;
    const admin = () => openDatabase({ databaseUrl: url });
    list.push({
      name: "postgres",
      async open() {
        const a = await admin();
        await a.query(`CREATE DATABASE ${dbName}`);
        await a.close();
        const u = new URL(url);
        u.pathname = `/${dbName}`;
        return openDatabase({ databaseUrl: u.toString() });
      },
      async dispose() {
        const a = await admin();
        await a.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
        await a.close();
      },
    });
  }
  return list;
}

/**
 * A throwaway database on the PostgreSQL server at `serverUrl`, for a test that starts server processes on it: its
 * address (for their DATABASE_URL), the test's own open handle, and `drop`, which closes the handle and drops it.
 */
export async function scratchPostgres(serverUrl: string): Promise<{ url: string; db: Database; drop(): Promise<void> }> {
  const dbName = `test_${randomBytes(6).toString("hex")}`;
  const admin = await openDatabase({ databaseUrl: serverUrl });
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.close();
  const u = new URL(serverUrl);
  u.pathname = `/${dbName}`;
  const db = await openDatabase({ databaseUrl: u.toString() });
  return {
    url: u.toString(),
    db,
    async drop() {
      await db.close();
      const a = await openDatabase({ databaseUrl: serverUrl });
      await a.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await a.close();
    },
  };
}
