import { data } from "react-router";
import { ConsoleError } from "~/components/console/console-error";
import { PageHeader } from "~/components/console/console-shell";
import { FormMessage } from "~/components/console/fields";
import { HostList, OperatorStaffTable, OwnerInviteForm, SiteSwitch } from "~/components/console/operator-sites";
import { Facts, Section } from "~/components/console/section";
import { inviteOwner, loadOperatorSite, switchOperatorSite } from "~/console/operator-sites.server";
import { consoleDeps, requireOperator, requirePersonForm } from "~/console/require-staff.server";
import type { Route } from "./+types/site";

const served = (context: Route.LoaderArgs["context"]) => (context.host.kind === "platform" ? context.host.sites : []);

export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireOperator(context, request);
  const page = await loadOperatorSite(context, served(context), params.slug);
  if (!page) throw data("There is no such site.", { status: 404 });
  return page;
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const operator = await requireOperator(context, request);
  const { form } = await requirePersonForm(context, request);
  const intent = form.get("intent");
  const outcome =
    intent === "disable" || intent === "enable"
      ? await switchOperatorSite(consoleDeps(context), operator, params.slug, intent === "enable")
      : await inviteOwner(consoleDeps(context), operator, served(context), params.slug, form);
  return outcome.ok ? { done: outcome.message } : data({ error: outcome.message }, { status: outcome.status });
}

export default function OperatorSite({ loaderData, actionData }: Route.ComponentProps) {
  const { site, staff, hasOwner } = loaderData;
  const result = actionData;
  return (
    <>
      <title>{`${site.name} · Operators' console`}</title>
      <PageHeader back={{ to: "/dealer/sites", label: "All sites" }} title={site.name} />
      <div className="mb-4" aria-live="polite">
        <FormMessage error={result && "error" in result ? result.error : null} done={result && "done" in result ? result.done : null} />
      </div>
      <div className="max-w-4xl space-y-6">
        <Section title="The site">
          <Facts
            rows={[
              { label: "Hosts", value: <HostList hosts={site.hosts} /> },
              { label: "State", value: site.enabled ? "Enabled" : "Switched off" },
              { label: "Cars for sale", value: site.cars.toLocaleString("en-AU") },
              { label: "Leads, 7 days", value: site.leads.toLocaleString("en-AU") },
            ]}
          />
        </Section>
        <Section title="Staff">
          <OperatorStaffTable staff={staff} siteName={site.name} />
        </Section>
        <OwnerInviteForm first={!hasOwner} />
        <SiteSwitch enabled={site.enabled} name={site.name} />
      </div>
    </>
  );
}

export const ErrorBoundary = ConsoleError;
