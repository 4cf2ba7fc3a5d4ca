/** Whether build/ is older than what it is built from: `npm start` rebuilds then, the HTTP integration tests refuse to run. */
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

export const BUILD_MARKER = "build/server/index.js";
export const BUILD_SOURCES = ["app", "vite.config.ts", "react-router.config.ts", "package.json"];
/** The server entry bundled for plain node (scripts/build-server.ts), and what it is built from. */
export const SERVER_BUNDLE = "build/server-main.js";
export const SERVER_BUNDLE_SOURCES = ["server", "app", "package.json"];
/**
 * Node's options for the server, as `npm start` runs it (package.json) and the tests and benches start it; cluster
 * workers inherit them. V8 lets the young generation grow to 16 MB a semi-space and keeps it: on bench:ssr (PostgreSQL,
 * vehicle page and search API, 10 connections) the server peaked at 354 and 359 MB by default, 351 with 8, 317 with
 * 4, 309 with 2, with no difference in CPU a request beyond the machine's noise (vehicle 12-17 ms, search API
 * 1.5-1.9 ms in every run). The old generation is not bounded here: a large inventory's index lives there.
 * Its growth is: by default V8 lets it reach up to 4 times what the last full collection kept before collecting again,
 * and a busy server keeps about 55 MB, so it grew to 190 MB between collections. With a factor of 2
 * (`--heap-growing-percent=100`) the same load (PostgreSQL, home, search and vehicle pages of two sites, 10
 * connections) peaked at 222 MB of RSS instead of 322, for 24 full collections in 36 s instead of 8 (about 15 ms
 * each) and no change in requests a second beyond the machine's noise.
 * Semi-spaces of 8 MB, not 4 (2026-11-27): once the page cache stopped decoding each page to a string, scavenges were
 * the largest item left in a page's CPU profile (18%; 1.4 a search page, 2 to 6 ms each). With 8: CPU a request 14% lower
 * on bench:ssr (PostgreSQL; home, search and vehicle of two sites: 17 to 22 ms instead of 20 to 26), peak RSS 239 MB;
 * 16 and 32 were no faster than 8 here.
 */
export const SERVER_NODE_OPTIONS = ["--max-semi-space-size=8", "--heap-growing-percent=100"];

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
  return newerThan(BUILD_MARKER, BUILD_SOURCES, skip);
}

/** The sources newer than the server bundle (all of them when there is none). */
export function newerThanServerBundle(skip?: (name: string) => boolean): string[] {
  return newerThan(SERVER_BUNDLE, SERVER_BUNDLE_SOURCES, skip);
}

function newerThan(marker: string, sources: string[], skip?: (name: string) => boolean): string[] {
  if (!existsSync(marker)) return sources;
  const built = statSync(marker).mtimeMs;
  return sources.filter((s) => existsSync(s) && newestMtime(s, skip) > built);
}
