import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseSiteConfig, SiteConfigError, type SiteConfig } from "./site-config";
import { originHostname } from "./site-origin";

export function loadSiteConfigs(dir: string): SiteConfig[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort();
  const sites = files.map((file) => {
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(join(dir, file), "utf8"));
    } catch (error) {
      throw new SiteConfigError(`Invalid configuration file ${file}: ${(error as Error).message}`);
    }
    return parseSiteConfig(raw, file);
  });
  for (const site of sites) {
    if (!site.canonicalOrigin) continue;
    const host = originHostname(site.canonicalOrigin);
    if (host !== `${site.slug}.localhost` && !site.hosts.includes(host))
      throw new SiteConfigError(
        `Invalid configuration for site "${site.slug}": canonicalOrigin: "${host}" is not one of the site's hosts (${["{slug}.localhost", ...site.hosts].join(", ")})`,
      );
  }
  const seen = new Map<string, string>();
  for (const site of sites) {
    for (const key of [site.slug, ...site.hosts]) {
      const owner = seen.get(key);
      if (owner)
        throw new SiteConfigError(`Invalid configuration for site "${site.slug}": hosts: "${key}" is already used by site "${owner}"`);
      seen.set(key, site.slug);
    }
  }
  return sites;
}
