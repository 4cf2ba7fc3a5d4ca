import { createCaptchaChallenge } from "~/leads/spam/captcha.server";
import { apiHandler, methodNotAllowed } from "~/lib/api-error";
import { requireApiSite } from "~/lib/require-site";
import type { Route } from "./+types/api.captcha";

/** GET /api/captcha/challenge: a fresh proof-of-work challenge for the ALTCHA widget, signed for this site only. */
export const loader = apiHandler(async ({ context }: Route.LoaderArgs) => {
  const site = requireApiSite(context);
  const challenge = await createCaptchaChallenge(context.leads.captcha, site.slug);
  return Response.json(challenge, { headers: { "Cache-Control": "no-store" } });
});

export const action = () => methodNotAllowed("GET", "HEAD");
