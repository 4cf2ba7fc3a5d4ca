/**
 * `npm run bench:bundle [-- --build DIR]`
 *
 * JavaScript and CSS each page downloads on first load (issue 18), from the production build (`npm run build`
 * first): the entry, the root route and the page's route module with every chunk they import statically,
 * deduplicated, as the page's modulepreload links name them. Raw, gzip (level 9) and brotli (quality 11),
 * in KB of 1,000 bytes. One row per route module (the ids one file serves have the same files); the last
 * line is JSON with every route id.
 */
import { parseArgs } from "node:util";
import {
  CONSOLE_JS_BUDGET_GZIP,
  CSS_BUDGET_GZIP,
  FIRST_LOAD_JS_BUDGET_GZIP,
  firstLoadBundles,
  jsBudgetFor,
  type RouteBundle,
} from "./bundle-sizes";

const { values: args } = parseArgs({ options: { build: { type: "string", default: "build" } } });
const bundles = firstLoadBundles(args.build);
if (!bundles) {
  console.error(`No build in ${args.build}/: run \`npm run build\` first.`);
  process.exit(1);
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const byModule = new Map<string, RouteBundle[]>();
for (const b of bundles) byModule.set(b.module, [...(byModule.get(b.module) ?? []), b]);

const header = ["route module", "paths", "js files", "js raw", "js gz", "js br", "css files", "css raw", "css gz"];
const rows = [...byModule.values()]
  .map((group) => {
    const [b] = group as [RouteBundle, ...RouteBundle[]];
    const paths = group.length > 1 ? `${b.path} +${group.length - 1}` : b.path;
    const over = b.js.gzip > jsBudgetFor(b.path, b.id) ? " !" : "";
    return {
      gzip: b.js.gzip,
      cells: [
        b.module,
        paths,
        String(b.js.files),
        kb(b.js.raw),
        kb(b.js.gzip) + over,
        kb(b.js.brotli),
        String(b.css.files),
        kb(b.css.raw),
        kb(b.css.gzip),
      ],
    };
  })
  .sort((a, b) => b.gzip - a.gzip)
  .map((r) => r.cells);
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
const line = (cells: string[]) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  ");
console.log(
  `First-load JavaScript and CSS per page (KB = 1,000 bytes; budget ${kb(FIRST_LOAD_JS_BUDGET_GZIP)} KB JS gz, the dealer console's ${kb(CONSOLE_JS_BUDGET_GZIP)} KB, one stylesheet of at most ${kb(CSS_BUDGET_GZIP)} KB gz; ! = over)`,
);
console.log(line(header));
for (const r of rows) console.log(line(r));
const over = bundles.filter((b) => b.js.gzip > jsBudgetFor(b.path, b.id));
console.log(
  over.length
    ? `${over.length} of ${bundles.length} pages over the JavaScript budget`
    : `All ${bundles.length} pages within the JavaScript budget`,
);
console.log(
  JSON.stringify({
    budget: { jsGzip: FIRST_LOAD_JS_BUDGET_GZIP, cssGzip: CSS_BUDGET_GZIP },
    routes: bundles.map(({ id, path, module, js, css, cssFiles }) => ({ id, path, module, js, css, cssFiles })),
  }),
);
