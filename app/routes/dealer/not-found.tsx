import { data } from "react-router";
import { ConsoleError } from "~/components/console/console-error";
import { requireStaff } from "~/console/require-staff.server";
import type { Route } from "./+types/not-found";

/** An unknown console address: signed-out visitors go to sign-in like anywhere in the console, others get a 404. */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireStaff(context, request);
  throw data("There's nothing at this address in the console.", { status: 404 });
}

export default function NotFound() {
  return null;
}

export const ErrorBoundary = ConsoleError;
