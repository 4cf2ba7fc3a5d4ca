/**
 * What each page makes the browser download on first load, read from a production build: React Router's
 * own assets manifest (the one the built server uses to write a page's modulepreload links), not a guess
 * from file names. Shared by `npm run bench:bundle` and the budget test (tests/integration/bundle-budget.test.ts).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** Issue 18: at most 125 KB of JavaScript gzipped on first load on every page (KB = 1,000 bytes, as Vite prints). */
export const FIRST_LOAD_JS_BUDGET_GZIP = 125_000;
/**
 * Issue 53: the dealer console's pages (/dealer/...) are a staff member's daily tool, not a shopper's first visit:
 * their own budget, with the headless table and the live inbox in it. No shopper page loads any of their code.
 */
export const CONSOLE_JS_BUDGET_GZIP = 150_000;
/** A console page: under /dealer, or the console's layout route itself (a layout has no path of its own). */
export const isConsolePage = (path: string, id = "") => path === "/dealer" || path.startsWith("/dealer/") || id === "dealer-layout";
export const jsBudgetFor = (path: string, id = "") => (isConsolePage(path, id) ? CONSOLE_JS_BUDGET_GZIP : FIRST_LOAD_JS_BUDGET_GZIP);
/** Issue 18: "CSS stays one small file": one stylesheet per page, at most this many bytes gzipped. */
export const CSS_BUDGET_GZIP = 15_000;

type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  hasDefaultExport: boolean;
  module: string;
  imports?: string[];
  css?: string[];
  clientActionModule?: string;
  clientLoaderModule?: string;
  clientMiddlewareModule?: string;
  hydrateFallbackModule?: string;
};
type Manifest = {
  entry: { module: string; imports: string[]; css?: string[] };
  routes: Record<string, ManifestRoute>;
  url: string;
};

export type Sizes = { files: number; raw: number; gzip: number; brotli: number };
export type RouteBundle = {
  id: string;
  /** The route's full path from the root ("/" for the home page). */
  path: string;
  /** The route module's chunk, which names the file (`car`, `lead-page`), shared by the ids of one file. */
  module: string;
  js: Sizes;
  css: Sizes;
  jsFiles: string[];
  cssFiles: string[];
};

/** The build a page is measured from; `null` when there is none. */
export function readBuildManifest(buildDir = "build"): { manifest: Manifest; lazyDiscovery: boolean } | null {
  const serverBuild = join(buildDir, "server/index.js");
  if (!existsSync(serverBuild)) return null;
  // The server build (its entry and the chunks it may be split into) names the client manifest it serves pages with.
  const server = readdirSync(join(buildDir, "server"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".js"))
    .map((file) => readFileSync(join(buildDir, "server", file), "utf8"))
    .find((text) => text.includes("virtual:react-router/server-manifest"));
  const url = server && /"url": "([^"]+\/manifest-[^"]+\.js)"/.exec(server)?.[1];
  if (!url) throw new Error(`${serverBuild} names no client manifest (has React Router's build output changed?)`);
  const source = readFileSync(join(buildDir, "client", url), "utf8");
  const json = source.slice(source.indexOf("=") + 1).replace(/;\s*$/, "");
  // With lazy route discovery the page inlines the matched routes' part of the manifest; otherwise it imports this file.
  const lazyDiscovery = /var routeDiscovery = \{\s*"mode": "lazy"/.test(server);
  return { manifest: JSON.parse(json) as Manifest, lazyDiscovery };
}

function routePath(routes: Record<string, ManifestRoute>, route: ManifestRoute): string {
  const parts: string[] = [];
  for (let r: ManifestRoute | undefined = route; r; r = r.parentId ? routes[r.parentId] : undefined) if (r.path) parts.unshift(r.path);
  return `/${parts.join("/")}`;
}

/** The matched routes of a page, root first. */
function matches(routes: Record<string, ManifestRoute>, route: ManifestRoute): ManifestRoute[] {
  const chain: ManifestRoute[] = [];
  for (let r: ManifestRoute | undefined = route; r; r = r.parentId ? routes[r.parentId] : undefined) chain.unshift(r);
  return chain;
}

/**
 * The JavaScript of a page's first load, as React Router's <Scripts> writes it: the entry and its static
 * imports, then for each matched route its module, the split client modules and their static imports.
 */
function pageScripts(manifest: Manifest, lazyDiscovery: boolean, route: ManifestRoute): string[] {
  const files = [manifest.entry.module, ...manifest.entry.imports, ...(lazyDiscovery ? [] : [manifest.url])];
  for (const m of matches(manifest.routes, route))
    files.push(
      ...[m.clientActionModule, m.clientLoaderModule, m.clientMiddlewareModule, m.hydrateFallbackModule].filter((f): f is string =>
        Boolean(f),
      ),
      m.module,
      ...(m.imports ?? []),
    );
  return [...new Set(files)];
}

/**
 * The stylesheets a page loads: those Vite lists for its routes, and those a route links itself
 * (the root names the site's stylesheet by URL, `app.css?url`: a link under the dev server, its text in the
 * built page, app/lib/inline-stylesheet.tsx; the budget is the same file's either way).
 */
function pageStyles(manifest: Manifest, route: ManifestRoute, clientDir: string): string[] {
  const files = [...(manifest.entry.css ?? [])];
  for (const m of matches(manifest.routes, route)) {
    files.push(...(m.css ?? []));
    // The route's own module and the chunks split from it (React Router's split route modules) name a linked sheet.
    const base = m.module.replace(/-[\w-]{8}\.js$/, "-");
    const source = [m.module, ...(m.imports ?? []).filter((f) => f.startsWith(base))]
      .map((f) => readFileSync(join(clientDir, f), "utf8"))
      .join("\n");
    for (const linked of source.matchAll(/["'`](\/assets\/[\w.-]+\.css)["'`]/g)) files.push(linked[1] as string);
  }
  return [...new Set(files)];
}

export function sizeMeter(clientDir: string) {
  const cache = new Map<string, Omit<Sizes, "files">>();
  const one = (file: string) => {
    let sizes = cache.get(file);
    if (!sizes) {
      const bytes = readFileSync(join(clientDir, file));
      sizes = {
        raw: bytes.length,
        gzip: gzipSync(bytes, { level: 9 }).length,
        brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      };
      cache.set(file, sizes);
    }
    return sizes;
  };
  return (files: string[]): Sizes =>
    files.reduce(
      (sum, file) => {
        const s = one(file);
        return { files: sum.files + 1, raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip, brotli: sum.brotli + s.brotli };
      },
      { files: 0, raw: 0, gzip: 0, brotli: 0 },
    );
}

/** First-load JavaScript and CSS of every route that renders a page (API and resource routes have no component). */
export function firstLoadBundles(buildDir = "build"): RouteBundle[] | null {
  const read = readBuildManifest(buildDir);
  if (!read) return null;
  const { manifest, lazyDiscovery } = read;
  const measure = sizeMeter(join(buildDir, "client"));
  return Object.values(manifest.routes)
    .filter((r) => r.id !== "root" && r.hasDefaultExport)
    .map((route) => {
      const jsFiles = pageScripts(manifest, lazyDiscovery, route);
      const cssFiles = pageStyles(manifest, route, join(buildDir, "client"));
      return {
        id: route.id,
        path: routePath(manifest.routes, route),
        module: route.module.replace(/^.*\//, "").replace(/-[\w-]{8}\.js$/, ""),
        js: measure(jsFiles),
        css: measure(cssFiles),
        jsFiles,
        cssFiles,
      };
    });
}
