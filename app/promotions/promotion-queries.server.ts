import type { Queryable } from "~/db/database";

export type PromotionEntry = { prize: string; claimCode: string; createdAt: Date };

export async function findEntry(db: Queryable, siteId: number, promotion: string, shopperId: string): Promise<PromotionEntry | null> {
  const [row] = await db.query<PromotionEntry>(
    `SELECT prize, claim_code AS "claimCode", created_at AS "createdAt" FROM promotion_entries
      WHERE site_id = $1 AND promotion = $2 AND shopper_id = $3`,
    [siteId, promotion, shopperId],
  );
  return row ? { ...row, createdAt: new Date(row.createdAt) } : null;
}

/** The entry, unless the shopper already has one (the primary key keeps the first). */
export async function insertEntry(
  db: Queryable,
  row: { siteId: number; promotion: string; shopperId: string; prize: string; claimCode: string; now: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO promotion_entries (site_id, promotion, shopper_id, prize, claim_code, created_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT DO NOTHING`,
    [row.siteId, row.promotion, row.shopperId, row.prize, row.claimCode, row.now],
  );
}
