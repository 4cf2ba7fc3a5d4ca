import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseSiteConfig, SiteConfigError, type SiteConfig } from "./site-config";
import { conflictsWithOthers, formatProblem, siteProblems } from "./site-config-problems";

/** One site's config file: its JSON, or an error naming the file. */
export function readSiteConfigFile(path: string, name = path): unknown {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    throw new SiteConfigError(`Invalid configuration file ${name}: ${(error as Error).message}`);
  }
}

/** The site config files in a sites directory, by file name. */
export const siteConfigFiles = (dir: string): string[] =>
  readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort();

/** A sites directory's files, each read and checked: its JSON as written (`raw`) and the config it makes. */
export type SiteConfigFile = { file: string; raw: unknown; config: SiteConfig };

export function readSiteConfigDir(dir: string): SiteConfigFile[] {
  const files = siteConfigFiles(dir);
  const raws = files.map((file) => readSiteConfigFile(join(dir, file), file));
  const read = raws.map((raw, i) => ({ file: files[i], raw, config: parseSiteConfig(raw, files[i]) }));
  checkAgainstEachOther(
    read.map((r) => r.config),
    read.map((r) => r.file),
  );
  return read;
}

/**
 * Each site against itself and the ones before it, so a clash is reported once, on the later one; `names` say where
 * each came from (a file, a stored version).
 */
export function checkAgainstEachOther(sites: readonly SiteConfig[], names: readonly string[]): void {
  sites.forEach((site, i) => {
    const problems = [...siteProblems(site), ...conflictsWithOthers(site, sites.slice(0, i))];
    if (problems.length)
      throw new SiteConfigError(`Invalid configuration for site "${site.slug}" (${names[i]}): ${problems.map(formatProblem).join("; ")}`);
  });
}

export function loadSiteConfigs(dir: string): SiteConfig[] {
  return readSiteConfigDir(dir).map((r) => r.config);
}
