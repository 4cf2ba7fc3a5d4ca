import { redirect } from "react-router";
import { requirePerson, requireStaff } from "~/console/require-staff.server";
import { can } from "~/domain/console/can";
import type { Route } from "./+types/index";

/** The console's start: the inbox for anyone who works leads, their account page for the rest; an operator's sites. */
export async function loader({ context, request }: Route.LoaderArgs) {
  if (context.host.kind === "platform") {
    await requirePerson(context, request);
    throw redirect("/dealer/sites");
  }
  const viewer = await requireStaff(context, request);
  throw redirect(can(viewer.role, "view", "leads") ? "/dealer/leads" : "/dealer/account");
}
