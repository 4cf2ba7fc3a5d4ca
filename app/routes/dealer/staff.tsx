import { data } from "react-router";
import { ConsoleError } from "~/components/console/console-error";
import { PageHeader } from "~/components/console/console-shell";
import { FormMessage } from "~/components/console/fields";
import { InviteForm, StaffList } from "~/components/console/staff-list";
import { consoleDeps, requireStaff, requireStaffForm } from "~/console/require-staff.server";
import { changeStaff, loadStaffPage } from "~/console/staff-page.server";
import type { Route } from "./+types/staff";

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadStaffPage(context, await requireStaff(context, request, { action: "view", resource: "staff" }));
}

export async function action({ context, request }: Route.ActionArgs) {
  const { viewer, form } = await requireStaffForm(context, request, { action: "edit", resource: "staff" });
  const outcome = await changeStaff(consoleDeps(context), viewer, form);
  return outcome.ok ? { done: outcome.message } : data({ error: outcome.message }, { status: outcome.status });
}

export default function Staff({ loaderData, actionData }: Route.ComponentProps) {
  const { staff, dealerships } = loaderData;
  const result = actionData;
  return (
    <>
      <title>Staff · Dealer console</title>
      <PageHeader title="Staff" />
      <div className="mb-4" aria-live="polite">
        <FormMessage error={result && "error" in result ? result.error : null} done={result && "done" in result ? result.done : null} />
      </div>
      <div className="space-y-6">
        <StaffList staff={staff} />
        <InviteForm dealerships={dealerships} />
      </div>
    </>
  );
}

export const ErrorBoundary = ConsoleError;
