/**
 * `npm run build`'s second step: the server entry (server/main.ts and what it imports from server/ and app/) bundled
 * into build/server-main.js, so production runs plain `node` (issue 18): no TypeScript loader in the serving
 * process, whose hooks thread and transformed-source caches cost memory in every worker. Packages stay outside the
 * bundle (node_modules is read as usual); the SQL migrations are copied beside it, where migrate.server.ts looks.
 * `npm run dev` still runs the sources through tsx.
 */
import { cpSync, rmSync } from "node:fs";
import { build } from "esbuild";
import { SERVER_BUNDLE } from "./build-freshness";

const started = Date.now();
await build({
  entryPoints: ["server/main.ts"],
  outfile: SERVER_BUNDLE,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: "linked",
  logLevel: "warning",
});
rmSync("build/migrations", { recursive: true, force: true });
cpSync("app/db/migrations", "build/migrations", { recursive: true });
console.log(`${SERVER_BUNDLE} built in ${Date.now() - started} ms`);
