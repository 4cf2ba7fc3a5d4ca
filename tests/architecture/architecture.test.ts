import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { importRules, ROLES } from "../../scripts/module-table";

const ROOT = resolve(import.meta.dirname, "../..");
const BIOME = join(ROOT, "node_modules/.bin/biome");

/**
 * Lints one probe file with the project's own biome.json, placed at `path` in a scratch tree, so
 * a wrong-way import is shown to fail `npm run lint` without touching the real tree.
 */
function lintProbe(path: string, source: string, rule = "style/noRestrictedImports"): { ok: boolean; output: string } {
  const dir = mkdtempSync(join(tmpdir(), "layering-"));
  const config = JSON.parse(readFileSync(join(ROOT, "biome.json"), "utf8"));
  delete config.$schema;
  config.vcs = { enabled: false };
  writeFileSync(join(dir, "biome.json"), JSON.stringify(config));
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), source);
  try {
    const output = execFileSync(BIOME, ["lint", `--only=${rule}`, path], { cwd: dir, encoding: "utf8", stdio: "pipe" });
    return { ok: true, output };
  } catch (error) {
    const e = error as { stdout: string; stderr: string };
    return { ok: false, output: e.stdout + e.stderr };
  }
}

const probe = (specifier: string) => `import { thing } from "${specifier}";\n\nexport const used = thing;\n`;

describe("layering is enforced by the linter (docs/architecture.md)", () => {
  it.each([
    ["app/domain/probe.ts", "~/db/database", "app/domain is pure"],
    ["app/domain/vehicle/probe.ts", "~/sites/site-config", "app/domain is pure"],
    ["app/db/queries/probe.ts", "~/leads/lead-record", "app/db imports no feature folder"],
    ["app/db/probe.ts", "~/search/search-index", "app/db imports no feature folder"],
    ["app/components/stock/probe.tsx", "~/db/queries/cars.server", "Components reach the browser"],
    ["app/components/leads/probe.tsx", "~/leads/lead-form-setup.server", "Components reach the browser"],
    ["app/services/probe.ts", "~/components/stock/car-card", "app/services holds page and API use cases"],
    ["app/leads/probe.ts", "~/routes/car", "app/leads is a feature"],
    ["server/probe.ts", "../scripts/seed", "Start-up never depends on tooling"],
    ["app/search/probe.ts", "../domain/format", "through ~/"],
  ])("%s importing %s fails lint", (path, specifier, message) => {
    const result = lintProbe(path, probe(specifier));
    expect(result.ok).toBe(false);
    expect(result.output).toContain(message);
  });

  it.each([
    ["app/domain/probe.ts", "~/domain/format"],
    ["app/components/stock/probe.tsx", "~/domain/vehicle/car"],
    ["app/routes/probe.tsx", "~/db/queries/cars.server"],
    ["app/leads/probe.ts", "~/db/queries/locations.server"],
  ])("%s importing %s passes", (path, specifier) => {
    expect(lintProbe(path, probe(specifier))).toMatchObject({ ok: true });
  });
});

/** Every import rule of biome.json (decision 025): each folder's allow-list of what it may import under ~/. */
const RULES = importRules(JSON.parse(readFileSync(join(ROOT, "biome.json"), "utf8")));
const APP_FOLDERS = readdirSync(join(ROOT, "app")).filter((name) => statSync(join(ROOT, "app", name)).isDirectory());

/**
 * Lints many probe files in one run (one biome start for the lot), each line of each file an import; answers, per
 * file, the lines lint refused with their messages.
 */
function lintProbes(files: Record<string, string[]>): Record<string, Map<number, string>> {
  const dir = mkdtempSync(join(tmpdir(), "siblings-"));
  const config = JSON.parse(readFileSync(join(ROOT, "biome.json"), "utf8"));
  delete config.$schema;
  config.vcs = { enabled: false };
  writeFileSync(join(dir, "biome.json"), JSON.stringify(config));
  for (const [path, specifiers] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), specifiers.map((s, i) => `import { thing${i} } from "${s}";\n`).join(""));
  }
  let output: string;
  try {
    output = execFileSync(BIOME, ["lint", "--only=style/noRestrictedImports", "--reporter=json", "--max-diagnostics=none", "."], {
      cwd: dir,
      encoding: "utf8",
      stdio: "pipe",
    });
  } catch (error) {
    output = (error as { stdout: string }).stdout;
  }
  const report = JSON.parse(output) as { diagnostics: { message: string; location: { path: string; start: { line: number } } }[] };
  const refused: Record<string, Map<number, string>> = Object.fromEntries(Object.keys(files).map((path) => [path, new Map()]));
  for (const d of report.diagnostics) refused[d.location.path]?.set(d.location.start.line, d.message);
  return refused;
}

