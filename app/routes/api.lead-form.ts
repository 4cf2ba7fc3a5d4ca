import { queryRowId, queryText, routeInput, routeSchema } from "~/lib/route-input";
import { isLeadFormKind, LEAD_FORM_KINDS } from "~/leads/lead-forms";
import { leadFormSetup } from "~/leads/lead-form-setup.server";
import { apiError, apiHandler, methodNotAllowed } from "~/lib/api-error";
import { requireApiSite } from "~/lib/require-site";
import type { Route } from "./+types/api.lead-form";

const INPUT = routeSchema({ query: { form: queryText(40), car_id: queryRowId, location_id: queryRowId } });

/** GET /api/lead-form?form=&car_id=&location_id=: what a lead dialog needs, fetched when it opens. */
export const loader = apiHandler(async (args: Route.LoaderArgs) => {
  const { context } = args;
  const site = requireApiSite(context);
  const { query } = routeInput(args, INPUT);
  const kind = query.form;
  if (!isLeadFormKind(kind))
    return apiError("bad_request", "Unknown form.", { fields: { form: `Must be one of ${LEAD_FORM_KINDS.join(", ")}.` } });
  const setup = await leadFormSetup({ db: context.db, site, now: context.now, services: context.leads }, kind, {
    carId: query.car_id,
    locationId: query.location_id,
  });
  return Response.json(setup, { headers: { "Cache-Control": "no-store" } });
});

export const action = () => methodNotAllowed("GET", "HEAD");
