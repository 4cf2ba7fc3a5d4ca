import { readdirSync } from "node:fs";
import { join } from "node:path";
import { createRequestHandler } from "@react-router/express";
import express, { type NextFunction, type Request, type Response } from "express";
import expressStaticGzip from "express-static-gzip";
import type { ServerBuild } from "react-router";
import type { AppContext } from "~/app-context";
import { createPageCache, type PageCache } from "./page-cache";

export type AppBuild =
  | { kind: "production"; serverBuild: ServerBuild; clientDir: string }
  | { kind: "development"; vite: import("vite").ViteDevServer };

type LoadContext = (req: Request, res: Response) => AppContext;

/** Runs an async handler, passing what it throws to Express's error handling. */
export function wrap(handler: (req: Request, res: Response, next: NextFunction) => Promise<unknown>) {
  return (req: Request, res: Response, next: NextFunction) => {
    handler(req, res, next).catch(next);
  };
}

/**
 * The pages and API routes: in production the built bundle behind the static files and the page cache;
 * in development Vite's middleware, with the server build loaded fresh for each request.
 */
export function appHandler(build: AppBuild, getLoadContext: LoadContext, pageCache: PageCache | undefined): express.RequestHandler[] {
  if (build.kind === "development") {
    const { vite } = build;
    const pages = wrap(async (req, res, next) => {
      const serverBuild = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
      const handler = createRequestHandler({
        build: serverBuild,
        mode: "development",
        getLoadContext: (rq, rs) => getLoadContext(rq, rs) as never,
      });
      return handler(req, res, next);
    });
    return [vite.middlewares, pages];
  }
  const { clientDir, serverBuild } = build;
  return [
    // Vite's hashed files never change under their name: kept a year, and sent as the brotli or gzip copy
    // `npm run build` made beside each (scripts/precompress.ts) to a client that takes it.
    express.Router().use(
      "/assets",
      expressStaticGzip(join(clientDir, "assets"), {
        enableBrotli: true,
        orderPreference: ["br", "gzip"],
        index: false,
        serveStatic: { immutable: true, maxAge: "1y" },
      }),
    ),
    publicFiles(clientDir),
    // Every page's caching headers, and the in-memory copies of shared pages.
    (pageCache ?? createPageCache({ maxSeconds: 0, maxBytes: 0 })).middleware,
    createRequestHandler({ build: serverBuild, mode: "production", getLoadContext: (rq, rs) => getLoadContext(rq, rs) as never }),
  ];
}

/**
 * The files of public/ (favicon, /files/*.pdf), copied into the build beside assets/. express.static would look
 * each request's path up on disk, a filesystem stat for every page and API request before it reaches its route:
 * the names at the top of the build are read once at start, and only a path under one of them is looked up.
 */
function publicFiles(clientDir: string): express.RequestHandler {
  const names = new Set(readdirSync(clientDir).filter((name) => name !== "assets"));
  const serve = express.static(clientDir, { maxAge: "1h" });
  return (req, res, next) => {
    const slash = req.path.indexOf("/", 1);
    const first = req.path.slice(1, slash < 0 ? undefined : slash);
    if (names.has(first)) serve(req, res, next);
    else next();
  };
}