describe("features are siblings: each folder imports only what its allow-list names (decision 025)", () => {
  // Each of these was allowed before the allow-lists (the failing-first probes); a feature reaching another
  // feature's internals, or shared plumbing reaching up into a feature, is refused now.
  it.each([
    ["app/leads/probe.ts", "~/reserve/reserve-car.server", "app/leads is a feature"],
    ["app/leads/probe.ts", "~/accounts/session.server", "app/leads is a feature"],
    ["app/leads/probe.ts", "~/trade-in/trade-in.server", "app/leads is a feature"],
    ["app/leads/probe.ts", "~/offers/load-offer-page.server", "app/leads is a feature"],
    ["app/trade-in/probe.ts", "~/reserve/buy-online-journey.server", "app/trade-in is a feature"],
    ["app/accounts/probe.ts", "~/promotions/spin-to-win.server", "app/accounts is a feature"],
    ["app/accounts/probe.ts", "~/app-context", "app/accounts is a feature"],
    ["app/payments/probe.ts", "~/reserve/reserve-car.server", "app/payments is a feature"],
    ["app/offers/probe.ts", "~/content/load-blog.server", "app/offers is a feature"],
    ["app/seo/probe.ts", "~/content/content-paths", "app/seo is a feature"],
    ["app/models/probe.ts", "~/brands/brand-queries.server", "app/models is a feature"],
    ["app/content/probe.ts", "~/models/model-page-queries.server", "app/content is a feature"],
    ["app/brands/probe.ts", "~/services/load-site-nav.server", "app/brands is a feature"],
    ["app/promotions/probe.ts", "~/dealer-blocks/load-dealer-blocks.server", "app/promotions is a feature"],
    ["app/dealer-blocks/probe.ts", "~/promotions/load-home-promotions.server", "app/dealer-blocks is a feature"],
    ["app/stock-feed/probe.ts", "~/leads/submit-lead.server", "app/stock-feed is a feature"],
    ["app/demo/probe.ts", "~/reserve/reservation-queries.server", "app/demo may import only"],
    ["app/services/probe.ts", "~/reserve/checkout-page.server", "app/services holds page and API use cases"],
    ["app/services/probe.ts", "~/app-context", "app/services holds page and API use cases"],
    ["app/lib/probe.ts", "~/leads/lead-services", "app/lib may import only"],
    ["app/lib/probe.ts", "~/app-context", "app/lib may import only"],
    ["app/lib/probe.ts", "~/search/search-index", "app/lib may import only"],
    ["app/sites/probe.ts", "~/payments/payment-settings", "app/sites may import only"],
    ["app/sites/probe.ts", "~/db/database", "app/sites may import only"],
    ["app/search/probe.ts", "~/lib/env.server", "app/search may import only"],
    ["app/site-content/probe.ts", "~/brands/brand-queries.server", "app/site-content may import only"],
    // Trade-in hands leads its snapshot through LeadServices.tradeIns (decision 024): leads never imports it.
    ["app/leads/probe.ts", "~/trade-in/trade-in-queries.server", "app/leads is a feature"],
    ["app/render/probe.ts", "~/content/content-paths", "app/render may import only"],
    ["app/stock/probe.ts", "~/services/load-site-nav.server", "app/stock may import only"],
    ["app/images/probe.ts", "~/domain/format", "app/images may import only"],
    ["app/geo/probe.ts", "~/domain/postcode", "app/geo may import only"],
    ["app/components/search/probe.tsx", "~/stock/stock-summary", "app/components may import only"],
    ["app/app-context.ts", "~/services/load-site-nav.server", "app/app-context.ts names the load context"],
  ])("%s importing %s fails lint", (path, specifier, message) => {
    const result = lintProbe(path, probe(specifier));
    expect(result.ok).toBe(false);
    expect(result.output).toContain(message);
  });

  it.each([
    ["app/trade-in/probe.ts", "~/leads/lead-services"],
    ["app/reserve/probe.ts", "~/leads/lead-services"],
    ["app/reserve/probe.ts", "~/payments/payment-provider"],
    ["app/offers/probe.ts", "~/leads/lead-form-setup"],
    ["app/models/probe.ts", "~/seo/breadcrumbs"],
    ["app/brands/probe.ts", "~/stock/stock-summary.server"],
    ["app/services/probe.ts", "~/brands/brands.server"],
    ["app/lib/probe.ts", "~/db/database"],
    ["app/components/search/probe.tsx", "~/reserve/online-payment-view"],
  ])("%s importing %s passes", (path, specifier) => {
    expect(lintProbe(path, probe(specifier))).toMatchObject({ ok: true });
  });

  it("every folder of app/ but routes/ has an allow-list, with a role in the module table", () => {
    const ruled = RULES.map((r) => r.module);
    expect(APP_FOLDERS.filter((name) => name !== "routes" && !ruled.includes(`app/${name}/`))).toEqual([]);
    expect(ruled.filter((module) => !ROLES[module])).toEqual([]);
  });

  it("nothing imports reserve but the components, the dealer console, the routes and the server", () => {
    // The dealer console calls the reservations' use cases, as the CLI does (decision 043).
    expect(
      RULES.filter((r) => r.allowed.includes("reserve"))
        .map((r) => r.module)
        .sort(),
    ).toEqual(["app/components/", "app/console/"]);
  });

  it("lint refuses, in every folder with a rule, an import of each folder its allow-list does not name, and passes the rest", () => {
    const targets = [
      ...APP_FOLDERS.map((name) => ({ name, specifier: `~/${name}/probe-target` })),
      { name: "app-context", specifier: "~/app-context" },
    ];
    const probePath = (module: string) => (module.endsWith("/") ? `${module}probe.ts` : module);
    const refused = lintProbes(Object.fromEntries(RULES.map((r) => [probePath(r.module), targets.map((t) => t.specifier)])));
    const wrong = RULES.flatMap((rule) =>
      targets.flatMap((target, i) => {
        const own = rule.module === `app/${target.name}/`;
        const allowed = own || rule.allowed.includes(target.name);
        const message = refused[probePath(rule.module)].get(i + 1);
        if (allowed === (message === undefined)) return [];
        return [
          `${rule.module} -> ${target.specifier}: ${allowed ? "allowed" : "refused"} by its rule, but ${message ? "refused" : "passed"}`,
        ];
      }),
    );
    expect(wrong).toEqual([]);
  });
});

