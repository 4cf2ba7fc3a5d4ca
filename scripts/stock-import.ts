/**
 * `npm run stock:import -- --site SLUG --dealership SLUG [--full|--partial] [--confirm] [--dry-run] [--batch-size N] FILE`
 * Imports a dealer's stock feed (CSV or JSON, docs/feeds/README.md) into one dealership. A full feed
 * (the default) marks the dealership's cars it does not list as sold; --partial touches only its rows.
 * A full feed with no valid row, or that would sell more than the site's `stockFeeds.maxSoldShare`
 * of the dealership, is held (reported, nothing written) unless --confirm; --dry-run reports without
 * writing. Prints the report; exits 1 when any row was rejected or the feed was held. Photos may be
 * URLs or file paths (relative to the feed file). With the embedded database, stop the server first;
 * with DATABASE_URL it runs beside it.
 */
import { createReadStream } from "node:fs";
import { dirname, resolve } from "node:path";
import { parseArgs } from "node:util";
import { parseEnv } from "~/lib/env.server";
import { openFileStore } from "~/storage/open-file-store.server";
import { formatImportReport, progressLine } from "~/stock-feed/import-report";
import { runStockFeed } from "~/stock-feed/feed-runs.server";
import { formatOfFileName, readFeed } from "~/stock-feed/parse-feed";
import { runSiteCommand } from "./site-command";

const USAGE =
  "Usage: npm run stock:import -- --site SLUG --dealership SLUG [--full|--partial] [--confirm] [--dry-run] [--batch-size N] FILE.csv|FILE.json";
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    site: { type: "string" },
    dealership: { type: "string" },
    full: { type: "boolean", default: false },
    partial: { type: "boolean", default: false },
    confirm: { type: "boolean", default: false },
    "dry-run": { type: "boolean", default: false },
    "batch-size": { type: "string", default: "500" },
  },
});
const file = positionals[0];
const format = file ? formatOfFileName(file) : null;
const batchSize = Number(values["batch-size"]);
if (
  !values.site ||
  !values.dealership ||
  !file ||
  positionals.length > 1 ||
  (values.full && values.partial) ||
  !Number.isInteger(batchSize) ||
  batchSize < 1
) {
  console.error(USAGE);
  process.exit(2);
}
if (!format) {
  console.error(`${file}: a feed file ends in .csv or .json`);
  process.exit(2);
}

const env = parseEnv(process.env);
await runSiteCommand(values.site, async (db, site) => {
  // Read as it streams in: a 20,000-car file is never held whole as text beside its rows.
  const parsed = await readFeed(createReadStream(file), format);
  if (!parsed.ok) throw new Error(`${file}: ${parsed.error}`);
  const started = Date.now();
  // A bar only for a person watching: piped output (cron, CI) gets the report alone.
  const tty = process.stderr.isTTY;
  // Recorded as a feed run like every other import (the console's Feeds page lists it).
  const { runId, report } = await runStockFeed(db, site, values.dealership as string, parsed.rows, {
    origin: { source: "cli" },
    now: new Date(),
    mode: values.partial ? "partial" : "full",
    confirmed: values.confirm,
    dryRun: values["dry-run"],
    batchSize,
    photos: { store: openFileStore(env), filesDir: dirname(resolve(file)) },
    onProgress: tty ? (done, total) => process.stderr.write(`\r${progressLine(done, total, Date.now() - started)}`) : undefined,
  });
  if (tty && report.applied) process.stderr.write("\n");
  console.log(formatImportReport(report));
  console.log(`Feed run ${runId}: ${site.origin}/dealer/feeds/runs/${runId}`);
  if (report.rejected > 0 || report.held) process.exitCode = 1;
});
