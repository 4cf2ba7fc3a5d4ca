import { LEAD_FORM_KINDS, type LeadFormKind } from "~/leads/lead-forms";
import { leadFormSetup } from "~/leads/lead-form-setup.server";
import { apiError, apiHandler, methodNotAllowed } from "~/lib/api-error";
import { requireApiSite } from "~/lib/require-site";
import type { Route } from "./+types/api.lead-form";

/** GET /api/lead-form?form=&car_id=&location_id=: what a lead dialog needs, fetched when it opens. */
export const loader = apiHandler(async ({ context, request }: Route.LoaderArgs) => {
  const site = requireApiSite(context);
  const query = new URL(request.url).searchParams;
  const kind = query.get("form") ?? "";
  if (!(LEAD_FORM_KINDS as readonly string[]).includes(kind))
    return apiError("bad_request", "Unknown form.", { fields: { form: `Must be one of ${LEAD_FORM_KINDS.join(", ")}.` } });
  const id = (name: string) => (/^\d{1,9}$/.test(query.get(name) ?? "") ? Number(query.get(name)) : null);
  const setup = await leadFormSetup({ db: context.db, site, now: context.now, services: context.leads }, kind as LeadFormKind, {
    carId: id("car_id"),
    locationId: id("location_id"),
  });
  return Response.json(setup, { headers: { "Cache-Control": "no-store" } });
});

export const action = () => methodNotAllowed("GET", "HEAD");
