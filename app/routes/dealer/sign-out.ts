import { redirect } from "react-router";
import { consoleDeps, requirePersonForm } from "~/console/require-staff.server";
import { endStaffSession, staffCookie } from "~/console/staff-sessions.server";
import type { Route } from "./+types/sign-out";

/** Sign out here, or (`everywhere`) on every device: every session of the person ends. */
export async function action({ context, request }: Route.ActionArgs) {
  const { person, form } = await requirePersonForm(context, request);
  await endStaffSession(context, person.session, form.get("everywhere") === "1");
  throw redirect("/dealer/sign-in?signed-out=1", { headers: { "Set-Cookie": staffCookie(consoleDeps(context).origin, request, "") } });
}

export const loader = () => redirect("/dealer");
