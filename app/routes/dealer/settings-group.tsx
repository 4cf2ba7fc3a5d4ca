import type { ColumnDef } from "@tanstack/react-table";
import { data, Link } from "react-router";
import { ConsoleError } from "~/components/console/console-error";
import { ConsoleForm } from "~/components/console/console-form";
import { PageHeader } from "~/components/console/console-shell";
import { DataTable } from "~/components/console/data-table";
import { Button, FormMessage } from "~/components/console/fields";
import { Section } from "~/components/console/section";
import { SettingFieldsets } from "~/components/console/setting-fields";
import { requireStaff, requireStaffForm } from "~/console/require-staff.server";
import { loadSettingsForm, saveSettingsForm } from "~/console/settings-form.server";
import { settingsDeps } from "~/console/site-settings.server";
import { can } from "~/domain/console/can";
import type { ChangeRow } from "~/domain/settings/settings-history-view";
import type { Route } from "./+types/settings-group";

const NO_SUCH = "There are no such settings.";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const viewer = await requireStaff(context, request, { action: "view", resource: "settings" });
  const page = await loadSettingsForm(context.db, viewer, params.group);
  if (!page) throw data(NO_SUCH, { status: 404 });
  return { ...page, canEdit: can(viewer.role, "edit", "settings") };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { viewer, form } = await requireStaffForm(context, request, { action: "edit", resource: "settings" });
  const outcome = await saveSettingsForm(settingsDeps(context), viewer, params.group, form);
  if (!outcome) throw data(NO_SUCH, { status: 404 });
  return outcome.ok ? outcome : data(outcome, { status: outcome.status });
}

const value = (text: string) => <code className="break-all text-xs">{text}</code>;
const changeColumns: ColumnDef<ChangeRow>[] = [
  { header: "Setting", cell: ({ row }) => value(row.original.path) },
  { header: "Before", cell: ({ row }) => value(row.original.before) },
  { header: "After", cell: ({ row }) => value(row.original.after) },
];

export default function SettingsGroup({ loaderData, actionData }: Route.ComponentProps) {
  const { group, canEdit } = loaderData;
  const refused = actionData && !actionData.ok ? actionData : null;
  const saved = actionData?.ok ? actionData : null;
  // A refused save shows what was typed, not what is stored, so nothing entered is lost; a good one shows the new settings.
  const values = refused ? refused.entered : loaderData.values;
  const errors = Object.fromEntries((refused?.problems ?? []).filter((p) => p.name).map((p) => [p.name, p.message]));
  const unplaced = (refused?.problems ?? []).filter((p) => !p.name).map((p) => p.message);
  const version = refused ? refused.version : loaderData.version;
  return (
    <>
      <title>{`${group.title} · Settings · Dealer console`}</title>
      <PageHeader back={{ to: "/dealer/settings", label: "All settings" }} title={group.title} />
      {group.description ? <p className="mb-4 max-w-3xl text-slate-700">{group.description}</p> : null}
      <div className="mb-4 space-y-3" aria-live="polite">
        <FormMessage error={refused ? [refused.message, ...unplaced].join(" ") : null} done={saved?.message ?? null} />
        {saved?.changes.length ? (
          <Section title="What changed">
            <DataTable columns={changeColumns} rows={saved.changes} caption="Settings this save changed" rowKey={(c) => c.path} empty="" />
            <p className="mt-3 text-sm">
              <Link to={`/dealer/settings/history?version=${saved.version}`} className="underline">
                Version {saved.version} in the settings history
              </Link>
            </p>
          </Section>
        ) : null}
      </div>
      {/* A new key after each save: the fields start again from the stored settings rather than from what was typed. */}
      <ConsoleForm key={version} noValidate>
        <input type="hidden" name="version" value={version} />
        <fieldset disabled={!canEdit} className="min-w-0">
          <SettingFieldsets fieldsets={group.fieldsets} ctx={{ values, errors }} />
        </fieldset>
        {canEdit ? (
          <div className="sticky bottom-0 mt-4 border-t border-slate-300 bg-slate-50 py-3">
            <Button>Save {group.title.toLowerCase()}</Button>
          </div>
        ) : null}
      </ConsoleForm>
    </>
  );
}

export const ErrorBoundary = ConsoleError;
