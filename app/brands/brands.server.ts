import { BODY_LABELS } from "~/search/facets";
import { cardHit } from "~/search/search-hit";
import type { Database } from "~/db/database";
import { brandOverviewPath, type DirectoryQuery, searchDirectory } from "~/domain/brands/brand-directory";
import { makeModelPath } from "~/domain/search-paths";
import { slugify } from "~/domain/slugify";
import { splitMakeModel } from "~/search/make-model";
import type { StockSearch } from "~/search/search-index";
import { searchAllStock } from "~/stock/stock-summary.server";
import { cardSettings } from "~/sites/card-settings";
import type { TenantSite } from "~/sites/tenant-site";
import { listBrandTiles, locationsSellingMake, modelsOfSiteMakes } from "./brand-queries.server";

type Deps = { db: Database; search: StockSearch; site: TenantSite; now: Date };

const logoKey = (make: string) => `logo/make/${slugify(make)}`;

/** Cars in stock by make and model, as search counts them (the site's visibility rules included). */
function stockByModel(deps: Deps): Map<string, number> {
  const result = searchAllStock(deps.search, deps.site, deps.now, { facets: ["make_model"] });
  return new Map(
    (result.facets.make_model ?? []).flatMap((f) => {
      const split = splitMakeModel(f.value);
      return split ? [[`${split.make}|${split.model}`.toLowerCase(), f.count] as const] : [];
    }),
  );
}

/** A model's body as shoppers read it ("Cab Chassis", not the stored key "cabChassis"), also what its filter and search match. */
const bodyLabel = (body: string | null) => (body === null ? null : (BODY_LABELS[body] ?? body));

/**
 * `/brands`, the manufacturer directory (discovery spec section 7): the models of the makes this
 * site sells, searchable by make, model, body and free text, 21 a page, each with its stock count
 * and links to the model's stock and the brand's page.
 */
export async function loadBrandDirectory(deps: Deps, query: DirectoryQuery) {
  const stock = stockByModel(deps);
  const entries = (await modelsOfSiteMakes(deps.db, deps.site.id)).map((m) => ({
    ...m,
    body: bodyLabel(m.body),
    inStock: stock.get(`${m.make}|${m.model}`.toLowerCase()) ?? 0,
  }));
  const found = searchDirectory(entries, query);
  return {
    siteName: deps.site.name,
    query,
    total: found.total,
    offset: found.offset,
    makes: found.makes,
    bodies: found.bodies,
    entries: found.entries.map((e) => ({
      ...e,
      logoKey: logoKey(e.make),
      stockHref: makeModelPath(e.make, e.model),
      brandHref: brandOverviewPath(e.make),
    })),
    tiles: await listBrandTiles(deps.db, deps.site.id),
  };
}

/**
 * `/{brand}/overview`: one brand at this site: its models with stock counts, its latest cars, the
 * locations that sell it. Null for a make the site does not sell.
 */
export async function loadBrandOverview(deps: Deps, brandSlug: string) {
  const { db, search, site, now } = deps;
  const models = await modelsOfSiteMakes(db, site.id);
  const make = models.find((m) => slugify(m.make) === brandSlug.toLowerCase())?.make;
  if (!make) return null;
  const stock = stockByModel(deps);
  const latest = searchAllStock(search, site, now, { refinements: { make: [make] }, sortBy: "latest", facets: ["car_type"] });
  return {
    siteName: site.name,
    make,
    logoKey: logoKey(make),
    total: latest.count,
    counts: Object.fromEntries((latest.facets.car_type ?? []).map((f) => [f.value, f.count])),
    searchHref: makeModelPath(make),
    models: models
      .filter((m) => m.make === make)
      .map((m) => ({
        model: m.model,
        body: bodyLabel(m.body),
        inStock: stock.get(`${make}|${m.model}`.toLowerCase()) ?? 0,
        href: makeModelPath(make, m.model),
      }))
      .sort((a, b) => b.inStock - a.inStock || a.model.localeCompare(b.model)),
    cars: latest.hits.slice(0, 6).map(cardHit),
    settings: cardSettings(site),
    locations: await locationsSellingMake(db, site.id, make),
  };
}
