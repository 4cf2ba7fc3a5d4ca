import { data } from "react-router";
import { changeAccount, loadAccountPage } from "~/console/account-page.server";
import { ConsoleError } from "~/components/console/console-error";
import { useConsoleLayout } from "~/components/console/console-csrf";
import { PageHeader } from "~/components/console/console-shell";
import { ConsoleForm } from "~/components/console/console-form";
import { Button, FormMessage } from "~/components/console/fields";
import { Facts, Section } from "~/components/console/section";
import { AddPasskey, PasskeyList } from "~/components/console/staff-passkeys";
import { consoleDeps, requirePerson, requirePersonForm } from "~/console/require-staff.server";
import type { Route } from "./+types/account";

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadAccountPage(consoleDeps(context), await requirePerson(context, request));
}

export async function action({ context, request }: Route.ActionArgs) {
  const { person, form } = await requirePersonForm(context, request);
  const outcome = await changeAccount(consoleDeps(context), person, form);
  return outcome.ok ? { done: outcome.message } : data({ error: outcome.message }, { status: outcome.status });
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const layout = useConsoleLayout();
  const result = actionData;
  const operator = layout.role === "operator";
  return (
    <>
      <title>Your account · Dealer console</title>
      <PageHeader title="Your account" />
      <div className="max-w-2xl space-y-4">
        <div aria-live="polite">
          <FormMessage error={result && "error" in result ? result.error : null} done={result && "done" in result ? result.done : null} />
        </div>
        <Section title="You">
          <Facts
            rows={[
              { label: "Name", value: layout.staff.name },
              { label: "E-mail", value: layout.staff.email },
              { label: "Role", value: operator ? layout.roleLabel : `${layout.roleLabel} at ${layout.site.name}` },
            ]}
          />
        </Section>
        {loaderData.weeklySummary ? (
          <Section title="Weekly summary" id="weekly-summary">
            <p className="mb-3 text-sm text-slate-700">
              Each Monday morning, an e-mail with last week's figures from Insights against the week before, for the dealerships you see.
            </p>
            {/* Keyed by the saved choice, so the box shows what was saved after each post. */}
            <ConsoleForm key={String(loaderData.weeklySummary.on)} className="flex flex-wrap items-center gap-3">
              <input type="hidden" name="intent" value="weekly-summary" />
              <label className="flex min-h-11 items-center gap-2 text-sm">
                <input type="checkbox" name="weeklySummary" value="1" defaultChecked={loaderData.weeklySummary.on} className="size-5" />
                Weekly summary by e-mail
              </label>
              <Button kind="secondary">Save</Button>
            </ConsoleForm>
          </Section>
        ) : null}
        <Section title="Passkeys" id="passkeys">
          <p className="mb-3 text-sm text-slate-700">
            A passkey signs you in on this {operator ? "host" : "site's console"} with your device's fingerprint, face or PIN, instead of an
            e-mailed link. Each works only here, only for you.
          </p>
          <div className="space-y-3">
            <PasskeyList passkeys={loaderData.passkeys} />
            <AddPasskey />
          </div>
        </Section>
        <Section title="Sign out on every device">
          <p className="mb-3 text-sm text-slate-700">
            Ends every console session you have, on this device and any other (a lost phone, a shared computer).
          </p>
          <ConsoleForm action="/dealer/sign-out" reloadDocument>
            <input type="hidden" name="everywhere" value="1" />
            <Button kind="secondary">Sign out everywhere</Button>
          </ConsoleForm>
        </Section>
      </div>
    </>
  );
}

export const ErrorBoundary = ConsoleError;
