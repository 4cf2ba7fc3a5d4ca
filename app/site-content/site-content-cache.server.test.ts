import { describe, expect, it } from "vitest";
import type { Queryable } from "~/db/database";
import {
  replaceFeatureBanners,
  replaceWhyBuyReasons,
  listFeatureBanners,
  listWhyBuyReasons,
} from "~/dealer-blocks/dealer-blocks-queries.server";
import { replacePopups, replaceSlides, listSlides } from "~/promotions/home-promotion-queries.server";
import { SITE_CONTENT_MAX_AGE_MS, siteContent, siteContentRead } from "./site-content-cache.server";

/** A database that answers every read with one row naming the table and the site, and counts the reads. */
function countingDb() {
  const reads: string[] = [];
  const db: Queryable = {
    async query<T>(sql: string, params?: unknown[]) {
      const table = /FROM (\w+)/.exec(sql)?.[1] ?? "";
      if (sql.startsWith("SELECT")) reads.push(`${table}:${params?.[0]}`);
      return [{ title: `${table} of site ${params?.[0]}` }] as T[];
    },
  };
  return { db, reads };
}

describe("the site-content cache: Why Buy From Us reasons and feature banners", () => {
  it("reads a site's list once within its age, each site's apart, and again when it is older", async () => {
    const { db, reads } = countingDb();
    const at = (ms: number) => () => ms;
    expect(await siteContent(db, 1, "whyBuyReasons", listWhyBuyReasons, at(0))).toEqual([{ title: "why_buy_reasons of site 1" }]);
    await siteContent(db, 1, "whyBuyReasons", listWhyBuyReasons, at(SITE_CONTENT_MAX_AGE_MS));
    expect(await siteContent(db, 2, "whyBuyReasons", listWhyBuyReasons, at(10))).toEqual([{ title: "why_buy_reasons of site 2" }]);
    expect(await siteContent(db, 1, "featureBanners", listFeatureBanners, at(10))).toEqual([{ title: "feature_banners of site 1" }]);
    expect(reads).toEqual(["why_buy_reasons:1", "why_buy_reasons:2", "feature_banners:1"]);
    await siteContent(db, 1, "whyBuyReasons", listWhyBuyReasons, at(SITE_CONTENT_MAX_AGE_MS + 1));
    expect(reads.at(-1)).toBe("why_buy_reasons:1");
    expect(reads).toHaveLength(4);
  });

  it("reads a site's list again at once after this process replaces it", async () => {
    const { db, reads } = countingDb();
    const now = () => 0;
    await siteContent(db, 7, "whyBuyReasons", listWhyBuyReasons, now);
    await siteContent(db, 7, "featureBanners", listFeatureBanners, now);
    await replaceWhyBuyReasons(db, 7, []);
    await siteContent(db, 7, "whyBuyReasons", listWhyBuyReasons, now);
    await siteContent(db, 7, "featureBanners", listFeatureBanners, now);
    await replaceFeatureBanners(db, 7, []);
    await siteContent(db, 7, "featureBanners", listFeatureBanners, now);
    expect(reads).toEqual(["why_buy_reasons:7", "feature_banners:7", "why_buy_reasons:7", "feature_banners:7", "feature_banners:7"]);
  });

  it("reads the home page's slides again at once after this process replaces its slides or popups", async () => {
    const { db, reads } = countingDb();
    const now = () => 0;
    await siteContent(db, 8, "slides", listSlides, now);
    await siteContent(db, 8, "slides", listSlides, now);
    await replaceSlides(db, 8, []);
    await siteContent(db, 8, "slides", listSlides, now);
    await replacePopups(db, 8, []);
    await siteContent(db, 8, "slides", listSlides, now);
    expect(reads).toEqual(["slides:8", "slides:8", "slides:8"]);
  });
});

describe("the site-content cache: reads under a key of their own", () => {
  it("keeps a read per site and key, so a calendar day's offers are not another day's", async () => {
    let calls = 0;
    const read = (what: string) => async () => `${what} #${++calls}`;
    const db: Queryable = { query: async () => [] };
    const at = (ms: number) => () => ms;
    expect(await siteContentRead(db, 1, "offers:2026-11-28", read("28th"), at(0))).toBe("28th #1");
    expect(await siteContentRead(db, 1, "offers:2026-11-28", read("28th"), at(5))).toBe("28th #1");
    expect(await siteContentRead(db, 2, "offers:2026-11-28", read("site 2"), at(5))).toBe("site 2 #2");
    expect(await siteContentRead(db, 1, "offers:2026-11-29", read("29th"), at(10))).toBe("29th #3");
    expect(await siteContentRead(db, 1, "offers:2026-11-29", read("29th"), at(SITE_CONTENT_MAX_AGE_MS + 11))).toBe("29th #4");
  });

  it("does not keep a failed read: the next request reads again", async () => {
    const db: Queryable = { query: async () => [] };
    const now = () => 0;
    await expect(siteContentRead(db, 1, "reviews:4", () => Promise.reject(new Error("database away")), now)).rejects.toThrow(
      "database away",
    );
    await Promise.resolve();
    expect(await siteContentRead(db, 1, "reviews:4", async () => "read again", now)).toBe("read again");
  });
});
