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

export function loadSiteConfigs(dir: string): SiteConfig[] {
  const files = siteConfigFiles(dir);
  const sites = files.map((file) => parseSiteConfig(readSiteConfigFile(join(dir, file), file), file));
  sites.forEach((site, i) => {
    // Each site against itself and the ones before it, so a clash is reported once, on the later file.
    const problems = [...siteProblems(site), ...conflictsWithOthers(site, sites.slice(0, i))];
    if (problems.length)
      throw new SiteConfigError(`Invalid configuration for site "${site.slug}" (${files[i]}): ${problems.map(formatProblem).join("; ")}`);
  });
  return sites;
}
