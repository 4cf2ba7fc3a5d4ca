import { Outlet } from "react-router";
import { ConsoleError } from "~/components/console/console-error";
import { ConsoleShell } from "~/components/console/console-shell";
import { loadConsoleLayout } from "~/console/console-layout.server";
import { requireStaff } from "~/console/require-staff.server";
import type { Route } from "./+types/layout";

export async function loader({ context, request }: Route.LoaderArgs) {
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
