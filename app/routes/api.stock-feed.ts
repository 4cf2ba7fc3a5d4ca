import { apiError, apiErrorParts, apiHandler, methodNotAllowed } from "~/lib/api-error";
import { requireApiSite } from "~/lib/require-site";
import { type FeedOutcome, receiveStockFeed, requestBody } from "~/stock-feed/receive-stock-feed.server";
import type { Route } from "./+types/api.stock-feed";

/**
 * POST /api/stock/feed with `Authorization: Bearer <dealership key>`: a dealer system's stock feed
 * (docs/feeds/README.md), answered with the import's report. 401 for any key that is not one of this
 * site's dealerships' current keys (429 past the site's limit of those), and nothing changes; 400 for
 * a query, content type or body it cannot take; 422 for a full feed held until confirmed; 409 while
 * another feed of the same dealership is being imported (receive-stock-feed.server.ts says why it
 * does not wait).
 */
export const action = apiHandler(async ({ context, request }: Route.ActionArgs) => {
  const site = requireApiSite(context);
  if (request.method !== "POST") return methodNotAllowed("POST");
  const body = requestBody(request.body);
  const outcome = await receiveStockFeed(
    context.db,
    site,
    {
      authorization: request.headers.get("Authorization"),
      contentType: request.headers.get("Content-Type"),
      query: new URL(request.url).searchParams,
      body: body.chunks,
      clientIp: context.clientIp,
    },
    { now: context.now, store: context.storage, secret: context.leads.secret },
  );
  const response = answer(outcome);
  // Answered before the body was all read (a wrong key, say): close the connection, or Node would read
  // and throw away the rest of the body (up to 20 MB) to keep the connection open for the next request.
  if (!body.readToEnd()) response.headers.set("Connection", "close");
  return response;
});

function answer(outcome: FeedOutcome): Response {
  const headers = { "Cache-Control": "no-store" };
  switch (outcome.kind) {
    case "report":
      return Response.json(outcome.report, { headers });
    case "held": {
      const { status, body } = apiErrorParts("feed_held", outcome.report.held.message);
      return Response.json({ ...body, report: outcome.report }, { status, headers });
    }
    case "unauthorized":
      return apiError("unauthorized", "A current stock feed key of one of this site's dealerships is required.");
    case "rate_limited":
      return apiError(
        "rate_limited",
        `Too many wrong stock feed keys from your address. Please try again in ${outcome.retryAfterSeconds} seconds.`,
        {
          retryAfterSeconds: outcome.retryAfterSeconds,
        },
      );
    case "busy":
      return apiError("conflict", outcome.message, { retryAfterSeconds: 30 });
    case "bad_request":
      return apiError("bad_request", outcome.message);
  }
}

export const loader = () => methodNotAllowed("POST");
