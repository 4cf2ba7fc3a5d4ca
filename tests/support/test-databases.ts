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
