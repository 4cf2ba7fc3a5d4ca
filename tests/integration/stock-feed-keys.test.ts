import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/database";
import { migrate } from "~/db/migrate.server";
import type { TenantSite } from "~/sites/tenant-site";
import { authenticateFeedKey, rotateFeedKey, UnknownDealershipError } from "~/stock-feed/feed-keys.server";
import { makeFeedSite } from "../support/feed-fixtures";
import { testDatabases } from "../support/test-databases";

describe.each(testDatabases())("stock feed keys on $name", (target) => {
  let db: Database;
  let site: TenantSite;
  let other: TenantSite;

  beforeAll(async () => {
    db = await target.open();
    await migrate(db);
    site = await makeFeedSite(db, "keys-a", ["north", "south"]);
    other = await makeFeedSite(db, "keys-b", ["north"]);
  });
  afterAll(async () => {
    await db?.close();
    await target.dispose();
  });

  it("accepts a dealership's current key and names that dealership", async () => {
    const key = await rotateFeedKey(db, site, "south");
    expect(await authenticateFeedKey(db, site, key)).toMatchObject({ slug: "south" });
  });

  it("stores only a hash of the key", async () => {
    const key = await rotateFeedKey(db, site, "north");
    const rows = await db.query<Record<string, unknown>>("SELECT * FROM dealership_feed_keys WHERE site_id = $1", [site.id]);
    expect(JSON.stringify(rows)).not.toContain(key.slice(-64));
  });

  it("stops accepting the old key once the key is rotated", async () => {
    const old = await rotateFeedKey(db, site, "north");
    const current = await rotateFeedKey(db, site, "north");
    expect(await authenticateFeedKey(db, site, old)).toBeNull();
    expect(await authenticateFeedKey(db, site, current)).toMatchObject({ slug: "north" });
  });

  it("refuses another site's key, a tampered key, a malformed key and no key", async () => {
    const otherKey = await rotateFeedKey(db, other, "north");
    expect(await authenticateFeedKey(db, site, otherKey)).toBeNull();
    const key = await rotateFeedKey(db, site, "north");
    const tampered = `${key.slice(0, -1)}${key.endsWith("0") ? "1" : "0"}`;
    expect(await authenticateFeedKey(db, site, tampered)).toBeNull();
    expect(await authenticateFeedKey(db, site, "not-a-key")).toBeNull();
    expect(await authenticateFeedKey(db, site, null)).toBeNull();
  });

  it("refuses to make a key for a dealership the site does not have", async () => {
    await expect(rotateFeedKey(db, site, "west")).rejects.toBeInstanceOf(UnknownDealershipError);
  });
});
