import { redirect } from "react-router";
import { gatedEntry, matchedRoutePath, safeRedirectPath, signInHref, signInType } from "~/domain/accounts/gating";
import type { AppLoadContext as AppContext } from "react-router";
import { requireSite } from "~/lib/require-site";
import type { Shopper } from "./account-queries.server";
import { currentShopper } from "./session.server";

/** The request's site, database and session secret, as the session code takes them. */
export const sessionDeps = (context: AppContext) => ({
  db: context.db,
  site: requireSite(context),
  now: context.now,
  secret: context.accounts.secret,
});

/** Where the shopper came from on this site (the Referer, when it is this site's), for sign-in's Back. */
export function backPath(request: Request): string {
  const referer = request.headers.get("Referer");
  if (!referer) return "/";
  try {
    const from = new URL(referer);
    const here = new URL(request.url);
    return from.host === here.host ? safeRedirectPath(`${from.pathname}${from.search}`) : "/";
  } catch {
    return "/";
  }
}

/** The signed-in shopper, or a redirect to sign-in (type, redirect back here, and Back) for a signed-out visitor. */
export async function requireShopper(context: AppContext, request: Request, type: string): Promise<Shopper> {
  const shopper = await currentShopper(sessionDeps(context), request);
  if (shopper) return shopper;
  const url = new URL(request.url);
  throw redirect(signInHref({ type, redirect: `${url.pathname}${url.search}`, back: backPath(request) }));
}

/** What a loader or action is given that gating reads: the request, and the route React Router matched. */
export type MatchedRoute = { request: Request; pattern: string; params: Readonly<Record<string, string | undefined>> };

/**
 * The site's own gating (discovery spec section 6): when the site lists this route in
 * `gatedRoutes`, a signed-out visitor is sent to sign-in; otherwise anyone may pass (null when
 * not signed in). Judged on the matched route, never the raw path, which can spell the same route other ways.
 */
export async function gateRoute(context: AppContext, route: MatchedRoute): Promise<Shopper | null> {
  const { request } = route;
  const entry = gatedEntry(matchedRoutePath(route.pattern, route.params), requireSite(context).gatedRoutes);
  if (entry) return requireShopper(context, request, signInType(entry));
  return currentShopper(sessionDeps(context), request);
}
