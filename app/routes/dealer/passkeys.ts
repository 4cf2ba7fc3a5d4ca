import { staffPasskeyStep } from "~/console/passkey-steps.server";
import { apiHandler, methodNotAllowed, readJsonBody } from "~/lib/api-error";
import type { Route } from "./+types/passkeys";

/** POST /dealer/passkeys/{register-options|register|sign-in-options|sign-in}: see app/console/passkey-steps.server.ts. */
export const action = apiHandler(async ({ context, request, params }: Route.ActionArgs) => {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const read = await readJsonBody(request);
  if (!read.ok) return read.response;
  return staffPasskeyStep(context, request, params.step, read.value);
});

export const loader = () => methodNotAllowed("POST");
