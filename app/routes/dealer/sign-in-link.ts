import { redirect } from "react-router";
import { consoleDeps } from "~/console/require-staff.server";
import { signInWithLink } from "~/console/sign-in.server";
import { staffCookie } from "~/console/staff-sessions.server";
import type { Route } from "./+types/sign-in-link";

/** The e-mailed link: spent once, it starts the session and lands where the person was going. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const deps = consoleDeps(context);
  const url = new URL(request.url);
  const signedIn = await signInWithLink(deps, url.searchParams.get("token") ?? "", request.headers.get("User-Agent"));
  if (!signedIn) throw redirect("/dealer/sign-in?expired=1");
  throw redirect(signedIn.redirectTo, { headers: { "Set-Cookie": staffCookie(deps.origin, request, signedIn.cookieValue) } });
}
