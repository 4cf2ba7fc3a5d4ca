import type { EventEmitter } from "node:events";
import { constants } from "node:zlib";
import compression from "compression";
import type { NextFunction, Request, RequestHandler, Response } from "express";

/**
 * Brotli where the client accepts it, gzip otherwise, for every compressible response the server
 * makes as it goes (pages, JSON, the few static files that are not precompressed). Brotli quality 4
 * and gzip level 6 cost little more than gzip's fastest per response; the hashed assets were
 * compressed at the highest levels when they were built (scripts/precompress.ts) and pass through
 * here untouched, being already encoded. React Router flushes after each chunk it writes, so a
 * streamed page still reaches the browser as it renders.
 */
export function compressResponses(): RequestHandler[] {
  return [compression({ level: 6, brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } } }), forwardDrainRemoval];
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
