import type { ColumnDef } from "@tanstack/react-table";
import { data, Link } from "react-router";
import { ConsoleError } from "~/components/console/console-error";
import { ConsoleForm } from "~/components/console/console-form";
import { PageHeader } from "~/components/console/console-shell";
import { DataTable } from "~/components/console/data-table";
import { ActionMessage, Button } from "~/components/console/fields";
import { Section } from "~/components/console/section";
import { requireStaff, requireStaffForm } from "~/console/require-staff.server";
import { loadSettingsHistory, restoreSettingsVersion } from "~/console/settings-history.server";
import { settingsDeps } from "~/console/site-settings.server";
import { can } from "~/domain/console/can";
import type { ChangeRow } from "~/domain/settings/settings-history-view";
import type { Route } from "./+types/settings-history";

export async function loader({ context, request }: Route.LoaderArgs) {
  const viewer = await requireStaff(context, request, { action: "view", resource: "settings" });
  const page = await loadSettingsHistory(context.db, viewer, new URL(request.url).searchParams.get("version"));
  return { ...page, canRestore: can(viewer.role, "edit", "settings") };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { viewer, form } = await requireStaffForm(context, request, { action: "edit", resource: "settings" });
  const outcome = await restoreSettingsVersion(settingsDeps(context), viewer, form);
  return outcome.ok ? { done: outcome.message } : data({ error: outcome.message }, { status: outcome.status });
}

type Version = Awaited<ReturnType<typeof loader>>["versions"][number];
const versionColumns: ColumnDef<Version>[] = [
  {
    header: "Version",
    cell: ({ row }) => (
      <Link
        to={`?version=${row.original.version}`}
        className="font-semibold underline"
        aria-label={`Version ${row.original.version}: what changed`}
      >
        {row.original.version}
      </Link>
    ),
  },
  { header: "Saved", accessorKey: "savedAt" },
  { header: "By", accessorKey: "by" },
  { header: "From", accessorKey: "from" },
  { header: "Note", accessorKey: "note", meta: { phone: false } },
];
const value = (text: string) => <code className="break-all text-xs">{text}</code>;
const changeColumns: ColumnDef<ChangeRow>[] = [
  { header: "Setting", cell: ({ row }) => value(row.original.path) },
  { header: "Before", cell: ({ row }) => value(row.original.before) },
  { header: "After", cell: ({ row }) => value(row.original.after) },
];

export default function SettingsHistory({ loaderData, actionData }: Route.ComponentProps) {
  const { versions, chosen, newest, canRestore } = loaderData;
  return (
    <>
      <title>Settings history · Dealer console</title>
      <PageHeader title="Settings history" />
      <p className="mb-4 max-w-3xl text-slate-700">
        Every saved version of this site's settings, newest first. Open a version to see what it changed; restore one to bring it back as
        the newest (the restore is a version too, so it can be undone the same way).
      </p>
      <div className="mb-4" aria-live="polite">
        <ActionMessage result={actionData} />
      </div>
      <div className="space-y-6">
        {chosen ? (
          <Section title={`Version ${chosen.version}${chosen.version === newest ? " (now)" : ""}: what changed`}>
            <DataTable
              columns={changeColumns}
              rows={chosen.changes}
              caption={`Settings version ${chosen.version} changed`}
              rowKey={(c) => c.path}
              empty={chosen.version === 1 ? "The first version: the settings the site started with." : "Nothing changed in this version."}
            />
            {canRestore && chosen.version !== newest ? (
              <ConsoleForm className="mt-4">
                <input type="hidden" name="version" value={chosen.version} />
                <Button kind="secondary">Restore version {chosen.version}</Button>
              </ConsoleForm>
            ) : null}
          </Section>
        ) : null}
        <Section title="Versions">
          <DataTable
            columns={versionColumns}
            rows={versions}
            caption="Settings versions, newest first"
            rowKey={(v) => String(v.version)}
            empty="No settings are stored yet."
          />
        </Section>
      </div>
    </>
  );
}

export const ErrorBoundary = ConsoleError;
