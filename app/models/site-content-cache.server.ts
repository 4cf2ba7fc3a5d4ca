import { type BrandTile, listBrandTiles } from "~/brands/brand-queries.server";
import type { Queryable } from "~/db/database";
import { listFeatureBanners, listWhyBuyReasons } from "~/dealer-blocks/dealer-blocks-queries.server";
import type { FeatureBannerItem } from "~/domain/dealer-blocks/feature-banner";
import type { WhyBuyReason } from "~/domain/dealer-blocks/why-buy-reasons";
import type { ModelPageSummary } from "~/domain/models/model-page";
import type { ServiceLink } from "~/domain/models/service-link";
import { listModelPages } from "./model-page-queries.server";
import { siteContentGeneration } from "./site-content-generation.server";
import { listServiceLinks } from "./service-link-queries.server";

/**
 * How long a site's model pages, brand tiles, service links, Why Buy From Us reasons and feature banners are reused.
 * Every page's header and footer show the first three (the root loader), the home and car pages the others (on
 * PGlite a car page's six queries were about a quarter of its server time; reading these lists here cut its CPU a
 * request by about 15%), and they change only when the demo seeder (or, later, a dealer console) replaces them.
 * A replacement made in this process shows on the next request (siteContentChanged); one made by another process
 * (`npm run seed`, another worker of a cluster), or one committed while a request was reading, within this long.
 */
export const SITE_CONTENT_MAX_AGE_MS = 30_000;

type Lists = {
  modelPages: ModelPageSummary[];
  brandTiles: BrandTile[];
  serviceLinks: ServiceLink[];
  whyBuyReasons: WhyBuyReason[];
  featureBanners: FeatureBannerItem[];
};
type Kind = keyof Lists;
type Entry = { at: number; generation: number; rows: Promise<unknown> };

const readers: { [K in Kind]: (db: Queryable, siteId: number) => Promise<Lists[K]> } = {
  modelPages: listModelPages,
  brandTiles: listBrandTiles,
  serviceLinks: listServiceLinks,
  whyBuyReasons: listWhyBuyReasons,
  featureBanners: listFeatureBanners,
};

/** Per database, per site and list: a site's lists are never another's. */
const cache = new WeakMap<Queryable, Map<string, Entry>>();

/**
 * One of the site's content lists, from the database at most every SITE_CONTENT_MAX_AGE_MS. Concurrent requests
 * share one read; a failed read (the database away) is not kept. The rows are shared: callers must not change them.
 */
export function siteContent<K extends Kind>(db: Queryable, siteId: number, kind: K, clock: () => number = Date.now): Promise<Lists[K]> {
  let entries = cache.get(db);
  if (!entries) {
    entries = new Map();
    cache.set(db, entries);
  }
  const key = `${kind}:${siteId}`;
  const generation = siteContentGeneration(siteId);
  const at = clock();
  const entry = entries.get(key);
  if (entry && entry.generation === generation && at - entry.at <= SITE_CONTENT_MAX_AGE_MS && at >= entry.at)
    return entry.rows as Promise<Lists[K]>;
  const rows = readers[kind](db, siteId);
  const stored: Entry = { at, generation, rows };
  entries.set(key, stored);
  rows.catch(() => {
    if (entries.get(key) === stored) entries.delete(key);
  });
  return rows;
}
