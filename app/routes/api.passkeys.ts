import { passkeyStep } from "~/accounts/passkey-api.server";
import { apiHandler, methodNotAllowed, readJsonBody } from "~/lib/api-error";
import { requireApiSite } from "~/lib/require-site";
import type { Route } from "./+types/api.passkeys";

/** POST /api/passkeys/{register-options|register|sign-in-options|sign-in}: see app/accounts/passkey-api.server.ts. */
export const action = apiHandler(async ({ context, request, params }: Route.ActionArgs) => {
  if (request.method !== "POST") return methodNotAllowed("POST");
  requireApiSite(context);
  const read = await readJsonBody(request);
  if (!read.ok) return read.response;
  return passkeyStep(context, request, params.step, read.value);
});

export const loader = () => methodNotAllowed("POST");
