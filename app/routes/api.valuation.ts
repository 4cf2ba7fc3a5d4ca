import { z } from "zod";
import { apiError, apiHandler, issueFields, methodNotAllowed, readJsonBody } from "~/lib/api-error";
import { requireApiSite } from "~/lib/require-site";
import { bodyRowId, bodyUuid } from "~/lib/route-input";
import { valuationSummary } from "~/trade-in/trade-in-page.server";
import { findValuation } from "~/trade-in/trade-in-queries.server";
import { lookUpRego, valueVehicle } from "~/trade-in/trade-in.server";
import type { Route } from "./+types/api.valuation";

const ByRego = z.object({
  rego: z.string().max(20),
  regoState: z.string().max(10),
  car_id: bodyRowId.nullable().optional(),
});
const ByIdWithAnswers = z.object({ id: bodyUuid, adjustmentAnswers: z.record(z.string(), z.unknown()) });
const ValuationRequest = z.union([ByRego, ByIdWithAnswers]);

/**
 * POST /api/valuation, the trade-in valuation for a script (vehicle spec section 7): by `rego` and
 * `regoState` it finds the car and starts a valuation; by `id` with `adjustmentAnswers` it values
 * it. Both answer the valuation as the trade-in page shows it. The same use cases as the page, so
 * the rules (plate formats, age and km limits, 7 days' validity) are the page's.
 */
export const action = apiHandler(async ({ context, request }: Route.ActionArgs) => {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const site = requireApiSite(context);
  const deps = { db: context.db, site, now: context.now };
  const read = await readJsonBody(request);
  if (!read.ok) return read.response;
  const parsed = ValuationRequest.safeParse(read.value);
  if (!parsed.success) return apiError("bad_request", "Send either rego and regoState, or id and adjustmentAnswers.");
  const body = parsed.data;
  let id: string;
  if ("rego" in body) {
    const found = await lookUpRego(deps, { state: body.regoState, rego: body.rego, carId: body.car_id ?? null });
    if (!found.ok) return apiError("invalid_input", Object.values(found.fields)[0], { fields: found.fields });
    id = found.valuationId;
  } else {
    const valued = await valueVehicle(deps, body.id, body.adjustmentAnswers);
    if (!valued) return apiError("not_found", "We couldn't find that valuation. Please value your car again.");
    if (!valued.ok) {
      const fields = issueFields(Object.entries(valued.fields).map(([name, message]) => ({ path: ["adjustmentAnswers", name], message })));
      return apiError("invalid_input", Object.values(fields)[0], { fields });
    }
    id = body.id;
  }
  const valuation = await findValuation(context.db, site.id, id);
  if (!valuation) return apiError("not_found", "We couldn't find that valuation. Please value your car again.");
  return Response.json({ valuation: valuationSummary(valuation, site, context.now) }, { status: "rego" in body ? 201 : 200 });
});

export const loader = () => methodNotAllowed("POST");
