import { data } from "react-router";
import { ConsoleError } from "~/components/console/console-error";
import { NewSiteForm, SiteCreated } from "~/components/console/new-site-form";
import { createSiteFromWizard } from "~/console/create-site-wizard.server";
import { consoleDeps, requireOperator, requirePersonForm } from "~/console/require-staff.server";
import { STARTING_THEMES } from "~/sites/new-site";
import { SiteConfigSchema } from "~/sites/site-config";
import type { Route } from "./+types/site-new";

const ZONES = SiteConfigSchema.shape.timeZone.unwrap().options;

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireOperator(context, request);
  return { zones: ZONES, themes: Object.entries(STARTING_THEMES).map(([value, t]) => ({ value, label: t.label })) };
}

export async function action({ context, request }: Route.ActionArgs) {
  await requireOperator(context, request);
  const { person, form } = await requirePersonForm(context, request);
  const port = context.host.kind === "platform" ? context.host.port : 3000;
  const outcome = await createSiteFromWizard({ ...consoleDeps(context), port }, person, form);
  const entered = Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)]));
  return outcome.ok ? outcome : data({ ...outcome, entered }, { status: outcome.status });
}

export default function NewSite({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData?.ok) return <SiteCreated {...actionData} />;
  return <NewSiteForm choices={loaderData} refused={actionData && !actionData.ok ? actionData : null} />;
}

export const ErrorBoundary = ConsoleError;
