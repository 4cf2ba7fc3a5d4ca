import type { Queryable } from "~/db/database";

/** A site's cars a shopper may reserve (in stock, not held, priced, listed, not test-drive only), oldest first. */
export async function reservableCarIds(db: Queryable, siteId: number, limit?: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT id FROM cars WHERE site_id = $1 AND status = 'in_stock' AND NOT reserved AND price > 1 AND show_on_dealer_website
       AND (tag IS NULL OR tag <> 'Test Drive Only') ORDER BY id LIMIT $2`,
    [siteId, limit ?? null],
  );
  return rows.map((r) => r.id);
}
