import { isStateCode, type StateCode } from "~/domain/australian-states";
import { addToRegistry } from "~/trade-in/trade-in-queries.server";
import { DEMO_PLATES, TOO_OLD_DEMO_CAR } from "./demo-registry";
import { seedDemoOffers } from "./demo-offers-seed.server";
import { seedDemoBrandTiles } from "./demo-brand-tiles.server";
import { seedDemoPromotions } from "./demo-promotions-seed.server";
import { seedDemoDealerBlocks } from "./demo-dealer-blocks.server";
import { seedDemoModelPages } from "./demo-model-pages.server";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Database } from "~/db/database";
import { slugify } from "~/domain/slugify";
import { renderImageSource } from "~/images/render-image-source";
import type { TenantSite } from "~/sites/tenant-site";
import { tagStockChange } from "~/stock/car-history-queries.server";
import { type DemoNetwork, generateNetwork } from "./generate-network";
import { NETWORKS } from "./networks";
import { writeDemoContent } from "./demo-content-queries.server";
import {
  countDealerships,
  deleteSiteStock,
  mostComparedUsedCar,
  registeredStock,
  writeManufacturers,
  writeNetwork,
} from "./demo-queries.server";

export type SeedOptions = {
  now: Date;
  imagesDir: string;
  /** Total cars across the demo network; default is each network's own size (about 2,200). */
  totalCars?: number;
  /** Replace the demo sites' data even when they already have some. */
  reset?: boolean;
  log?: (message: string) => void;
};

const PLANNED_TOTAL = NETWORKS.flatMap((n) => n.dealerships).reduce((sum, d) => sum + d.cars, 0);

export async function seedDemo(db: Database, sites: readonly TenantSite[], options: SeedOptions): Promise<number> {
  const log = options.log ?? (() => {});
  await writeManufacturers(db);
  let written = 0;
  for (const site of sites) {
    const planned = NETWORKS.find((n) => n.siteSlug === site.slug);
    if (!planned) continue;
    if ((await countDealerships(db, site.id)) > 0 && !options.reset) continue;
    const siteCars = planned.dealerships.reduce((sum, d) => sum + d.cars, 0);
    const carsPerSite = options.totalCars ? Math.max(1, Math.round((options.totalCars * siteCars) / PLANNED_TOTAL)) : undefined;
    const network = generateNetwork(site.slug, { now: options.now, carsPerSite, financeProvider: site.financeProvider });
    writeImageSources(options.imagesDir, network);
    const started = Date.now();
    const count = await db.transaction(async (tx) => {
      await deleteSiteStock(tx, site.id);
      await tagStockChange(tx, { source: "demo", actor: "npm run seed", at: options.now });
      return writeNetwork(tx, site.id, network);
    });
    log(`seeded ${site.slug}: ${count} cars in ${Date.now() - started} ms`);
    written += count;
    await addToRegistry(
      db,
      (await registeredStock(db, site.id)).filter((row): row is typeof row & { state: StateCode } => isStateCode(row.state)),
    );
  }
  // Issue 15: pages, blog and FAQ, for sites with none yet (an older install gains them at its next start).
  await writeDemoContent(db, sites, { now: options.now, reset: options.reset ?? false });
  await seedDemoOffers(db, sites, { now: options.now, log });
  await seedDemoBrandTiles(db, sites, { reset: options.reset ?? false });
  await seedDemoPromotions(db, sites, { now: options.now, reset: options.reset ?? false });
  await seedDemoDealerBlocks(db, sites, { reset: options.reset ?? false });
  await seedDemoModelPages(db, sites, { now: options.now, reset: options.reset ?? false });
  await seedDemoPlates(db);
  return written;
}

/** The documented demo plates (app/demo/demo-registry.ts). */
async function seedDemoPlates(db: Database): Promise<void> {
  const car = await mostComparedUsedCar(db);
  await addToRegistry(db, [...(car ? [{ ...DEMO_PLATES.estimate, ...car }] : []), { ...DEMO_PLATES.tooOld, ...TOO_OLD_DEMO_CAR }]);
}

function writeImageSources(dir: string, network: DemoNetwork): void {
  const keys = new Set<string>();
  for (const d of network.dealerships) {
    for (const make of d.def.makes) keys.add(`logo/make/${slugify(make)}`);
    for (const l of d.locations) keys.add(`location/${l.type}`);
    for (const car of d.cars) {
      keys.add(`logo/make/${slugify(car.make)}`);
      for (const image of car.images) keys.add(image.src);
      for (const frame of car.spinFrames) keys.add(frame.src);
    }
  }
  for (const key of keys) {
    const file = join(dir, `${key}.svg`);
    if (existsSync(file)) continue;
    const svg = renderImageSource(key);
    if (!svg) throw new Error(`No artwork for image key ${key}`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, svg);
  }
}
