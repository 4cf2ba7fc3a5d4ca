import { useRouteLoaderData } from "react-router";
import { ConsoleError } from "~/components/console/console-error";
import { CONSOLE_LAYOUT_ID, type ConsoleLayoutData } from "~/components/console/console-csrf";
import { PageHeader } from "~/components/console/console-shell";
import { ConsoleForm } from "~/components/console/console-form";
import { Button } from "~/components/console/fields";
import { Facts, Section } from "~/components/console/section";

export default function Account() {
  const layout = useRouteLoaderData(CONSOLE_LAYOUT_ID) as ConsoleLayoutData;
  return (
    <>
      <title>Your account · Dealer console</title>
      <PageHeader title="Your account" />
      <div className="max-w-2xl space-y-4">
        <Section title="You">
          <Facts
            rows={[
              { label: "Name", value: layout.staff.name },
              { label: "E-mail", value: layout.staff.email },
              { label: "Role", value: `${layout.roleLabel} at ${layout.site.name}` },
            ]}
          />
        </Section>
        <Section title="Sign out on every device">
          <p className="mb-3 text-sm text-slate-700">
            Ends every console session you have on this site, on this device and any other (a lost phone, a shared computer).
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
