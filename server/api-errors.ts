import type { NextFunction, Request, Response } from "express";
import { DatabaseUnavailableError } from "~/db/database";
import {
  API_ERROR_STATUS,
  type ApiErrorCode,
  type ApiErrorExtra,
  apiErrorParts,
  internalErrorMessage,
  UNAVAILABLE_MESSAGE,
  UNAVAILABLE_RETRY_SECONDS,
} from "~/lib/api-error";

/** Requests for the JSON API, which answer errors in its shape; everything else is a page or an asset. */
export function isApiRequest(req: Request): boolean {
  return req.path === "/api" || req.path.startsWith("/api/");
}

/** Express's side of `apiError` (app/lib/api-error.ts): the same status, headers and JSON body. */
export function sendApiError<C extends ApiErrorCode>(res: Response, code: C, message: string, ...extra: ApiErrorExtra<C>): void {
  const { status, headers, body } = apiErrorParts(code, message, ...extra);
  res.status(status).set(headers).json(body);
}

/**
 * A refusal from a middleware: the API error shape under /api, the plain-text message elsewhere
 * (pages, images), with the status from the one table either way.
 */
export function sendError<C extends ApiErrorCode>(req: Request, res: Response, code: C, message: string, ...extra: ApiErrorExtra<C>): void {
  if (isApiRequest(req)) {
    sendApiError(res, code, message, ...extra);
    return;
  }
  const { status, headers } = apiErrorParts(code, message, ...extra);
  res.status(status).set(headers).type("text/plain").send(message);
}

/** The code for a status an Express error carries (a body parser's 413, say); unknown 4xx are `bad_request`. */
function codeForStatus(status: number): ApiErrorCode {
  const known = (Object.keys(API_ERROR_STATUS) as ApiErrorCode[]).find((code) => API_ERROR_STATUS[code] === status);
  return known ?? (status >= 500 ? "internal" : "bad_request");
}

/** The last Express error handler: logs the error with the request, then answers without internal detail. */
export function handleUnexpectedError(error: unknown, req: Request, res: Response, _next: NextFunction): void {
  req.log.error({ err: error }, "unhandled error");
  if (res.headersSent) return;
  if (error instanceof DatabaseUnavailableError) {
    sendError(req, res, "unavailable", UNAVAILABLE_MESSAGE, { retryAfterSeconds: UNAVAILABLE_RETRY_SECONDS });
    return;
  }
  const declared = typeof error === "object" && error && "status" in error ? Number((error as { status: unknown }).status) : Number.NaN;
  const status = declared >= 400 && declared < 500 ? declared : 500;
  const reference = internalErrorMessage(String(res.getHeader("X-Request-Id") ?? ""));
  if (isApiRequest(req)) {
    const code = codeForStatus(status);
    sendApiError(res, code, code === "internal" ? reference : "Bad request");
    return;
  }
  res
    .status(status)
    .type("text/plain")
    .send(status === 500 ? reference : "Bad request");
}
