import type { NextFunction, Request, Response } from "express";
import type { AppContext } from "~/app-context";
import { sendError } from "./api-errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests sent from another origin (CSRF). Browsers always send
 * Origin or Sec-Fetch-Site on cross-site POSTs; requests with neither (curl, server-to-server)
 * carry no ambient cookies worth forging, so they pass.
 */
export function refuseCrossOrigin(req: Request, res: Response, next: NextFunction): void {
  if (SAFE_METHODS.has(req.method)) {
    next();
    return;
  }
  const fetchSite = req.get("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") {
    sendError(req, res, "forbidden", "Cross-origin request refused");
    return;
  }
  // A same-origin form post under a strict referrer policy says 'Origin: null'; Sec-Fetch-Site vouches for it.
  const origin = req.get("origin");
  if (origin && fetchSite !== "same-origin" && !sameOrigin(origin, req, res)) {
    sendError(req, res, "forbidden", "Cross-origin request refused");
    return;
  }
  next();
}

/**
 * Whether an Origin header names this site: scheme, host and port, as the request arrived
 * (`req.protocol` believes X-Forwarded-Proto only from trusted proxies) or as the site's canonical
 * origin says. An http page cannot post to the https site, or the other way round.
 */
function sameOrigin(origin: string, req: Request, res: Response): boolean {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    // Not a server failure: a malformed Origin is refused like a foreign one.
    req.log.info({ origin }, "malformed Origin header");
    return false;
  }
  const host = (req.get("host") ?? "").toLowerCase();
  const canonical = (res.locals as { host?: AppContext["host"] }).host;
  const allowed = [`${req.protocol}://${host}`, ...(canonical?.kind === "site" ? [canonical.site.origin.toLowerCase()] : [])];
  return allowed.includes(parsed.origin.toLowerCase());
}

/** A path with a larger body cap than the default: an exact path, or a pattern for paths with an id in them. */
export type BodyLimit = readonly [path: string | RegExp, maxBytes: number];

/**
 * Caps request bodies before React Router reads them. Bodies must declare their length (every
 * browser form and fetch does), so the cap is checked without buffering or consuming the stream.
 * The first of `limits` whose path matches wins; other paths get `maxBytes`.
 */
export function limitBody(maxBytes: number, limits: readonly BodyLimit[] = []) {
  const matches = (path: string, [rule]: BodyLimit) => (typeof rule === "string" ? rule === path : rule.test(path));
  return (req: Request, res: Response, next: NextFunction): void => {
    if (SAFE_METHODS.has(req.method)) {
      next();
      return;
    }
    const length = req.get("content-length");
    if (length === undefined && req.get("transfer-encoding")) {
      sendError(req, res, "length_required", "Content-Length required");
      return;
    }
    const limit = limits.find((rule) => matches(req.path, rule))?.[1] ?? maxBytes;
    if (Number(length ?? 0) > limit) {
      sendError(req, res, "payload_too_large", "Request body too large");
      return;
    }
    next();
  };
}
