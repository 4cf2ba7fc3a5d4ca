import type { AppLoadContext as AppContext } from "react-router";
import { parseRequestJson } from "./clean-input";

/**
 * Every API error has one shape, `{ error, code, fields? }`, and its status comes from this table
 * only (docs/decisions/006-api-errors.md). `error` is a sentence a shopper may be shown; `code` is
 * what a program branches on; `fields` names what is wrong with each field or parameter.
 * 400 means the client (its code) sent something it never should; 422 means a shopper typed
 * something that fails a rule and can fix it, so 422 always names the fields.
 */
export const API_ERROR_STATUS = {
  bad_request: 400,
  invalid_json: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  length_required: 411,
  payload_too_large: 413,
  invalid_input: 422,
  /** A full stock feed held until confirmed (app/stock-feed/feed-hold.ts); the body carries the import's report. */
  feed_held: 422,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const satisfies Record<string, number>;

export type ApiErrorCode = keyof typeof API_ERROR_STATUS;
export type FieldErrors = Record<string, string>;
export type ApiErrorBody = { error: string; code: ApiErrorCode; fields?: FieldErrors };

type Extra = { fields?: FieldErrors; allow?: readonly string[]; retryAfterSeconds?: number };
/** What a code cannot go without: field errors, the Allow header, the Retry-After header. */
type Needs<C extends ApiErrorCode> = C extends "invalid_input"
  ? { fields: FieldErrors }
  : C extends "method_not_allowed"
    ? { allow: readonly string[] }
    : C extends "rate_limited"
      ? { retryAfterSeconds: number }
      : unknown;
export type ApiErrorExtra<C extends ApiErrorCode> = unknown extends Needs<C> ? [extra?: Extra] : [extra: Extra & Needs<C>];

/** Status, headers and body of an API error, for any server: `apiError` for React Router, `sendApiError` (server/) for Express. */
export function apiErrorParts<C extends ApiErrorCode>(
  code: C,
  message: string,
  ...[extra]: ApiErrorExtra<C>
): { status: number; headers: Record<string, string>; body: ApiErrorBody } {
  const headers: Record<string, string> = {};
  if (extra?.allow) headers.Allow = extra.allow.join(", ");
  if (extra?.retryAfterSeconds !== undefined) headers["Retry-After"] = String(Math.max(0, Math.ceil(extra.retryAfterSeconds)));
  const body: ApiErrorBody = { error: message, code };
  if (extra?.fields) body.fields = extra.fields;
  return { status: API_ERROR_STATUS[code], headers, body };
}

/** An API error as the Response a React Router loader or action returns (or throws). */
export function apiError<C extends ApiErrorCode>(code: C, message: string, ...extra: ApiErrorExtra<C>): Response {
  const { status, headers, body } = apiErrorParts(code, message, ...extra);
  return Response.json(body, { status, headers });
}

/** The 405 for a method a route does not answer, naming the ones it does. */
export function methodNotAllowed(...allow: [string, ...string[]]): Response {
  return apiError("method_not_allowed", `Use ${allow[0]}.`, { allow });
}

/** How long a client is asked to wait before trying again while the database is out of reach (every 503). */
export const UNAVAILABLE_RETRY_SECONDS = 15;
export const UNAVAILABLE_MESSAGE = "Our systems are briefly unavailable. Please try again in a moment.";

/** The answer to an unexpected failure: no internal detail, only the request id to quote. */
export function internalErrorMessage(requestId: string): string {
  return `Something went wrong. Reference: ${requestId}`;
}

/**
 * Wraps an API loader or action: a thrown Response (a 404 from `requireApiSite`, say) passes
 * through; any other failure is logged with the request and answered 500 `internal`, instead of
 * React Router's plain-text 'Unexpected Server Error'.
 */
export function apiHandler<A extends { context: AppContext }>(handler: (args: A) => Promise<Response> | Response) {
  return async (args: A): Promise<Response> => {
    try {
      return await handler(args);
    } catch (error) {
      if (error instanceof Response) throw error;
      args.context.logger.error({ err: error }, "API request failed");
      return apiError("internal", internalErrorMessage(args.context.requestId));
    }
  };
}

/**
 * A JSON request body (bounded depth, clean text only: see clean-input.ts), or the 400
 * `invalid_json` to answer. Not a server failure: the request log line records the 400.
 */
export async function readJsonBody(request: Request): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  const read = parseRequestJson(await request.text());
  return read.ok ? read : { ok: false, response: apiError("invalid_json", read.error) };
}

/** Field errors from a schema's issues (zod's shape): the first message for each path, at most `limit` fields. */
export function issueFields(issues: readonly { path: readonly PropertyKey[]; message: string }[], limit = 5): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const name = issue.path.map(String).join(".") || "body";
    if (!(name in fields)) fields[name] = issue.message;
    if (Object.keys(fields).length >= limit) break;
  }
  return fields;
}
