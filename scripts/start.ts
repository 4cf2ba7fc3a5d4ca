/** `npm start`: build the app when the build is missing or older than the sources, then serve. */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const BUILD_MARKER = "build/server/index.js";
const SOURCES = ["app", "vite.config.ts", "react-router.config.ts", "package.json"];

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

const stale = !existsSync(BUILD_MARKER) || SOURCES.some((s) => existsSync(s) && newestMtime(s) > statSync(BUILD_MARKER).mtimeMs);
if (stale) {
  console.log("Building the app...");
  const result = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.env.NODE_ENV ??= "production";
await import("../server/main.ts");
