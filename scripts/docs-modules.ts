/** `npm run docs:modules`: writes the module table of docs/architecture.md from biome.json's import rules (a test fails when it is stale). */
import { readFileSync, writeFileSync } from "node:fs";
import { withModuleTable } from "./module-table";

const doc = "docs/architecture.md";
writeFileSync(doc, withModuleTable(readFileSync(doc, "utf8"), JSON.parse(readFileSync("biome.json", "utf8"))));
console.log(`${doc} module table written`);