describe("server code logs through the request logger, never the console", () => {
  const source = 'export function handler() {\n  console.error("failed");\n}\n';
  it.each(["server/probe.ts", "app/leads/probe.server.ts", "app/routes/api.probe.ts"])("console in %s fails lint", (path) => {
    const result = lintProbe(path, source, "suspicious/noConsole");
    expect(result.ok).toBe(false);
    expect(result.output).toContain("noConsole");
  });
  it("browser code may still use it (the analytics fallback warns there)", () => {
    expect(lintProbe("app/components/probe.tsx", source, "suspicious/noConsole")).toMatchObject({ ok: true });
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Query modules: app/db (the driver, migrations and shared queries) and each feature's *-queries.server.ts. */
const isQueryModule = (path: string) => path.startsWith("app/db/") || /-queries\.server\.ts$/.test(path);
const SQL = /["'`]\s*(SELECT|INSERT\s+INTO|UPDATE\s+\w+|DELETE\s+FROM|WITH\s+\w+\s+AS|LISTEN|NOTIFY)\s/;

describe("one home for SQL", () => {
  it("no SQL statement outside a query module", () => {
    const offenders = [...sourceFiles(join(ROOT, "app")), ...sourceFiles(join(ROOT, "server"))]
      .map((path) => relative(ROOT, path))
      .filter((path) => !isQueryModule(path) && SQL.test(readFileSync(join(ROOT, path), "utf8")));
    expect(offenders).toEqual([]);
  });

  it("the check finds a statement where one is", () => {
    expect(SQL.test("const q = `SELECT id FROM cars WHERE site_id = $1`;")).toBe(true);
    expect(SQL.test("db.query(`\n  UPDATE cars c SET views = views + 1`)")).toBe(true);
    expect(SQL.test('db.query("DELETE FROM cars WHERE site_id = $1")')).toBe(true);
    expect(SQL.test("// Claims due jobs with FOR UPDATE SKIP LOCKED")).toBe(false);
  });
});
