/**
 * `npm run seed -- [--date YYYY-MM-DD] [--cars N]`: (re)generates the demo network and its month of history. The same
 * date gives the same data; the default date is today so "sold two days ago" stays true.
 * Stop the server first when using the embedded database: only one process may open it.
 */
import { join } from "node:path";
import { parseArgs } from "node:util";
import { migrate } from "~/db/migrate.server";
import { openDatabase } from "~/db/open-database.server";
import { parseEnv } from "~/lib/env.server";
import { loadSites } from "~/services/site-configs.server";
import { ensureDemoStaff } from "~/console/demo-staff.server";
import { seedDemoHistory } from "~/demo/demo-history-seed.server";
import { seedDemo } from "~/demo/seed-demo.server";

const { values } = parseArgs({ options: { date: { type: "string" }, cars: { type: "string" } } });
const env = parseEnv(process.env);
const now = values.date ? new Date(`${values.date}T12:00:00+10:00`) : new Date();
if (Number.isNaN(now.getTime())) throw new Error(`--date must look like 2026-11-22, got ${values.date}`);
const totalCars = values.cars ? Number(values.cars) : undefined;
if (totalCars !== undefined && !(Number.isInteger(totalCars) && totalCars > 0)) throw new Error("--cars must be a positive whole number");

const db = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: join(env.DATA_DIR, "pglite") });
try {
  await migrate(db);
  const sites = await loadSites(db, { sitesDir: env.SITES_DIR, port: env.PORT, at: new Date() });
  const started = Date.now();
  const cars = await seedDemo(db, sites, { now, totalCars, reset: true, imagesDir: join(env.DATA_DIR, "images", "src"), log: console.log });
  // The history's leads are worked by the demo staff, and its events are about the cars just written: both first.
  await ensureDemoStaff(db, sites, now);
  await seedDemoHistory(db, sites, { now, reset: true, log: console.log });
  console.log(`Seeded ${cars} cars in ${((Date.now() - started) / 1000).toFixed(1)} s (reference date ${now.toISOString().slice(0, 10)}).`);
} finally {
  await db.close();
}
