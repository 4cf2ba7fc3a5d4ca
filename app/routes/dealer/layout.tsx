import { Outlet } from "react-router";
import { ConsoleError } from "~/components/console/console-error";
import { ConsoleShell } from "~/components/console/console-shell";
import { loadConsoleLayout, loadOperatorLayout } from "~/console/console-layout.server";
import { consoleDeps, requireOperator, requireStaff } from "~/console/require-staff.server";
import type { Route } from "./+types/layout";

/** A site's console on its host; the operators' console on the platform's host (the same pages' frame). */
export async function loader({ context, request }: Route.LoaderArgs) {
  if (context.host.kind === "platform") return loadOperatorLayout(consoleDeps(context), await requireOperator(context, request));
  return loadConsoleLayout(context, await requireStaff(context, request));
}

export default function ConsoleLayout() {
  return (
    <ConsoleShell>
      <Outlet />
    </ConsoleShell>
  );
}

export const ErrorBoundary = ConsoleError;
