import { data } from "react-router";
import { z } from "zod";
import { parseRowId, parseUuid } from "~/domain/row-id";
import { apiError, issueFields } from "./api-error";
import { isCleanText } from "./clean-input";

/** A path segment that can name a car, a location or a lead page: the shape `slugify` makes. */
export const slugParam = z.string().regex(/^[\w-]{1,200}$/, "is not a name anything on this site has");

/** Free text from a query string: clean (no control characters), bounded, trimmed; absent is empty. */
export const queryText = (max: number) =>
  z
    .string()
    .max(max, `must be at most ${max} characters`)
    .refine(isCleanText, "contains control characters")
    .transform((v) => v.trim())
    .default("");

/** An optional row id in a query string: anything that cannot name a row reads as absent. */
export const queryRowId = z
  .string()
  .optional()
  .transform((v) => (v === undefined ? null : parseRowId(v)));

/** A row id in a request body, as a number or a string of digits: anything that can name no row is refused. */
export const bodyRowId = z.unknown().transform((value, ctx) => {
  const id = parseRowId(value);
  if (id !== null) return id;
  ctx.addIssue({ code: "custom", message: "is not an id anything on this site has" });
  return z.NEVER;
});

/** A uuid in a request body (a valuation, a reservation): anything that can name no row is refused. */
export const bodyUuid = z.unknown().transform((value, ctx) => {
  const id = parseUuid(value);
  if (id !== null) return id;
  ctx.addIssue({ code: "custom", message: "is not an id anything on this site has" });
  return z.NEVER;
});

/** An optional uuid in a query string (a reservation, a valuation): anything that cannot name a row reads as absent. */
export const queryUuid = z
  .string()
  .optional()
  .transform((v) => (v === undefined ? null : parseUuid(v)));

/** An optional number in a query string (a map position, say): anything else reads as absent. */
export const queryNumber = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === "" || !Number.isFinite(Number(v)) ? null : Number(v)));

type Shape = z.ZodRawShape;
type Args = { request: Request; params: Record<string, string | undefined> };

/** A route's path parameters and query string as zod objects: made once, by `routeSchema`, where the route module loads. */
export type RouteSchema<P extends Shape, Q extends Shape> = { params: z.ZodObject<P>; query: z.ZodObject<Q> };

/**
 * A route's input schema, made once at the top of its module. Zod builds an object schema's checks, and compiles its
 * parser on the first parse: made inside a loader, that was done again on each request, about 0.1 to 0.5 ms of the car
 * page's server time (issue 18).
 */
export function routeSchema<P extends Shape = Record<never, z.ZodType>, Q extends Shape = Record<never, z.ZodType>>(spec: {
  params?: P;
  query?: Q;
}): RouteSchema<P, Q> {
  return { params: z.object(spec.params ?? ({} as P)), query: z.object(spec.query ?? ({} as Q)) };
}

/**
 * The one way a route reads its path parameters and query string: each is parsed by a zod schema
 * before any code uses it. A path parameter that cannot name anything is a 404 (the same answer as
 * a missing resource); a query the route cannot read is a 400 saying which parameter and why, in the
 * API's error shape under /api and as the error page elsewhere. Unknown query parameters (utm tags,
 * click ids) are ignored, not refused.
 */
export function routeInput<P extends Shape, Q extends Shape>(
  args: Args,
  schema: RouteSchema<P, Q>,
): { params: z.output<z.ZodObject<P>>; query: z.output<z.ZodObject<Q>> } {
  const url = new URL(args.request.url);
  const api = url.pathname.startsWith("/api/");
  const params = schema.params.safeParse(args.params);
  if (!params.success) throw api ? apiError("not_found", "Not found.") : new Response("Not Found", { status: 404 });
  const query = schema.query.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) {
    const fields = issueFields(query.error.issues);
    const reason = Object.entries(fields)
      .map(([name, problem]) => `${name} ${problem}`)
      .join("; ");
    throw api
      ? apiError("bad_request", `The query is not valid: ${reason}.`, { fields })
      : data(`The address is not valid: ${reason}.`, { status: 400 });
  }
  return { params: params.data, query: query.data };
}
