import type { Queryable } from "~/db/database";

/** Resolves when the database answers a trivial query within `timeoutMs`; rejects otherwise. */
export async function pingDatabase(db: Queryable, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([db.query("SELECT 1"), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
