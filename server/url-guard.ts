import type { NextFunction, Request, Response } from "express";
import { isCleanText } from "~/lib/clean-input";
import { sendError } from "./api-errors";

/**
 * Longer than any real slug; a query value may be long (React Router's /__manifest lists the paths it
 * needs in one), and routes bound their own parameters (routeInput). Node bounds the whole URL at 16 KB.
 */
const MAX_SEGMENT = 500;
const MAX_VALUE = 8000;

/** Why a URL cannot name anything on the platform, or null when it is fine to route. */
export function urlProblem(originalUrl: string): string | null {
  const [path, query = ""] = originalUrl.split("?", 2);
  for (const segment of path.split("/")) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return "The address has a broken percent-encoding.";
    }
    if (decoded.length > MAX_SEGMENT) return "The address has a part that is too long.";
    if (!isCleanText(decoded)) return "The address contains control characters.";
  }
  for (const [key, value] of new URLSearchParams(query)) {
    if (key.length > MAX_VALUE || value.length > MAX_VALUE) return "A query parameter is too long.";
    if (!isCleanText(key) || !isCleanText(value)) return "A query parameter contains control characters.";
  }
  return null;
}

/**
 * Every route gets only clean text from its URL: no NUL or other control characters, no broken
 * encoding, nothing absurdly long. One place before routing, so no route (and no new route) can pass
 * such a value on to PostgreSQL or a parser.
 */
export function refuseUnreadableUrls(req: Request, res: Response, next: NextFunction): void {
  const problem = urlProblem(req.originalUrl);
  if (problem) sendError(req, res, "bad_request", problem);
  else next();
}
