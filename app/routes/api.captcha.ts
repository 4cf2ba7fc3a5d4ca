import { createCaptchaChallenge } from "~/leads/spam/captcha.server";
import { apiHandler, methodNotAllowed } from "~/lib/api-error";
import { requireApiSite } from "~/lib/require-site";
import type { Route } from "./+types/api.captcha";

/** GET /api/captcha/challenge: a fresh signed proof-of-work challenge for the ALTCHA widget. */
export const loader = apiHandler(async ({ context }: Route.LoaderArgs) => {
  requireApiSite(context);
  const challenge = await createCaptchaChallenge(context.leads.captcha);
  return Response.json(challenge, { headers: { "Cache-Control": "no-store" } });
});

export const action = () => methodNotAllowed("GET", "HEAD");
