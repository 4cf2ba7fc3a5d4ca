import { z } from "zod";
import { apiError, apiHandler, methodNotAllowed, readJsonBody } from "~/lib/api-error";
import { requireApiSite } from "~/lib/require-site";
import { bodyUuid } from "~/lib/route-input";
import { saveValuationForShopper } from "~/trade-in/trade-in.server";
import type { Route } from "./+types/api.miscellaneous";

const SaveRequest = z.object({
  column_name: z.literal("valuation"),
  // The valuation as the page or the valuation API answered it; only its id is trusted, the figures are the server's own.
  value: z
    .object({ id: bodyUuid.optional(), valuation: z.object({ id: bodyUuid }).loose().optional() })
    .loose()
    .transform((v) => v.id ?? v.valuation?.id)
    .pipe(z.string()),
});

/**
 * POST /api/miscellaneous with `column_name` 'valuation' (vehicle spec section 7): on the sites that
 * ask for it, the shopper's browser saves the valuation it was shown. Other sites have no such
 * endpoint (404). The browser logs the outcome ('Failed to save valuation data' when it fails).
 */
export const action = apiHandler(async ({ context, request }: Route.ActionArgs) => {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const site = requireApiSite(context);
  if (!site.tradeIn.saveValuation) return apiError("not_found", "Not found.");
  const read = await readJsonBody(request);
  if (!read.ok) return read.response;
  const parsed = SaveRequest.safeParse(read.value);
  if (!parsed.success) return apiError("bad_request", "Send column_name 'valuation' and the valuation as value.");
  const id = parsed.data.value;
  if (!(await saveValuationForShopper({ db: context.db, site, now: context.now }, id)))
    return apiError("not_found", "We couldn't find that valuation. Please value your car again.");
  return Response.json({ saved: true, column_name: "valuation", id });
});

export const loader = () => methodNotAllowed("POST");
