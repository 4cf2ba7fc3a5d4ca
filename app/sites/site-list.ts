import type { SiteConfig } from "./site-config";
import { siteHostNames } from "./site-config-problems";

export type SiteCountsRow = { slug: string; dealerships: number; cars: number; disabled: boolean };
export type SiteListRow = {
  slug: string;
  name: string;
  hosts: string[];
  dealerships: number;
  cars: number;
  state: "enabled" | "disabled" | "no config";
};

/** Configs joined with the database's counts; a site row whose config file is gone is listed as such. */
export function siteListRows(configs: readonly SiteConfig[], counts: readonly SiteCountsRow[]): SiteListRow[] {
  const bySlug = new Map(counts.map((c) => [c.slug, c]));
  const rows: SiteListRow[] = configs.map((config) => {
    const c = bySlug.get(config.slug);
    return {
      slug: config.slug,
      name: config.name,
      hosts: siteHostNames(config),
      dealerships: c?.dealerships ?? 0,
      cars: c?.cars ?? 0,
      state: c?.disabled ? "disabled" : "enabled",
    };
  });
  const configured = new Set(configs.map((c) => c.slug));
  for (const c of counts)
    if (!configured.has(c.slug))
      rows.push({ slug: c.slug, name: "", hosts: [], dealerships: c.dealerships, cars: c.cars, state: "no config" });
  return rows.sort((a, b) => a.slug.localeCompare(b.slug));
}

/** One line a site under a header, columns padded to the widest value; hosts last, comma-separated. */
export function formatSiteList(rows: readonly SiteListRow[]): string[] {
  const table = [
    ["SLUG", "NAME", "STATE", "DEALERSHIPS", "CARS", "HOSTS"],
    ...rows.map((r) => [r.slug, r.name, r.state, String(r.dealerships), String(r.cars), r.hosts.join(", ")]),
  ];
  const widths = table[0].map((_, col) => Math.max(...table.map((row) => row[col].length)));
  const numeric = new Set([3, 4]);
  return table.map((row) =>
    row
      .map((cell, col) => (col === row.length - 1 ? cell : numeric.has(col) ? cell.padStart(widths[col]) : cell.padEnd(widths[col])))
      .join("  ")
      .trimEnd(),
  );
}
