import { data } from "react-router";
import { ConsoleError } from "~/components/console/console-error";
import { PageHeader } from "~/components/console/console-shell";
import { FormMessage } from "~/components/console/fields";
import { DealershipRecipients } from "~/components/console/notification-recipients";
import { readNotificationForm } from "~/console/notification-form";
import { fieldErrors } from "~/domain/field-errors";
import { changeNotificationRecipients, loadNotificationSettings } from "~/console/notification-settings.server";
import { requireStaff, requireStaffForm } from "~/console/require-staff.server";
import type { Route } from "./+types/notification-settings";

const NEED = { action: "edit", resource: "settings" } as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = await loadNotificationSettings(context, await requireStaff(context, request, NEED));
  // The recipient whose form is open (a link's ?edit=), read here so the page needs no search-params code of its own.
  return { ...page, edit: new URL(request.url).searchParams.get("edit") };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { viewer, form } = await requireStaffForm(context, request, NEED);
  // Which form on the page was sent, so its own fields show the errors.
  const target = String(form.get("recipientId") ?? form.get("dealership") ?? "");
  const parsed = readNotificationForm(form);
  if (!parsed.success)
    return data({ target, error: "Please fix the following errors:", fields: fieldErrors(parsed.error) }, { status: 400 });
  const actor = { staffId: viewer.staff.id, email: viewer.staff.email };
  const outcome = await changeNotificationRecipients({ db: context.db, now: context.now, siteId: viewer.site.id, actor }, parsed.data);
  if (!outcome.ok)
    return data({ target, error: outcome.message, fields: { [outcome.field]: outcome.message } }, { status: outcome.status });
  return { target, done: outcome.done };
}

export default function NotificationSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { dealerships, formChoices, edit } = loaderData;
  const result = actionData;
  const refusal = result && "fields" in result ? result : null;
  // A saved change closes its form.
  const editing = result && "done" in result && result.target === edit ? null : edit;
  return (
    <>
      <title>Notifications · Dealer console</title>
      <PageHeader title="Notifications" />
      <p className="mb-4 max-w-3xl text-slate-700">
        Each lead goes to your CRM as always. The addresses below also get an e-mail a person can read: who asked, what, the car, and a link
        to the lead here. Replying to it answers the shopper.
      </p>
      <div className="mb-4" aria-live="polite">
        <FormMessage error={refusal?.error ?? null} done={result && "done" in result ? result.done : null} />
      </div>
      <div className="space-y-4">
        {dealerships.map((d) => (
          <DealershipRecipients
            key={d.slug}
            dealership={d}
            formChoices={formChoices}
            refusal={refusal}
            done={result && "done" in result ? result.done : null}
            editing={editing}
          />
        ))}
      </div>
    </>
  );
}

export const ErrorBoundary = ConsoleError;
