import type { EventEmitter } from "node:events";
import { constants } from "node:zlib";
import compression from "compression";
import type { NextFunction, Request, RequestHandler, Response } from "express";

/**
 * Brotli where the client accepts it, gzip otherwise, for every compressible response the server
 * makes as it goes (pages, JSON, the few static files that are not precompressed). The hashed assets
 * were compressed at the highest levels when they were built (scripts/precompress.ts) and pass through
 * here untouched, being already encoded. React Router flushes after each chunk it writes, so a streamed
 * page still reaches the browser as it renders (one chunk for each batch React writes: the shell, then
 * each boundary, see app/lib/scripts-after-paint.server.ts).
 *
 * The levels, from `npx tsx scripts/bench/compress-levels.ts` on bodies saved from the demo (2-core
 * machine, busy; CPU per response compressed through a zlib stream as the middleware does, written and
 * flushed once):
 *
 * | body | brotli 1 | brotli 2 | brotli 4 | brotli 5 | gzip 1 | gzip 4 | gzip 6 |
 * |---|---|---|---|---|---|---|---|
 * | vehicle page, 117 KB | 25.7 KB, 0.41 ms | 23.2 KB, 0.70 ms | 21.9 KB, 1.17 ms | 20.4 KB, 1.74 ms | 27.2 KB, 0.83 ms | 24.8 KB, 1.00 ms | 23.7 KB, 1.61 ms |
 * | search API JSON, 56 KB | 7.9 KB, 0.24 ms | 7.3 KB, 0.28 ms | 6.9 KB, 0.40 ms | 6.1 KB, 0.58 ms | 8.3 KB, 0.29 ms | 7.2 KB, 0.31 ms | 6.7 KB, 0.47 ms |
 *
 * Brotli at a low quality beats gzip at any level on both counts, so it stays first for data too.
 * - Pages: brotli 4, gzip 6. A page's bytes are on the shopper's first paint; brotli 4 costs about 1 ms of
 *   a page's 12-18 ms of server CPU (bench:ssr) and saves 6% against brotli 2.
 * - Data (the JSON APIs under /api/ and React Router's `.data` for client navigations): brotli 2, gzip 4.
 *   Fetched by a page already shown, and cheap to make: brotli 4's 0.12 ms more was 7% of the search API's
 *   1.8 ms a request, for 6% fewer bytes.
 * Bodies under 1 KB go out as they are (compression's threshold).
 */
export function compressResponses(): RequestHandler[] {
  const pages = compression({ level: 6, brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } } });
  const data = compression({ level: 4, brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 2 } } });
  const choose: RequestHandler = (req, res, next) => (isData(req) ? data : pages)(req, res, next);
  return [choose, forwardDrainRemoval];
}

/** The API's JSON and React Router's single-fetch data (`/path.data`). */
function isData(req: Request): boolean {
  return req.path.startsWith("/api/") || req.path.endsWith(".data");
}

/**
 * compression hands `res.on("drain", ...)` to its zlib stream but leaves `res.removeListener` on the
 * response (expressjs/compression issues 135 and 152). React Router waits out backpressure with
 * `res.once("drain")` and then `res.off("drain")`, and `once` removes its wrapper through the
 * response too, so every wait left a spent listener on the BrotliCompress stream: a long page on a
 * busy server passed ten of them and Node warned (MaxListenersExceededWarning), each kept until the
 * response ended. This sends removal to wherever `on` put the listener. A listener added before the
 * headers go out waits in compression's own list and still cannot be removed; nothing here adds one.
 */
function forwardDrainRemoval(_req: Request, res: Response, next: NextFunction): void {
  const on = res.on;
  const removeListener = res.removeListener;
  let holder: EventEmitter | undefined;
  res.on = function (this: Response, event: string | symbol, listener: (...args: unknown[]) => void) {
    const result: unknown = on.call(this, event, listener);
    if (event === "drain" && result !== this) holder = result as EventEmitter;
    return result;
  } as Response["on"];
  const remove = function (this: Response, event: string | symbol, listener: (...args: unknown[]) => void) {
    if (event === "drain" && holder) holder.removeListener(event, listener);
    return removeListener.call(this, event, listener);
  } as Response["removeListener"];
  res.removeListener = remove;
  res.off = remove;
  next();
}
