/** Whether build/ is older than what it is built from: `npm start` rebuilds then, the HTTP integration tests refuse to run. */
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

export const BUILD_MARKER = "build/server/index.js";
export const BUILD_SOURCES = ["app", "vite.config.ts", "react-router.config.ts", "package.json"];

/** The newest modification time under a path (the path's own included), leaving out files `skip` names. */
export function newestMtime(path: string, skip: (name: string) => boolean = () => false): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path)
    .filter((name) => !skip(name))
    .reduce((max, name) => Math.max(max, newestMtime(join(path, name), skip)), stat.mtimeMs);
}

/** The sources newer than the build (all of them when there is no build). */
export function newerThanBuild(skip?: (name: string) => boolean): string[] {
  if (!existsSync(BUILD_MARKER)) return BUILD_SOURCES;
  const built = statSync(BUILD_MARKER).mtimeMs;
  return BUILD_SOURCES.filter((s) => existsSync(s) && newestMtime(s, skip) > built);
}
