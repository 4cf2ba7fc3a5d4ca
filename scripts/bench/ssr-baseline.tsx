/**
 * The baseline `npm run bench:ssr` compares the framework with (run as a child process by scripts/bench/ssr.ts):
 * a plain node:http server that answers each page with React's `renderToString` of the same route components
 * (those of the production build) given the same loader data, fetched once from the running platform as
 * single-fetch `.data` and decoded at start. What it leaves out is what the framework costs: Express and its
 * middleware, host resolution, loaders and their queries, the hydration payload, streaming, compression.
 *
 * The tree: a static data router (React Router's own `createStaticRouter`, with loaders that return the fetched
 * data) over the root and the page's route, which the route components need (useNavigation, useFetcher,
 * useRouteLoaderData). The root is the app's Layout and App (header, main, footer, toasts) without <Meta>,
 * <Links>, <Scripts> and <ScrollRestoration>, which need the framework's context; the page's own <meta> and
 * <title> tags and the script tags are therefore missing, a few hundred bytes of a page of tens of kilobytes.
 *
 * The search API's baseline is the same JSON parsed once and `JSON.stringify`ed for each request.
 *
 * Input (environment): BASELINE_PORT, BASELINE_PAGES (a JSON file: [{ host, url, routeId, data }] with data the
 * `.data` response's text). Answers 404 to any other host and URL.
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { pathToFileURL } from "node:url";
import { resolve } from "node:path";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  Outlet,
  type ServerBuild,
  StaticRouterProvider,
  UNSAFE_decodeViaTurboStream as decodeViaTurboStream,
  useRouteLoaderData,
} from "react-router";
import { register } from "node:module";
import type { loader as rootLoader } from "~/root";

// What Vite does for the header's and footer's source files, which the baseline imports as they are: their CSS is
// nothing here (the page's styles are not rendered), a file imported `?raw` (the footer's social marks) is its text,
// and `import.meta.env.SSR` is true.
const viteImports = `import { readFile } from "node:fs/promises";
export async function load(url, context, next) {
  if (url.endsWith(".css")) return { format: "module", source: "", shortCircuit: true };
  if (url.endsWith("?raw")) {
    const text = await readFile(new URL(url.slice(0, -4)), "utf8");
    return { format: "module", source: "export default " + JSON.stringify(text), shortCircuit: true };
  }
  const loaded = await next(url, context);
  if (!url.includes("/app/") || loaded.source == null) return loaded;
  const source = typeof loaded.source === "string" ? loaded.source : new TextDecoder().decode(loaded.source);
  return { ...loaded, source: source.replaceAll("import.meta.env.SSR", "true") };
}`;
register(`data:text/javascript,${encodeURIComponent(viteImports)}`);
const { SiteFooter } = await import("~/components/site/site-footer");
const { SiteHeader } = await import("~/components/site/site-header");
const { Toasts } = await import("~/components/ui/toasts");

/** A page's `.data` text, or for an API (`routeId` null) the JSON it answered, served re-serialised. */
type Page = { host: string; url: string; routeId: string | null; data: string };

/** app/root.tsx's Layout and App in one, less what needs the framework's context (see the header). */
function BaselineRoot() {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  const site = data?.site;
  return (
    <html lang="en-AU">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {site ? <style nonce={data?.nonce}>{site.themeCss}</style> : null}
        <noscript>
          <style>{".js-only{display:none}"}</style>
        </noscript>
      </head>
      <body className="flex min-h-screen flex-col bg-page text-ink antialiased">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-surface focus:p-2">
          Skip to content
        </a>
        {site ? <SiteHeader site={site} nav={data?.nav ?? null} signedIn={Boolean(data?.account)} /> : null}
        <main id="main" className="flex-1">
          <Toasts>
            <Outlet />
          </Toasts>
        </main>
        {site ? <SiteFooter site={site} nav={data?.nav ?? null} year={data?.year ?? 2026} /> : null}
      </body>
    </html>
  );
}

/** The `.data` body decoded: route id -> loader data. */
async function decode(text: string): Promise<Record<string, unknown>> {
  const stream = new Blob([text]).stream();
  const decoded = await decodeViaTurboStream(stream, globalThis);
  await decoded.done;
  const value = decoded.value as Record<string, { data?: unknown }>;
  return Object.fromEntries(Object.entries(value).map(([id, result]) => [id, result?.data]));
}

/** One page's tree, its router state worked out once: each request only renders. */
async function prepare(build: ServerBuild, page: Page & { routeId: string }) {
  const data = await decode(page.data);
  const leaf = build.routes[page.routeId];
  if (!leaf) throw new Error(`no route ${page.routeId} in the build`);
  const routes = [
    {
      id: "root",
      path: "/",
      loader: () => data.root,
      Component: BaselineRoot,
      children: [
        leaf.index
          ? { id: page.routeId, index: true as const, loader: () => data[page.routeId], Component: leaf.module.default }
          : { id: page.routeId, path: "*", loader: () => data[page.routeId], Component: leaf.module.default },
      ],
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(page.url, "http://baseline.localhost")));
  if (context instanceof Response) throw new Error(`${page.url}: the static handler answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return () => `<!DOCTYPE html>${renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />)}`;
}

const build = (await import(pathToFileURL(resolve("build/server/index.js")).href)) as ServerBuild;
const pages = JSON.parse(readFileSync(process.env.BASELINE_PAGES ?? "", "utf8")) as Page[];
const renderers = new Map<string, { type: string; render: () => string }>();
for (const page of pages) {
  const json = page.routeId ? null : JSON.parse(page.data);
  renderers.set(
    `${page.host} ${page.url}`,
    page.routeId
      ? { type: "text/html; charset=utf-8", render: await prepare(build, { ...page, routeId: page.routeId }) }
      : { type: "application/json", render: () => JSON.stringify(json) },
  );
}

const server = createServer((req, res) => {
  const page = renderers.get(`${req.headers.host} ${req.url}`);
  if (!page) {
    res.writeHead(404).end();
    return;
  }
  const body = page.render();
  res.writeHead(200, { "content-type": page.type, "content-length": Buffer.byteLength(body) }).end(body);
});
server.listen(Number(process.env.BASELINE_PORT), "127.0.0.1", () => process.stdout.write("ready\n"));
