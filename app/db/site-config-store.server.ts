import { createHash } from "node:crypto";
import type { Queryable } from "~/db/database";
import { currentConfigs, insertConfigVersion, lastFileShas } from "~/db/queries/site-configs.server";
import { upsertSite } from "~/db/queries/sites.server";
import { checkAgainstEachOther, readSiteConfigDir } from "~/sites/load-site-configs.server";
import { parseSiteConfig, type SiteConfig } from "~/sites/site-config";

/** The SHA-256 of a config's JSON: a file re-indented is the same file. */
const configSha = (raw: unknown): string => createHash("sha256").update(JSON.stringify(raw)).digest("hex");

/**
 * Reads SITES_DIR into the database (decision 053): a file is stored as its site's next version when the site has none
 * yet or the file has changed since it was last read in; a file unchanged since leaves whatever the console saved after
 * it. The whole directory is checked first, as start-up always has: one bad file stores nothing. Returns the slugs read in.
 */
export async function importSiteFiles(db: Queryable, dir: string, at: Date): Promise<string[]> {
  const files = readSiteConfigDir(dir);
  const shas = await lastFileShas(db);
  const read: string[] = [];
  for (const { file, raw, config } of files) {
    const siteId = await upsertSite(db, config);
    const sha = configSha(raw);
    if (shas.get(siteId) === sha) continue;
    await insertConfigVersion(db, {
      siteId,
      config: raw,
      source: "file",
      fileSha: sha,
      actor: { tool: "start-up" },
      at,
      note: `Read in from ${file}`,
    });
    read.push(config.slug);
  }
  return read;
}

/** Every site's configuration as stored now, each checked against itself and the others. */
export async function loadStoredConfigs(db: Queryable): Promise<SiteConfig[]> {
  const stored = await currentConfigs(db);
  const names = stored.map((s) => `stored version ${s.version}`);
  const configs = stored.map((s, i) => parseSiteConfig(s.config, `${s.slug} (${names[i]})`));
  checkAgainstEachOther(configs, names);
  return configs;
}
