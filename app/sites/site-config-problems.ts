import { z } from "zod";
import { type SiteConfig, SiteConfigSchema } from "./site-config";
import { originHostname } from "./site-origin";
import { type JsonSchema, unknownSettings } from "./unknown-settings";

/** One thing wrong with a site's config, at a dotted path like `theme.colours.primary` (empty: the whole file). */
export type SiteConfigProblem = { path: string; message: string };

export const formatProblem = (p: SiteConfigProblem): string => `${p.path || "(root)"}: ${p.message}`;

const pathOf = (path: readonly PropertyKey[]): string => path.map(String).join(".");

/** Every zod issue, with a union's branch issues flattened so a typo inside one delivery target still names its field. */
export function schemaProblems(issues: readonly z.core.$ZodIssue[], prefix: readonly PropertyKey[] = []): SiteConfigProblem[] {
  return issues.flatMap((issue) => {
    const path = [...prefix, ...issue.path];
    if (issue.code === "invalid_union" && issue.errors.length === 1) return schemaProblems(issue.errors[0], path);
    return [{ path: pathOf(path), message: issue.message }];
  });
}

/** The names a site answers at: `{slug}.localhost` and its configured hosts. */
export const siteHostNames = (site: Pick<SiteConfig, "slug" | "hosts">): string[] => [`${site.slug}.localhost`, ...site.hosts];

/** Slugs that must be unique across a list, each repeat reported at its own path. */
function duplicates(values: { slug: string; path: string }[], what: string): SiteConfigProblem[] {
  const first = new Map<string, string>();
  const problems: SiteConfigProblem[] = [];
  for (const { slug, path } of values) {
    const earlier = first.get(slug);
    if (earlier) problems.push({ path, message: `${what} "${slug}" is already used at ${earlier}` });
    else first.set(slug, path);
  }
  return problems;
}

/** What the schema cannot see inside one site: repeated hosts and slugs, and a canonical origin the site does not answer at. */
export function siteProblems(site: SiteConfig): SiteConfigProblem[] {
  const problems = duplicates(
    site.hosts.map((slug, i) => ({ slug, path: `hosts.${i}` })),
    "host",
  );
  problems.push(
    ...duplicates(
      site.dealerships.map((d, i) => ({ slug: d.slug, path: `dealerships.${i}.slug` })),
      "dealership slug",
    ),
  );
  // Location pages are /locations/{slug} across the whole site, so location slugs are unique across its dealerships.
  problems.push(
    ...duplicates(
      site.dealerships.flatMap((d, i) => d.locations.map((l, j) => ({ slug: l.slug, path: `dealerships.${i}.locations.${j}.slug` }))),
      "location slug",
    ),
  );
  if (site.canonicalOrigin) {
    const host = originHostname(site.canonicalOrigin);
    if (!siteHostNames(site).includes(host))
      problems.push({
        path: "canonicalOrigin",
        message: `"${host}" is not one of the site's hosts (${["{slug}.localhost", ...site.hosts].join(", ")})`,
      });
  }
  return problems;
}

/** A site beside the others: its slug and every name it answers at must be its own. */
export function conflictsWithOthers(site: SiteConfig, others: readonly SiteConfig[]): SiteConfigProblem[] {
  const problems: SiteConfigProblem[] = [];
  for (const other of others) {
    if (other.slug === site.slug) {
      problems.push({ path: "slug", message: `"${site.slug}" is already the slug of another site's config` });
      continue;
    }
    const theirs = new Set(siteHostNames(other));
    site.hosts.forEach((host, i) => {
      if (theirs.has(host)) problems.push({ path: `hosts.${i}`, message: `"${host}" is already used by site "${other.slug}"` });
    });
    if (other.hosts.includes(`${site.slug}.localhost`))
      problems.push({ path: "slug", message: `"${site.slug}.localhost" is already a host of site "${other.slug}"` });
  }
  return problems;
}

export type SiteConfigCheck = { config: SiteConfig; problems: [] } | { config: null; problems: SiteConfigProblem[] };

/** Everything wrong with one raw config, given the sites already configured (other than one with its own slug being replaced). */
export function checkSiteConfig(raw: unknown, others: readonly SiteConfig[]): SiteConfigCheck {
  const result = SiteConfigSchema.safeParse(raw);
  const unknown = unknownSettings(raw, inputJsonSchema());
  if (!result.success) return { config: null, problems: [...schemaProblems(result.error.issues), ...unknown] };
  const problems = [...unknown, ...siteProblems(result.data), ...conflictsWithOthers(result.data, others)];
  return problems.length ? { config: null, problems } : { config: result.data, problems: [] };
}

let jsonSchema: JsonSchema | null = null;
/** The config file's shape as JSON Schema (what a file may say, before defaults): zod's export, made once. */
export function inputJsonSchema(): JsonSchema {
  jsonSchema ??= z.toJSONSchema(SiteConfigSchema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  return jsonSchema;
}
