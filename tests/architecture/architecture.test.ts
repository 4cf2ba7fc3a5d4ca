import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

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
    ["app/services/probe.ts", "~/components/stock/car-card", "never import components or routes"],
    ["app/leads/probe.ts", "~/routes/car", "never import components or routes"],
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
