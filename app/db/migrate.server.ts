import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Database } from "./database";

const MIGRATIONS_DIR = fileURLToPath(new URL("./migrations/", import.meta.url));

/**
 * Applies the checked-in SQL files in name order, each once, each in its own transaction.
 * Adding a table later means adding `NNNN_name.sql`; nothing else changes.
 */
export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.query("CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())");
  const applied = new Set((await db.query<{ name: string }>("SELECT name FROM schema_migrations")).map((r) => r.name));
  const pending = readdirSync(dir)
    .filter((f) => f.endsWith(".sql") && !applied.has(f))
    .sort();
  for (const name of pending) {
    const sql = readFileSync(`${dir}/${name}`, "utf8");
    await db.transaction(async (tx) => {
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query("INSERT INTO schema_migrations (name) VALUES ($1)", [name]);
    });
  }
  return pending;
}

// Migrations are DDL with no quoted semicolons outside dollar-quoted function bodies ($$ ... $$), so a split on
// statement-ending semicolons outside those bodies is exact; it lets both drivers run them as prepared queries.
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = "";
  // Even parts are outside a $$ body, odd parts inside one (kept as written).
  sql.split("$$").forEach((part, i) => {
    if (i % 2 === 1) {
      current += `$$${part}$$`;
      return;
    }
    const pieces = part.replace(/--.*$/gm, "").split(/;\s*(?:\n|$)/);
    current += pieces[0];
    for (const piece of pieces.slice(1)) {
      statements.push(current);
      current = piece;
    }
  });
  statements.push(current);
  return statements.map((s) => s.trim()).filter(Boolean);
}
