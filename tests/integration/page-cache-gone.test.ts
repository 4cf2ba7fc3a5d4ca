import { request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express, { type NextFunction, type Request, type Response } from "express";
import { afterEach, describe, expect, it } from "vitest";
import { PAGE_CACHE_HEADER } from "~/lib/page-cache";
import { request } from "../support/http-request";
import { createPageCache, type PageCacheOptions } from "../../server/page-cache";

const PAGE = "/search/used-cars?query=zzz";
const BROWSER = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0" };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/**
 * The page cache as server/create-app.ts mounts it: a slow middleware ahead of it (the rate limiter awaits the
 * database), and after it a renderer that, like React Router's Express adapter, writes nothing to a response whose
 * connection has closed. `render` decides how each render goes.
 */
async function listen(options: Partial<PageCacheOptions>, render: (n: number) => Promise<void> = async () => {}) {
  const cache = createPageCache({ maxSeconds: 10, maxBytes: 1024 * 1024, ...options });
  const app = express();
  let renders = 0;
  app.use((_req, res, next) => {
    res.locals.host = { kind: "site", site: { id: 1 } };
    res.locals.nonce = "nonce";
    next();
  });
  app.use(async (_req: Request, _res: Response, next: NextFunction) => {
    await pause(60);
    next();
  });
  app.use(cache.middleware);
  app.use(async (_req, res) => {
    const n = ++renders;
    await render(n);
    if (res.destroyed) return;
    res.setHeader(PAGE_CACHE_HEADER, "10");
    res.type("html").end(`<p>page ${n}</p>`);
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server?.once("listening", resolve));
  return { port: (server.address() as AddressInfo).port, renders: () => renders };
}

/** A request whose connection the client closes after `ms`, before any answer. */
function closedEarly(port: number, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const req = httpRequest({ host: "127.0.0.1", port, path: PAGE, headers: { host: "a.localhost", ...BROWSER } });
    req.on("error", () => resolve());
    req.on("close", () => resolve());
    req.end();
    setTimeout(() => req.destroy(), ms);
  });
}

const within = <T>(ms: number, promise: Promise<T>) =>
  Promise.race([promise, pause(ms).then(() => Promise.reject(new Error(`no answer within ${ms} ms`)))]);

describe("page cache: a request that is gone holds nothing", () => {
  it("answers a page whose first request closed while it waited in a middleware ahead of the cache", async () => {
    const { port } = await listen({});
    await closedEarly(port, 20);
    await pause(100);
    const res = await within(2000, request(port, "a.localhost", PAGE, { headers: BROWSER }));
    expect(res.status).toBe(200);
    expect(res.body).toContain("page");
  });

  it("lets a waiter render the page itself when the render it waits for is held up", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { port } = await listen({ waitMs: 300 }, (n) => (n === 1 ? held : Promise.resolve()));
    const first = request(port, "a.localhost", PAGE, { headers: BROWSER });
    await pause(150);
    const started = Date.now();
    const second = await within(2000, request(port, "a.localhost", PAGE, { headers: BROWSER }));
    expect(second.status).toBe(200);
    expect(second.body).toContain("page 2");
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    release();
    expect((await first).body).toContain("page 1");
  });

  it("still shares one render among the requests that arrive while it runs", async () => {
    const { port, renders } = await listen({}, () => pause(100).then(() => {}));
    const answers = await Promise.all(Array.from({ length: 5 }, () => request(port, "a.localhost", PAGE, { headers: BROWSER })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(renders()).toBe(1);
    expect(answers.filter((a) => a.headers["x-cache"] === "shared")).toHaveLength(4);
  });
});
