import type { TenantSite } from "~/sites/tenant-site";
import { apiError } from "./api-error";
import type { AppLoadContext as AppContext } from "react-router";

/** Site pages answer only on a site's host; anything else is a plain 404 naming no site. */
export function requireSite(context: AppContext): TenantSite {
  if (context.host.kind !== "site") throw new Response("Not Found", { status: 404 });
  return context.host.site;
}

/** The same rule for API routes, answered in the API's error shape (404 `not_found`, naming no site). */
export function requireApiSite(context: AppContext): TenantSite {
  if (context.host.kind !== "site") throw apiError("not_found", "There is no site at this address.");
  return context.host.site;
}
