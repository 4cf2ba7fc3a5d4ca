import { apiError, apiHandler, methodNotAllowed } from "~/lib/api-error";
import { requireApiSite } from "~/lib/require-site";
import { receiveStockFeed } from "~/stock-feed/receive-stock-feed.server";
import type { Route } from "./+types/api.stock-feed";

/**
 * POST /api/stock/feed with `Authorization: Bearer <dealership key>`: a dealer system's stock feed
 * (docs/feeds/README.md), answered with the import's report. 401 for any key that is not one of this
 * site's dealerships' current keys, and nothing changes; 409 while another feed of the same
 * dealership is being imported (receive-stock-feed.server.ts says why it does not wait).
 */
export const action = apiHandler(async ({ context, request }: Route.ActionArgs) => {
  const site = requireApiSite(context);
  if (request.method !== "POST") return methodNotAllowed("POST");
  const outcome = await receiveStockFeed(
    context.db,
    site,
    {
      authorization: request.headers.get("Authorization"),
      contentType: request.headers.get("Content-Type"),
      modeParam: new URL(request.url).searchParams.get("mode"),
      body: await request.text(),
    },
    { now: context.now, imagesDir: context.imagesDir },
  );
  if (outcome.kind === "unauthorized")
    return apiError("unauthorized", "A current stock feed key of one of this site's dealerships is required.");
  if (outcome.kind === "busy") return apiError("conflict", outcome.message, { retryAfterSeconds: 30 });
  if (outcome.kind !== "report") return apiError("bad_request", outcome.message);
  return Response.json(outcome.report, { headers: { "Cache-Control": "no-store" } });
});

export const loader = () => methodNotAllowed("POST");
