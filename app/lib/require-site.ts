import type { TenantSite } from "~/sites/tenant-site";
import type { AppContext } from "./app-context";

/** Site pages answer only on a site's host; anything else is a plain 404 naming no site. */
export function requireSite(context: AppContext): TenantSite {
  if (context.host.kind !== "site") throw new Response("Not Found", { status: 404 });
  return context.host.site;
}
