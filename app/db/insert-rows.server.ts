import type { Queryable } from "./database";

const MAX_PARAMS = 30_000; // PostgreSQL allows 65,535 bind parameters per statement

/** Multi-row INSERT in chunks; returns the RETURNING rows in input order. */
export async function insertRows<T = Record<string, unknown>>(
  db: Queryable,
  table: string,
  columns: readonly string[],
  rows: readonly unknown[][],
  options: {
    returning?: string;
    onConflictDoNothing?: boolean;
    /** Upsert: on a clash with `target` (like "(site_id, stocknum)"), set these columns to the new row's values. */
    onConflictUpdate?: { target: string; columns: readonly string[] };
  } = {},
): Promise<T[]> {
  const out: T[] = [];
  const perChunk = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
  for (let start = 0; start < rows.length; start += perChunk) {
    const chunk = rows.slice(start, start + perChunk);
    const params: unknown[] = [];
    const tuples = chunk.map((row) => `(${row.map((value) => `$${params.push(value)}`).join(", ")})`);
    const update = options.onConflictUpdate;
    const conflict = update
      ? ` ON CONFLICT ${update.target} DO UPDATE SET ${update.columns.map((c) => `${c} = EXCLUDED.${c}`).join(", ")}`
      : options.onConflictDoNothing
        ? " ON CONFLICT DO NOTHING"
        : "";
    const sql = `INSERT INTO ${table} (${columns.join(", ")}) VALUES ${tuples.join(", ")}${conflict}${options.returning ? ` RETURNING ${options.returning}` : ""}`;
    out.push(...(await db.query<T>(sql, params)));
  }
  return out;
}
