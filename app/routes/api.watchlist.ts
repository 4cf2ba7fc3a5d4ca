import { z } from "zod";
import { sessionDeps } from "~/accounts/gate.server";
import { currentShopper } from "~/accounts/session.server";
import { removeCarFromWatchlist, saveCarToWatchlist } from "~/accounts/watchlist.server";
import { parseAustralianMobile } from "~/domain/phone";
import { apiError, apiHandler, methodNotAllowed, readJsonBody } from "~/lib/api-error";
import { requireApiSite } from "~/lib/require-site";
import { bodyRowId } from "~/lib/route-input";
import type { Route } from "./+types/api.watchlist";

const WatchlistBody = z.object({ phone_number: z.string().max(30), car_id: bodyRowId });

/**
 * POST /api/watchlist/save-car and /remove-car with `{ phone_number, car_id }` (vehicle spec
 * section 7): for the signed-in shopper only (401 signed out; 403 for another shopper's number),
 * answering `{ success: true }`.
 */
export const action = apiHandler(async ({ context, request }: Route.ActionArgs) => {
  if (request.method !== "POST") return methodNotAllowed("POST");
  requireApiSite(context);
  const deps = sessionDeps(context);
  const shopper = await currentShopper(deps, request);
  if (!shopper) return apiError("unauthorized", "Please sign in to save cars to your watchlist.");
  const read = await readJsonBody(request);
  if (!read.ok) return read.response;
  const parsed = WatchlistBody.safeParse(read.value);
  if (!parsed.success) return apiError("bad_request", "Send phone_number and car_id.");
  const phone = parseAustralianMobile(parsed.data.phone_number);
  if (!phone.ok || phone.e164 !== shopper.phone) return apiError("forbidden", "That watchlist belongs to another shopper.");
  if (new URL(request.url).pathname.endsWith("/remove-car")) {
    await removeCarFromWatchlist(deps, shopper, parsed.data.car_id);
    return Response.json({ success: true });
  }
  const saved = await saveCarToWatchlist(deps, shopper, parsed.data.car_id);
  if (!saved.ok) return apiError("invalid_input", saved.message, { fields: { car_id: saved.message } });
  return Response.json({ success: true });
});

export const loader = () => methodNotAllowed("POST");
