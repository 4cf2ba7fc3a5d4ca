/**
 * `npm run site -- list|validate FILE|create FILE|export SLUG [FILE]|disable SLUG|enable SLUG|rotate-key --site SLUG --dealership SLUG`
 * The operator's sites: list them with their counts, check a config file (every problem, with its
 * path), onboard one from a file into the database (refused while anything is wrong), write a site's
 * stored config out as a file, stop or resume serving one (its data stays), and give a dealership a
 * new stock feed key. Running servers on the same PostgreSQL pick up a created, disabled or enabled
 * site within a second (sites_changed); with the embedded database, stop the server first (one
 * process per data directory) and start it again afterwards. Decision 053: the database holds the
 * configs; SITES_DIR's files are read in at start.
 */
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import type { Database } from "~/db/database";
import { createSite } from "~/db/create-site.server";
import { switchSite } from "~/db/switch-site.server";
import { currentConfigs } from "~/db/queries/site-configs.server";
import { siteCounts } from "~/db/queries/sites.server";
import { loadSites } from "~/services/site-configs.server";
import { loadSiteConfigs, readSiteConfigFile, siteConfigFiles } from "~/sites/load-site-configs.server";
import type { SiteConfig } from "~/sites/site-config";
import { checkSiteConfig, formatProblem, siteHostNames } from "~/sites/site-config-problems";
import { formatSiteList, siteListRows } from "~/sites/site-list";
import { rotateFeedKey } from "~/stock-feed/feed-keys.server";
import { type Env, parseEnv } from "~/lib/env.server";
import { checkPaymentSettings } from "~/payments/providers.server";
import { runDatabaseCommand, runSiteCommand } from "./site-command";

const USAGE = `Usage: npm run site -- list
       npm run site -- validate FILE
       npm run site -- create FILE
       npm run site -- export SLUG [FILE]
       npm run site -- disable SLUG | enable SLUG
       npm run site -- rotate-key --site SLUG --dealership SLUG`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { site: { type: "string" }, dealership: { type: "string" } },
});
const [command, argument] = positionals;

function usage(): never {
  console.error(USAGE);
  process.exit(2);
}

/** The sites configured in SITES_DIR other than the one in `file` itself (validating a file already there). */
function otherSites(sitesDir: string, file: string): SiteConfig[] {
  const files = siteConfigFiles(sitesDir); // loadSiteConfigs reads these, in this order
  return loadSiteConfigs(sitesDir).filter((_, i) => resolve(sitesDir, files[i]) !== resolve(file));
}

/** The config in `file` checked against the other sites; its problems printed one a line (exit code 1) when there are any. */
function checkFile(file: string, sitesDir: string): { raw: unknown; config: SiteConfig } | null {
  const raw = readSiteConfigFile(file);
  const check = checkSiteConfig(raw, otherSites(sitesDir, file));
  if (check.config) return { raw, config: check.config };
  for (const problem of check.problems) console.log(formatProblem(problem));
  process.exitCode = 1;
  return null;
}

/** How soon servers notice a change: at once on PostgreSQL, at their next start on the embedded database. */
const whenServed = (db: Database) =>
  db.kind === "postgres"
    ? "Running servers on this database pick the change up within a second."
    : "Embedded database: start the server (again) to serve the change.";

async function create(db: Database, file: string, checked: { raw: unknown; config: SiteConfig }, env: Env): Promise<void> {
  const { raw, config } = checked;
  // The server's start-up refuses a Stripe site without Stripe's keys; this command runs with the server's environment.
  checkPaymentSettings([config], env);
  // The file was checked against the files beside it; the database may hold sites no file names (created here, or in the console).
  await loadSites(db, { sitesDir: env.SITES_DIR, port: env.PORT, at: new Date() });
  const created = await createSite(db, {
    raw,
    actor: { tool: "npm run site" },
    at: new Date(),
    note: `Created from ${file}`,
    source: "import",
    stripeReady: true,
  });
  if (!created.ok) {
    const exists = created.problems.find((p) => p.path === "slug" && p.message.startsWith("A site "));
    throw new Error(exists ? exists.message : created.problems.map(formatProblem).join("\n"));
  }
  const locations = config.dealerships.reduce((n, d) => n + d.locations.length, 0);
  console.log(`Created site ${config.slug} (${config.dealerships.length} dealership(s), ${locations} location(s)) from ${file}.`);
  console.log(`It answers at ${siteHostNames(config).join(", ")}. ${whenServed(db)}`);
}

/** The site's stored config as a file: what `create` reads, so a site moves between platforms, or into version control. */
async function exportSite(db: Database, slug: string, file: string | undefined, env: Env): Promise<void> {
  await loadSites(db, { sitesDir: env.SITES_DIR, port: env.PORT, at: new Date() });
  const stored = (await currentConfigs(db)).find((s) => s.slug === slug);
  if (!stored) throw new Error(`No site "${slug}" in the database.`);
  const json = `${JSON.stringify(stored.config, null, 2)}\n`;
  if (!file) process.stdout.write(json);
  else {
    writeFileSync(file, json);
    console.log(`Wrote ${slug} (version ${stored.version}) to ${file}.`);
  }
}

async function setDisabled(db: Database, slug: string, disabled: boolean): Promise<void> {
  const switched = await switchSite(db, { slug, enabled: !disabled, actor: { tool: "npm run site" }, at: new Date() });
  if (!switched) throw new Error(`No site "${slug}" in the database.`);
  console.log(
    disabled
      ? `Disabled ${slug}: its hosts answer 404 like an unknown host; its cars, leads and settings stay. \`npm run site -- enable ${slug}\` serves it again.`
      : `Enabled ${slug}: its hosts serve the site again.`,
  );
  console.log(whenServed(db));
}

if (command === "list" && !argument) {
  await runDatabaseCommand(async (db, env) => {
    const configs = await loadSites(db, { sitesDir: env.SITES_DIR, port: env.PORT, at: new Date() });
    for (const line of formatSiteList(siteListRows(configs, await siteCounts(db)))) console.log(line);
  });
} else if ((command === "validate" || command === "create") && argument) {
  // Checked before the database opens: a config is checked against the files beside it, and a refused one touches nothing.
  let checked: ReturnType<typeof checkFile> = null;
  try {
    checked = checkFile(argument, parseEnv(process.env).SITES_DIR);
  } catch (error) {
    console.log((error as Error).message);
    process.exitCode = 1;
  }
  if (checked && command === "validate") console.log("valid");
  else if (checked) {
    const valid = checked;
    await runDatabaseCommand((db, env) => create(db, argument, valid, env));
  }
} else if (command === "export" && argument) {
  await runDatabaseCommand((db, env) => exportSite(db, argument, positionals[2], env));
} else if ((command === "disable" || command === "enable") && argument) {
  await runDatabaseCommand((db) => setDisabled(db, argument, command === "disable"));
} else if (command === "rotate-key" && values.site && values.dealership) {
  const dealership = values.dealership;
  await runSiteCommand(values.site, async (db, site) => {
    const key = await rotateFeedKey(db, site, dealership);
    console.log(`New stock feed key for ${site.slug} / ${dealership} (shown once; store it now):`);
    console.log(key);
    console.log("The old key no longer works.");
  });
} else usage();
