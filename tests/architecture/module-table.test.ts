import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { importRules, renderModuleTable, withModuleTable } from "../../scripts/module-table";

const ROOT = resolve(import.meta.dirname, "../..");
const config = JSON.parse(readFileSync(join(ROOT, "biome.json"), "utf8"));

describe("the module table of docs/architecture.md", () => {
  it("is what biome.json's import rules generate (run `npm run docs:modules` after changing a rule)", () => {
    const doc = readFileSync(join(ROOT, "docs/architecture.md"), "utf8");
    expect(doc).toBe(withModuleTable(doc, config));
  });

  it("names each folder's allow-list, the shared floors in one word, and an exception as the one module", () => {
    const rules = {
      overrides: [
        {
          includes: ["app/**"],
          linter: { rules: { style: { noRestrictedImports: { options: { patterns: [{ group: ["../**"], message: "" }] } } } } },
        },
        rule("app/lib/**", ["!~/lib/**", "!~/domain/**", "!~/db/**"]),
        rule("app/leads/**", [
          "!~/leads/**",
          ...["domain", "images", "geo", "sites", "db", "search", "lib", "site-content", "render", "stock"].map((f) => `!~/${f}/**`),
          "!~/trade-in/trade-in-queries.server",
        ]),
      ],
    };
    expect(importRules(rules)).toEqual([
      { module: "app/lib/", allowed: ["domain", "db"], message: "m" },
      expect.objectContaining({ module: "app/leads/" }),
    ]);
    const table = renderModuleTable(rules).replace(/ +/g, " ");
    expect(table).toContain("| `app/lib/` | env, logger,");
    expect(table).toMatch(/\| domain, db \|\n/);
    expect(table).toContain("| the shared floors; `trade-in/trade-in-queries.server` (the one exception) |");
  });
});

function rule(include: string, allowed: string[]) {
  return {
    includes: [include, "!**/*.test.ts"],
    linter: { rules: { style: { noRestrictedImports: { options: { patterns: [{ group: ["~/**", ...allowed], message: "m" }] } } } } },
  };
}
