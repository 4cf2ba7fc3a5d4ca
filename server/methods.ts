import type { NextFunction, Request, Response } from "express";
import { isApiRequest, sendError } from "./api-errors";

/** Every page answers GET, HEAD or POST; nothing on the platform takes another method. */
const PAGE_METHODS = ["GET", "HEAD", "POST"] as const;
/** API routes name their own methods in a precise 405 (`Allow: POST`), so these reach them. */
const API_METHODS = [...PAGE_METHODS, "PUT", "PATCH", "DELETE"];

/**
 * Refuses other methods (TRACE, OPTIONS, CONNECT, made-up ones; PUT and friends on pages) with 405
 * before a route sees them: the request adapter cannot even build a Request for TRACE, and a page's
 * action would try to read a PUT's body as a form. One place, so a new route cannot forget.
 */
export function refuseUnknownMethods(req: Request, res: Response, next: NextFunction): void {
  const allowed: readonly string[] = isApiRequest(req) ? API_METHODS : PAGE_METHODS;
  if (allowed.includes(req.method)) {
    next();
    return;
  }
  sendError(req, res, "method_not_allowed", `${req.method} is not supported here.`, { allow: PAGE_METHODS });
}
