import { createCaptchaChallenge } from "~/leads/spam/captcha.server";
import { requireSite } from "~/lib/require-site";
import type { Route } from "./+types/api.captcha";

/** GET /api/captcha/challenge: a fresh signed proof-of-work challenge for the ALTCHA widget. */
export async function loader({ context }: Route.LoaderArgs) {
  requireSite(context);
  const challenge = await createCaptchaChallenge(context.leads.captcha);
  return Response.json(challenge, { headers: { "Cache-Control": "no-store" } });
}
